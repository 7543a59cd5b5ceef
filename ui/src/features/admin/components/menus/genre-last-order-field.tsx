import { PLAN_LIMITS } from '@contract/plan-terms';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { TextInputField } from '../shared/text-input-field';

export interface GenreLastOrderFieldProps {
  value: string;
  valid: boolean;
  onValue: (value: string) => void;
}

/** Under a timed plan, the genre's last order in minutes before the end; blank follows the plan. */
export function GenreLastOrderField({ value, valid, onValue }: GenreLastOrderFieldProps) {
  const t = useText(adminText).plans;
  return (
    <TextInputField
      label={t.lastOrderOverride}
      hint={t.genreOverrideHint}
      inputMode="numeric"
      value={value}
      error={valid ? null : t.problems.override(PLAN_LIMITS.lastOrderMax)}
      onValue={onValue}
    />
  );
}
