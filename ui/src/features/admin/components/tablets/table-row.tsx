import { TABLE_FLAG } from '@contract/constants';
import type { DiningTable } from '@contract/dining-tables';
import { type FormEvent, useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { showToast } from '@/lib/toast-store';
import { updateTable } from '../../api/tablets.api';
import { optionsOf } from '../../lib/options';
import { deviceUuidForRegistration } from '../../lib/this-device';
import { Checkbox } from '../form/checkbox';
import { controlClass, Field, selectClass } from '../form/field';
import { StatusBadge } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import styles from './tablets-page.module.css';
import { useTableSave } from './use-table-save';

const FLAG_OPTIONS = optionsOf(adminJa.tablets.flags, [TABLE_FLAG.available, TABLE_FLAG.stopped]);

export interface TableRowProps {
  table: DiningTable;
  /** This browser is this table's registered tablet (SPEC.md: stored diningTableID). */
  isThisDevice: boolean;
  onEdit: () => void;
  onQr: () => void;
}

export function TableRow({ table, isThisDevice, onEdit, onQr }: TableRowProps) {
  return (
    <li className={[rows.row, styles.tableRow].join(' ')}>
      <span className={[rows.stack, styles.names].join(' ')}>
        <span className={styles.labelLine}>
          <span className={rows.strong}>{table.label}</span>
          {isThisDevice && <span className={styles.registered}>{adminJa.tablets.registered}</span>}
        </span>
        <span className={rows.muted}>{table.name}</span>
        <span className={styles.device}>
          {adminJa.tablets.deviceId}: {table.device_uuid ?? adminJa.tablets.noDevice}
        </span>
      </span>
      <span className={styles.status}>
        <StatusBadge tone={table.flag === TABLE_FLAG.available ? 'on' : 'off'}>
          {adminJa.tablets.flags[table.flag] ?? table.flag}
        </StatusBadge>
      </span>
      <span className={[rows.end, styles.action].join(' ')}>
        <Button
          variant="secondary"
          onClick={onQr}
          disabled={table.flag !== TABLE_FLAG.available}
          aria-label={`${table.label} ${adminJa.tablets.qr}`}
        >
          {adminJa.tablets.qr}
        </Button>
        <Button variant="secondary" onClick={onEdit} aria-label={`${table.label} ${adminJa.tablets.edit}`}>
          {adminJa.tablets.edit}
        </Button>
      </span>
    </li>
  );
}

/** '編集・再登録': status, names, and (by default) this browser becomes the table's tablet again. */
export function TableEditForm({ table, onDone }: { table: DiningTable; onDone: (saved: boolean) => void }) {
  const [label, setLabel] = useState(table.label);
  const [name, setName] = useState(table.name);
  const [flag, setFlag] = useState<0 | 1>(table.flag === TABLE_FLAG.stopped ? 0 : 1);
  const [bind, setBind] = useState(true);
  const ready = label.trim() !== '' && name.trim() !== '';

  const send = useCallback(
    () =>
      updateTable({
        id: table.id,
        label: label.trim(),
        name: name.trim(),
        flag,
        device_uuid: bind ? deviceUuidForRegistration() : undefined,
      }),
    [table.id, label, name, flag, bind],
  );
  const save = useTableSave(
    send,
    bind,
    useCallback(() => {
      showToast(ja.success.deviceUpdated, 'success');
      onDone(true);
    }, [onDone]),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) void save.run();
  }

  return (
    <li className={rows.editing}>
      <form className={rows.editGrid} onSubmit={submit} aria-label={adminJa.common.editing(table.label)}>
        <Field label={adminJa.tablets.label} required>
          {(c) => (
            <input {...c} className={controlClass} value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} />
          )}
        </Field>
        <Field label={adminJa.tablets.name} required>
          {(c) => (
            <input {...c} className={controlClass} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field label={adminJa.common.status}>
          {(c) => (
            <select {...c} className={selectClass} value={flag} onChange={(e) => setFlag(e.target.value === '0' ? 0 : 1)}>
              {FLAG_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.bind}>
          <Checkbox checked={bind} onChange={(e) => setBind(e.target.checked)}>
            {adminJa.tablets.bindThisDevice}
          </Checkbox>
        </div>
        {save.error && (
          <Alert tone="error" className={rows.full}>
            {save.error}
          </Alert>
        )}
        <div className={rows.editActions}>
          <Button variant="secondary" onClick={() => onDone(false)} disabled={save.saving}>
            {adminJa.common.cancel}
          </Button>
          <Button type="submit" disabled={!ready} loading={save.saving}>
            {adminJa.common.update}
          </Button>
        </div>
      </form>
    </li>
  );
}
