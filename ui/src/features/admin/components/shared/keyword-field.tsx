import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { TextInputField } from './text-input-field';

/** The search cards' first field: words to look for in the names. */
export function KeywordField({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  const admin = useText(adminText);
  return (
    <TextInputField
      label={admin.common.keyword}
      type="search"
      value={value}
      placeholder={admin.common.keywordPlaceholder}
      onValue={onValue}
    />
  );
}
