import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { accountText } from '@/i18n/account';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
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
  const account = useText(accountText);
  const app = useText(appText);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={app.titles.editProfile}>
      <IconPicker shown={shown} change={change} onChange={onChange} />
      <div className={styles.row}>
        <TextField
          label={account.fields.lastName}
          name="last_name"
          autoComplete="family-name"
          maxLength={NAME_MAX}
          value={names.last_name}
          onChange={(e) => onNames({ ...names, last_name: e.target.value })}
        />
        <TextField
          label={account.fields.firstName}
          name="first_name"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          value={names.first_name}
          onChange={(e) => onNames({ ...names, first_name: e.target.value })}
        />
      </div>
      <Button type="submit" size="lg" block>
        {account.profile.confirm}
      </Button>
    </form>
  );
}
