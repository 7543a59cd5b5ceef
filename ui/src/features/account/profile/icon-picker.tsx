import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { accountText } from '@/i18n/account';
import { useText } from '@/i18n/use-text';
import type { IconChange } from './icon-change';
import { ICON_ACCEPT, iconFileProblem } from './icon-file';
import styles from './profile.module.css';
import { ProfileIcon } from './profile-icon';

export interface IconPickerProps {
  shown: string | null;
  change: IconChange;
  onChange: (change: IconChange) => void;
}

/** Choose, replace or delete the icon; a file the box would refuse is refused here first. */
export function IconPicker({ shown, change, onChange }: IconPickerProps) {
  const account = useText(accountText);
  const input = useRef<HTMLInputElement>(null);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = iconFileProblem(file);
    if (problem) {
      window.alert(problem);
      return;
    }
    onChange({ kind: 'replace', file, preview: URL.createObjectURL(file) });
  };

  return (
    <fieldset className={styles.iconField}>
      <legend className={styles.legend}>{account.profile.icon}</legend>
      <div className={styles.iconRow}>
        <ProfileIcon src={shown} />
        <div className={styles.iconActions}>
          <input
            ref={input}
            id="profile-icon-file"
            className="visually-hidden"
            type="file"
            accept={ICON_ACCEPT}
            aria-label={account.profile.chooseIcon}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {shown ? account.profile.replaceIcon : account.profile.chooseIcon}
          </Button>
          {shown && (
            <Button variant="ghost" onClick={() => onChange({ kind: 'delete' })}>
              {account.profile.deleteIcon}
            </Button>
          )}
        </div>
      </div>
      <p className={styles.hint}>{account.profile.iconHint}</p>
      {change.kind === 'delete' && <p className={styles.pending}>{account.profile.iconWillDelete}</p>}
    </fieldset>
  );
}
