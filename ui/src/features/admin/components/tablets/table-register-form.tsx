import { type FormEvent, useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { showToast } from '@/lib/toast-store';
import { createTable } from '../../api/tablets.api';
import { deviceUuidForRegistration } from '../../lib/this-device';
import { Checkbox } from '../form/checkbox';
import { controlClass, Field } from '../form/field';
import grid from '../shell/form-grid.module.css';
import styles from './tablets-page.module.css';
import { useTableSave } from './use-table-save';

/** The register card: table name and admin name; by default this browser becomes its tablet. */
export function TableRegisterForm({ onSaved }: { onSaved: () => void }) {
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
      showToast(ja.success.deviceCreated, 'success');
      setLabel('');
      setName('');
      onSaved();
    }, [onSaved]),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) void save.run();
  }

  return (
    <form className={grid.grid} onSubmit={submit} aria-label={adminJa.common.registerCard}>
      <Field label={adminJa.tablets.label} required>
        {(c) => (
          <input {...c} className={controlClass} value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} />
        )}
      </Field>
      <Field label={adminJa.tablets.name} required>
        {(c) => <input {...c} className={controlClass} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <div className={grid.full}>
        <Checkbox checked={bind} onChange={(e) => setBind(e.target.checked)}>
          {adminJa.tablets.bindThisDevice}
        </Checkbox>
        <p className={styles.hint}>{adminJa.tablets.bindHint}</p>
      </div>
      {save.error && (
        <Alert tone="error" className={grid.full}>
          {save.error}
        </Alert>
      )}
      <div className={grid.actions}>
        <Button type="submit" disabled={!ready} loading={save.saving}>
          {adminJa.common.register}
        </Button>
      </div>
    </form>
  );
}
