import { Button } from '@/components/ui/button';
import { accountText } from '@/i18n/account';
import { useText } from '@/i18n/use-text';
import type { IconChange } from './icon-change';
import styles from './profile.module.css';
import { ProfileIcon } from './profile-icon';
import type { ProfileValues } from './save-profile';

export interface ProfileConfirmProps {
  names: ProfileValues;
  shown: string | null;
  change: IconChange;
  saving: boolean;
  onBack: () => void;
  onRegister: () => void;
}

/** The confirm step: what will be registered, read-only. */
export function ProfileConfirm({ names, shown, change, saving, onBack, onRegister }: ProfileConfirmProps) {
  const account = useText(accountText);
  const show = (value: string) => value.trim() || account.profile.notSet;
  return (
    <div className={styles.confirm}>
      <dl className={styles.summary}>
        <div className={styles.summaryIcon}>
          <dt>{account.profile.icon}</dt>
          <dd>
            <ProfileIcon src={shown} />
            {change.kind === 'replace' && <span className={styles.pending}>{account.profile.iconWillReplace}</span>}
            {change.kind === 'delete' && <span className={styles.pending}>{account.profile.iconWillDelete}</span>}
          </dd>
        </div>
        <div>
          <dt>{account.fields.lastName}</dt>
          <dd>{show(names.last_name)}</dd>
        </div>
        <div>
          <dt>{account.fields.firstName}</dt>
          <dd>{show(names.first_name)}</dd>
        </div>
      </dl>
      <div className={styles.buttons}>
        <Button variant="secondary" size="lg" onClick={onBack} disabled={saving}>
          {account.profile.back}
        </Button>
        <Button size="lg" onClick={onRegister} loading={saving}>
          {saving ? account.profile.registering : account.profile.register}
        </Button>
      </div>
    </div>
  );
}
