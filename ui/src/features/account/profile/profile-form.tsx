import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { accountJa } from '@/i18n/account.ja';
import { ja } from '@/i18n/ja';
import styles from '../components/account-form.module.css';
import type { IconChange } from './icon-change';
import { IconPicker } from './icon-picker';
import type { ProfileValues } from './save-profile';

export interface ProfileFormProps {
  names: ProfileValues;
  onNames: (names: ProfileValues) => void;
  shown: string | null;
  change: IconChange;
  onChange: (change: IconChange) => void;
  onConfirm: () => void;
}

const NAME_MAX = 50;

export function ProfileForm({ names, onNames, shown, change, onChange, onConfirm }: ProfileFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={ja.titles.editProfile}>
      <IconPicker shown={shown} change={change} onChange={onChange} />
      <div className={styles.row}>
        <TextField
          label={accountJa.fields.lastName}
          name="last_name"
          autoComplete="family-name"
          maxLength={NAME_MAX}
          value={names.last_name}
          onChange={(e) => onNames({ ...names, last_name: e.target.value })}
        />
        <TextField
          label={accountJa.fields.firstName}
          name="first_name"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          value={names.first_name}
          onChange={(e) => onNames({ ...names, first_name: e.target.value })}
        />
      </div>
      <Button type="submit" size="lg" block>
        {accountJa.profile.confirm}
      </Button>
    </form>
  );
}
