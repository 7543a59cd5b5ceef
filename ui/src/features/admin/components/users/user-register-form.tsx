import { ROLE, USER_FLAG } from '@contract/constants';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import type { CallResponse } from '@/lib/api-client';
import { emailError } from '@/lib/email-error';
import { createUser } from '../../api/users.api';
import { useSubmit } from '../../lib/use-submit';
import { Field } from '../form/field';
import { RegisterCard } from '../shared/register-card';
import { TextInputField } from '../shared/text-input-field';
import { RoleSelect } from './role-select';

export interface UserRegisterFormProps {
  /** Role picker choices; none: the account is role 11. */
  roles: readonly number[];
  onCreated: (created: CallResponse<'user.create'>) => void;
}

/**
 * The register card: email, name, role. The account starts pending (flag 10) with role 11 unless
 * another is picked, and gets its password-setup mail through the box's outbox.
 */
export function UserRegisterForm({ roles, onCreated }: UserRegisterFormProps) {
  const admin = useText(adminText);
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

  return (
    <RegisterCard ready={ready} save={save}>
      <TextInputField
        label={admin.users.email}
        required
        error={touched && email !== '' ? emailProblem : null}
        type="email"
        autoComplete="off"
        value={email}
        maxLength={254}
        onValue={setEmail}
        onBlur={() => setTouched(true)}
      />
      <TextInputField label={admin.users.name} required value={name} maxLength={100} onValue={setName} />
      {roles.length > 0 && (
        <Field label={admin.users.role}>{(c) => <RoleSelect control={c} value={role} roles={roles} onChange={setRole} />}</Field>
      )}
    </RegisterCard>
  );
}
