import type { User } from '@contract/auth';
import { USER_FLAG } from '@contract/constants';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { formatMonthDayTime } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { emailError } from '@/lib/email-error';
import { showToast } from '@/lib/toast-store';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { unlockUser, updateUser } from '../../api/users.api';
import { useSubmit } from '../../lib/use-submit';
import { Field } from '../form/field';
import { RowActions, RowButton } from '../shared/row-actions';
import { RowEditForm } from '../shared/row-edit-form';
import { TextInputField } from '../shared/text-input-field';
import { StatusBadge } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import { RoleSelect } from './role-select';
import styles from './users-page.module.css';

export const displayName = (user: User) => user.username.trim() || text(adminText).users.noName;

export interface UserRowProps {
  user: User;
  isSelf: boolean;
  showRole: boolean;
  onEdit: () => void;
  /** After a lockout was lifted, so the list reloads. */
  onUnlocked: () => void;
}

/** One account; a pending invitation (flag 10) is greyed and has no '変更' (SPEC.md section 2). */
export function UserRow({ user, isSelf, showRole, onEdit, onUnlocked }: UserRowProps) {
  const admin = useText(adminText);
  const timeZone = useShopTimeZone();
  const pending = user.flag === USER_FLAG.pending;
  const [unlocking, setUnlocking] = useState(false);
  const unlock = async () => {
    setUnlocking(true);
    try {
      await unlockUser(user.id);
      showToast(admin.users.unlocked, 'success');
      onUnlocked();
    } catch (failure) {
      showToast(errorMessage(failure), 'error');
    } finally {
      setUnlocking(false);
    }
  };
  return (
    <li
      className={[rows.row, styles.userRow, pending ? styles.pending : undefined].filter(Boolean).join(' ')}
      data-pending={pending || undefined}
    >
      <span className={[rows.stack, styles.names].join(' ')}>
        <span className={rows.strong}>
          {displayName(user)}
          {isSelf && <span className={styles.self}>{admin.users.self}</span>}
        </span>
        <span className={rows.muted}>{user.email}</span>
      </span>
      <span className={styles.role}>{showRole ? (admin.users.roles[user.role.role] ?? user.role.role) : null}</span>
      <span className={styles.status}>
        <StatusBadge tone={pending ? 'off' : 'on'}>{admin.users.flags[user.flag] ?? user.flag}</StatusBadge>
        {user.lockedUntil !== null && (
          <span title={admin.users.lockedUntil(formatMonthDayTime(user.lockedUntil, timeZone))}>
            <StatusBadge tone="special">{admin.users.locked}</StatusBadge>
          </span>
        )}
      </span>
      <RowActions className={styles.action}>
        {user.lockedUntil !== null && (
          <RowButton name={displayName(user)} label={admin.users.unlock} onClick={unlock} disabled={unlocking} />
        )}
        {user.flag === USER_FLAG.active && <RowButton name={displayName(user)} label={admin.common.edit} onClick={onEdit} />}
      </RowActions>
    </li>
  );
}

export interface UserEditFormProps {
  user: User;
  isSelf: boolean;
  /** Role picker choices; none hides the picker. */
  roles: readonly number[];
  updatedMessage: string;
  onDone: (saved: boolean) => void;
}

/** The row as a form: email, name and role; update needs email and name (SPEC.md section 5). */
export function UserEditForm({ user, isSelf, roles, updatedMessage, onDone }: UserEditFormProps) {
  const admin = useText(adminText);
  const [email, setEmail] = useState(user.email);
  const [name, setName] = useState(user.username);
  const [role, setRole] = useState(user.role.role);
  const emailProblem = emailError(email);
  const ready = emailProblem === null && name.trim() !== '';
  const roleChoices = roles.includes(user.role.role) ? roles : [...roles, user.role.role].sort((a, b) => a - b);

  const save = useSubmit(
    useCallback(async () => {
      await updateUser({
        id: user.id,
        email: email.trim(),
        username: name.trim(),
        ...(role === user.role.role ? {} : { role }),
      });
      showToast(updatedMessage, 'success');
      onDone(true);
    }, [user.id, user.role.role, email, name, role, updatedMessage, onDone]),
  );

  return (
    <RowEditForm name={displayName(user)} ready={ready} save={save} onCancel={() => onDone(false)}>
      <TextInputField
        label={admin.users.email}
        required
        error={email.trim() === '' ? null : emailProblem}
        type="email"
        value={email}
        maxLength={254}
        onValue={setEmail}
      />
      <TextInputField label={admin.users.name} required value={name} maxLength={100} onValue={setName} />
      {roles.length > 0 && (
        <Field label={admin.users.role} hint={isSelf ? admin.users.selfRole : undefined}>
          {(c) => <RoleSelect control={c} value={role} roles={roleChoices} onChange={setRole} disabled={isSelf} />}
        </Field>
      )}
    </RowEditForm>
  );
}
