import { MENU_FLAG } from '@contract/constants';
import { useCallback, useState } from 'react';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { showToast } from '@/lib/toast-store';
import { createMenu } from '../../api/menus.api';
import { optionsOf } from '../../lib/options';
import { useSubmit } from '../../lib/use-submit';
import { RegisterCard } from '../shared/register-card';
import { SelectField } from '../shared/select-field';
import { TextInputField } from '../shared/text-input-field';

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

  return (
    <RegisterCard ready={ready} save={save}>
      <TextInputField label={adminJa.menus.label} required value={label} maxLength={100} onValue={setLabel} />
      <TextInputField
        label={adminJa.menus.name}
        required
        hint={adminJa.menus.nameHint}
        value={name}
        maxLength={100}
        onValue={setName}
      />
      <SelectField
        label={adminJa.common.status}
        value={flag}
        options={FLAG_OPTIONS}
        onValue={(value) => setFlag(value === '0' ? 0 : 1)}
      />
    </RegisterCard>
  );
}
