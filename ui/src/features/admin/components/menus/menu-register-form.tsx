import { MENU_FLAG } from '@contract/constants';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { createMenu } from '../../api/menus.api';
import { optionsOf } from '../../lib/options';
import { useSubmit } from '../../lib/use-submit';
import { lastOrderOverrideOf } from '../menu-items/plan-terms-form';
import { NoStationWarning } from '../shared/no-station-warning';
import { RegisterCard } from '../shared/register-card';
import { SelectField } from '../shared/select-field';
import { TextInputField } from '../shared/text-input-field';
import { GenreLastOrderField } from './genre-last-order-field';

/** The register card: label and management name are required (SPEC.md section 5). */
export function MenuRegisterForm({ onSaved }: { onSaved: () => void }) {
  const admin = useText(adminText);
  const flagOptions = optionsOf(admin.menus.flags, [MENU_FLAG.published, MENU_FLAG.stopped]);
  const [label, setLabel] = useState('');
  const [name, setName] = useState('');
  const [flag, setFlag] = useState<0 | 1>(MENU_FLAG.published);
  const [lastOrderText, setLastOrderText] = useState('');
  const lastOrder = lastOrderOverrideOf(lastOrderText);
  const ready = label.trim() !== '' && name.trim() !== '' && lastOrder.valid;

  const save = useSubmit(
    useCallback(async () => {
      await createMenu({ label: label.trim(), name: name.trim(), flag, plan_last_order_minutes: lastOrder.value });
      showToast(text(appText).success.menuCreated, 'success');
      setLabel('');
      setName('');
      setFlag(MENU_FLAG.published);
      setLastOrderText('');
      onSaved();
    }, [label, name, flag, lastOrder.value, onSaved]),
  );

  return (
    <RegisterCard ready={ready} save={save}>
      <TextInputField label={admin.menus.label} required value={label} maxLength={100} onValue={setLabel} />
      <TextInputField
        label={admin.menus.name}
        required
        hint={admin.menus.nameHint}
        value={name}
        maxLength={100}
        onValue={setName}
      />
      <SelectField
        label={admin.common.status}
        value={flag}
        options={flagOptions}
        onValue={(value) => setFlag(value === '0' ? 0 : 1)}
      />
      <GenreLastOrderField value={lastOrderText} valid={lastOrder.valid} onValue={setLastOrderText} />
      <NoStationWarning menuId={null} newGenre />
    </RegisterCard>
  );
}
