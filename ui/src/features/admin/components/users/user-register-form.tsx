import { ROLE, USER_FLAG } from '@contract/constants';
import type { UserCreateResponse } from '@contract/users';
import { type FormEvent, useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminJa } from '@/i18n/admin.ja';
import { createUser } from '../../api/users.api';
import { emailError } from '../../lib/email';
import { useSubmit } from '../../lib/use-submit';
import { controlClass, Field } from '../form/field';
import grid from '../shell/form-grid.module.css';
import { RoleSelect } from './role-select';

export interface UserRegisterFormProps {
  /** Role picker choices; none: the account is role 11. */
  roles: readonly number[];
  onCreated: (created: UserCreateResponse) => void;
}

/**
 * The register card: email, name, role. The account starts pending (flag 10) with role 11 unless
 * another is picked, and gets its password-setup mail through the box's outbox.
 */
export function UserRegisterForm({ roles, onCreated }: UserRegisterFormProps) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<number>(ROLE.admin);
  const [touched, setTouched] = useState(false);
  const emailProblem = emailError(email);
  const ready = emailProblem === null && name.trim() !== '';

  const save = useSubmit(
    useCallback(async () => {
      const created = await createUser({ email: email.trim(), username: name.trim(), role, flag: USER_FLAG.pending });
      setEmail('');
      setName('');
      setRole(ROLE.admin);
      setTouched(false);
      onCreated(created);
    }, [email, name, role, onCreated]),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) void save.run();
  }

  return (
    <form className={grid.grid} onSubmit={submit} aria-label={adminJa.common.registerCard}>
      <Field label={adminJa.users.email} required error={touched && email !== '' ? emailProblem : null}>
        {(c) => (
          <input
            {...c}
            className={controlClass}
            type="email"
            autoComplete="off"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        )}
      </Field>
      <Field label={adminJa.users.name} required>
        {(c) => <input {...c} className={controlClass} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />}
      </Field>
      {roles.length > 0 && (
        <Field label={adminJa.users.role}>
          {(c) => <RoleSelect control={c} value={role} roles={roles} onChange={setRole} />}
        </Field>
      )}
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
