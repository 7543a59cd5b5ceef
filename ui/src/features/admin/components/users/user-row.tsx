import type { User } from '@contract/auth';
import { USER_FLAG } from '@contract/constants';
import { type FormEvent, useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminJa } from '@/i18n/admin.ja';
import { showToast } from '@/lib/toast-store';
import { updateUser } from '../../api/users.api';
import { emailError } from '../../lib/email';
import { useSubmit } from '../../lib/use-submit';
import { controlClass, Field } from '../form/field';
import { StatusBadge } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import { RoleSelect } from './role-select';
import styles from './users-page.module.css';

export const displayName = (user: User) => user.username.trim() || adminJa.users.noName;

export interface UserRowProps {
  user: User;
  isSelf: boolean;
  showRole: boolean;
  onEdit: () => void;
}

/** One account; a pending invitation (flag 10) is greyed and has no '変更' (SPEC.md section 2). */
export function UserRow({ user, isSelf, showRole, onEdit }: UserRowProps) {
  const pending = user.flag === USER_FLAG.pending;
  return (
    <li
      className={[rows.row, styles.userRow, pending ? styles.pending : undefined].filter(Boolean).join(' ')}
      data-pending={pending || undefined}
    >
      <span className={[rows.stack, styles.names].join(' ')}>
        <span className={rows.strong}>
          {displayName(user)}
          {isSelf && <span className={styles.self}>{adminJa.users.self}</span>}
        </span>
        <span className={rows.muted}>{user.email}</span>
      </span>
      <span className={styles.role}>{showRole ? (adminJa.users.roles[user.role.role] ?? user.role.role) : null}</span>
      <span className={styles.status}>
        <StatusBadge tone={pending ? 'off' : 'on'}>{adminJa.users.flags[user.flag] ?? user.flag}</StatusBadge>
      </span>
      <span className={[rows.end, styles.action].join(' ')}>
        {user.flag === USER_FLAG.active && (
          <Button variant="secondary" onClick={onEdit} aria-label={`${displayName(user)} ${adminJa.common.edit}`}>
            {adminJa.common.edit}
          </Button>
        )}
      </span>
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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) void save.run();
  }

  return (
    <li className={rows.editing}>
      <form className={rows.editGrid} onSubmit={submit} aria-label={adminJa.common.editing(displayName(user))}>
        <Field label={adminJa.users.email} required error={email.trim() === '' ? null : emailProblem}>
          {(c) => (
            <input
              {...c}
              className={controlClass}
              type="email"
              value={email}
              maxLength={254}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label={adminJa.users.name} required>
          {(c) => (
            <input {...c} className={controlClass} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        {roles.length > 0 && (
          <Field label={adminJa.users.role} hint={isSelf ? adminJa.users.selfRole : undefined}>
            {(c) => <RoleSelect control={c} value={role} roles={roleChoices} onChange={setRole} disabled={isSelf} />}
          </Field>
        )}
        {save.error && (
          <Alert tone="error" className={rows.full}>
            {save.error}
          </Alert>
        )}
        <div className={rows.editActions}>
          <Button variant="secondary" onClick={() => onDone(false)} disabled={save.saving}>
            {adminJa.common.cancel}
          </Button>
          <Button type="submit" disabled={!ready} loading={save.saving}>
            {adminJa.common.update}
          </Button>
        </div>
      </form>
    </li>
  );
}
