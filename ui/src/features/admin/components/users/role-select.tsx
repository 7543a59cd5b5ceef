import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import type { ControlProps } from '../form/field';
import { selectClass } from '../form/field';

export interface RoleSelectProps {
  control: ControlProps;
  value: number;
  roles: readonly number[];
  onChange: (role: number) => void;
  /** The search card's 0 = '選択してください' (no filter). */
  withNone?: boolean;
  disabled?: boolean;
}

export function RoleSelect({ control, value, roles, onChange, withNone = false, disabled = false }: RoleSelectProps) {
  const admin = useText(adminText);
  return (
    <select
      {...control}
      className={selectClass}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {withNone && <option value={0}>{admin.users.roleNone}</option>}
      {roles.map((role) => (
        <option key={role} value={role}>
          {admin.users.roles[role] ?? role}
        </option>
      ))}
    </select>
  );
}
