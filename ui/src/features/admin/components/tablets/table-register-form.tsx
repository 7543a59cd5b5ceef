import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { createTable } from '../../api/tablets.api';
import { deviceUuidForRegistration } from '../../lib/this-device';
import { Checkbox } from '../form/checkbox';
import { RegisterCard } from '../shared/register-card';
import { TextInputField } from '../shared/text-input-field';
import grid from '../shell/form-grid.module.css';
import styles from './tablets-page.module.css';
import { useTableSave } from './use-table-save';

/** The register card: table name and admin name; by default this browser becomes its tablet. */
export function TableRegisterForm({ onSaved }: { onSaved: () => void }) {
  const admin = useText(adminText);
  const [label, setLabel] = useState('');
  const [name, setName] = useState('');
  const [bind, setBind] = useState(true);
  const ready = label.trim() !== '' && name.trim() !== '';

  const send = useCallback(
    () =>
      createTable({
        label: label.trim(),
        name: name.trim(),
        flag: 1,
        device_uuid: bind ? deviceUuidForRegistration() : undefined,
      }),
    [label, name, bind],
  );
  const save = useTableSave(
    send,
    bind,
    useCallback(() => {
      showToast(text(appText).success.deviceCreated, 'success');
      setLabel('');
      setName('');
      onSaved();
    }, [onSaved]),
  );

  return (
    <RegisterCard ready={ready} save={save}>
      <TextInputField label={admin.tablets.label} required value={label} maxLength={100} onValue={setLabel} />
      <TextInputField label={admin.tablets.name} required value={name} maxLength={100} onValue={setName} />
      <div className={grid.full}>
        <Checkbox checked={bind} onChange={(e) => setBind(e.target.checked)}>
          {admin.tablets.bindThisDevice}
        </Checkbox>
        <p className={styles.hint}>{admin.tablets.bindHint}</p>
      </div>
    </RegisterCard>
  );
}
