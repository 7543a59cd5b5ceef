import { TABLE_FLAG } from '@contract/constants';
import type { DiningTable } from '@contract/dining-tables';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
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

export interface TableRowProps {
  table: DiningTable;
  /** This browser is this table's registered tablet (SPEC.md: stored diningTableID). */
  isThisDevice: boolean;
  onEdit: () => void;
  onQr: () => void;
}

export function TableRow({ table, isThisDevice, onEdit, onQr }: TableRowProps) {
  const admin = useText(adminText);
  return (
    <li className={[rows.row, styles.tableRow].join(' ')}>
      <span className={[rows.stack, styles.names].join(' ')}>
        <span className={styles.labelLine}>
          <span className={rows.strong}>{table.label}</span>
          {isThisDevice && <span className={styles.registered}>{admin.tablets.registered}</span>}
        </span>
        <span className={rows.muted}>{table.name}</span>
        <span className={styles.device}>
          {admin.tablets.deviceId}: {table.device_uuid ?? admin.tablets.noDevice}
        </span>
      </span>
      <span className={styles.status}>
        <StatusBadge tone={table.flag === TABLE_FLAG.available ? 'on' : 'off'}>
          {admin.tablets.flags[table.flag] ?? table.flag}
        </StatusBadge>
      </span>
      <RowActions className={styles.action}>
        <RowButton name={table.label} label={admin.tablets.qr} onClick={onQr} disabled={table.flag !== TABLE_FLAG.available} />
        <RowButton name={table.label} label={admin.tablets.edit} onClick={onEdit} />
      </RowActions>
    </li>
  );
}

/** '編集・再登録': status, names, and (by default) this browser becomes the table's tablet again. */
export function TableEditForm({ table, onDone }: { table: DiningTable; onDone: (saved: boolean) => void }) {
  const admin = useText(adminText);
  const flagOptions = optionsOf(admin.tablets.flags, [TABLE_FLAG.available, TABLE_FLAG.stopped]);
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
      showToast(text(appText).success.deviceUpdated, 'success');
      onDone(true);
    }, [onDone]),
  );

  return (
    <RowEditForm name={table.label} ready={ready} save={save} onCancel={() => onDone(false)}>
      <TextInputField label={admin.tablets.label} required value={label} maxLength={100} onValue={setLabel} />
      <TextInputField label={admin.tablets.name} required value={name} maxLength={100} onValue={setName} />
      <SelectField
        label={admin.common.status}
        value={flag}
        options={flagOptions}
        onValue={(value) => setFlag(value === '0' ? 0 : 1)}
      />
      <div className={styles.bind}>
        <Checkbox checked={bind} onChange={(e) => setBind(e.target.checked)}>
          {admin.tablets.bindThisDevice}
        </Checkbox>
      </div>
    </RowEditForm>
  );
}
