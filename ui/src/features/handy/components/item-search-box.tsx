import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import styles from './item-search-box.module.css';

export interface ItemSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search by name across every genre; the × clears it and brings the tabs back. */
export function ItemSearchBox({ value, onChange }: ItemSearchBoxProps) {
  const handy = useText(handyText);
  return (
    <search className={styles.box}>
      <input
        type="search"
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={handy.order.searchPlaceholder}
        aria-label={handy.order.search}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
      />
      {value !== '' && (
        <button type="button" className={styles.clear} onClick={() => onChange('')} aria-label={handy.order.clearSearch}>
          ×
        </button>
      )}
    </search>
  );
}
