import { adminJa } from '@/i18n/admin.ja';
import { TextInputField } from './text-input-field';

/** The search cards' first field: words to look for in the names. */
export function KeywordField({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  return (
    <TextInputField
      label={adminJa.common.keyword}
      type="search"
      value={value}
      placeholder={adminJa.common.keywordPlaceholder}
      onValue={onValue}
    />
  );
}
