import type { MenuTextLocale } from '@contract/menu-text';
import type { MenuTextEntry, MenuTranslationSaveResponse } from '@contract/menu-translations';
import { useCallback, useId } from 'react';
import { EntrySource } from './entry-source';
import { TranslationForm } from './translation-form';
import { entryKey } from './translation-list';
import styles from './translations.module.css';

export interface TranslationRowProps {
  entry: MenuTextEntry;
  locale: MenuTextLocale;
  onSaved: (response: MenuTranslationSaveResponse) => void;
  onDirty: (key: string, dirty: boolean) => void;
}

/** One text of the menu: its Japanese on the left, the chosen language's on the right (stacked on phones). */
export function TranslationRow({ entry, locale, onSaved, onDirty }: TranslationRowProps) {
  const nameId = useId();
  const key = entryKey(entry);
  const onFormDirty = useCallback((dirty: boolean) => onDirty(key, dirty), [onDirty, key]);
  return (
    <li className={styles.row} aria-labelledby={nameId} data-stopped={!entry.on_sale || undefined}>
      <EntrySource entry={entry} nameId={nameId} />
      <TranslationForm entry={entry} locale={locale} onSaved={onSaved} onDirty={onFormDirty} />
    </li>
  );
}
