import type { MenuTextLocale } from '@contract/menu-text';
import type { MenuTextEntry, MenuTranslationSaveResponse } from '@contract/menu-translations';
import { useId } from 'react';
import { EntrySource } from './entry-source';
import { TranslationForm } from './translation-form';
import styles from './translations.module.css';

export interface TranslationRowProps {
  entry: MenuTextEntry;
  locale: MenuTextLocale;
  onSaved: (response: MenuTranslationSaveResponse) => void;
}

/** One text of the menu: its Japanese on the left, the chosen language's on the right (stacked on phones). */
export function TranslationRow({ entry, locale, onSaved }: TranslationRowProps) {
  const nameId = useId();
  return (
    <li className={styles.row} aria-labelledby={nameId} data-stopped={!entry.on_sale || undefined}>
      <EntrySource entry={entry} nameId={nameId} />
      <TranslationForm entry={entry} locale={locale} onSaved={onSaved} />
    </li>
  );
}
