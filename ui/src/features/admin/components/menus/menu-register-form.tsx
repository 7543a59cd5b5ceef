import { MENU_FLAG } from '@contract/constants';
import { type FormEvent, useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { showToast } from '@/lib/toast-store';
import { createMenu } from '../../api/menus.api';
import { optionsOf } from '../../lib/options';
import { useSubmit } from '../../lib/use-submit';
import { controlClass, Field, selectClass } from '../form/field';
import grid from '../shell/form-grid.module.css';

const FLAG_OPTIONS = optionsOf(adminJa.menus.flags, [MENU_FLAG.published, MENU_FLAG.stopped]);

/** The register card: label and management name are required (SPEC.md section 5). */
export function MenuRegisterForm({ onSaved }: { onSaved: () => void }) {
  const [label, setLabel] = useState('');
  const [name, setName] = useState('');
  const [flag, setFlag] = useState<0 | 1>(MENU_FLAG.published);
  const ready = label.trim() !== '' && name.trim() !== '';

  const save = useSubmit(
    useCallback(async () => {
      await createMenu({ label: label.trim(), name: name.trim(), flag });
      showToast(ja.success.menuCreated, 'success');
      setLabel('');
      setName('');
      setFlag(MENU_FLAG.published);
      onSaved();
    }, [label, name, flag, onSaved]),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) void save.run();
  }

  return (
    <form className={grid.grid} onSubmit={submit} aria-label={adminJa.common.registerCard}>
      <Field label={adminJa.menus.label} required>
        {(c) => (
          <input {...c} className={controlClass} value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} />
        )}
      </Field>
      <Field label={adminJa.menus.name} required hint={adminJa.menus.nameHint}>
        {(c) => <input {...c} className={controlClass} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />}
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
