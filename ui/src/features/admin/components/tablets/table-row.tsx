import { TABLE_FLAG } from '@contract/constants';
import type { DiningTable } from '@contract/dining-tables';
import { useCallback, useState } from 'react';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { showToast } from '@/lib/toast-store';
import { updateTable } from '../../api/tablets.api';
import { optionsOf } from '../../lib/options';
import { deviceUuidForRegistration } from '../../lib/this-device';
import { Checkbox } from '../form/checkbox';
import { RowActions, RowButton } from '../shared/row-actions';
import { RowEditForm } from '../shared/row-edit-form';
import { SelectField } from '../shared/select-field';
import { TextInputField } from '../shared/text-input-field';
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
      <RowActions className={styles.action}>
        <RowButton name={table.label} label={adminJa.tablets.qr} onClick={onQr} disabled={table.flag !== TABLE_FLAG.available} />
        <RowButton name={table.label} label={adminJa.tablets.edit} onClick={onEdit} />
      </RowActions>
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

  return (
    <RowEditForm name={table.label} ready={ready} save={save} onCancel={() => onDone(false)}>
      <TextInputField label={adminJa.tablets.label} required value={label} maxLength={100} onValue={setLabel} />
      <TextInputField label={adminJa.tablets.name} required value={name} maxLength={100} onValue={setName} />
      <SelectField
        label={adminJa.common.status}
        value={flag}
        options={FLAG_OPTIONS}
        onValue={(value) => setFlag(value === '0' ? 0 : 1)}
      />
      <div className={styles.bind}>
        <Checkbox checked={bind} onChange={(e) => setBind(e.target.checked)}>
          {adminJa.tablets.bindThisDevice}
        </Checkbox>
      </div>
    </RowEditForm>
  );
}
