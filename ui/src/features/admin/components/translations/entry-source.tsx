import { MENU_TEXT_LOCALES } from '@contract/menu-text';
import type { MenuTextEntry } from '@contract/menu-translations';
import { adminText } from '@/i18n/admin';
import { LOCALE_NAMES } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { StatusBadge } from '../shell/list-state';
import styles from './translations.module.css';

/** The row's left side: what is translated, in Japanese, and which languages it still lacks. */
export function EntrySource({ entry, nameId }: { entry: MenuTextEntry; nameId: string }) {
  const t = useText(adminText).translations;
  const missing = MENU_TEXT_LOCALES.filter((locale) => entry.missing.includes(locale));
  return (
    <div className={styles.source}>
      <div className={styles.meta}>
        <span className={styles.kind} data-kind={entry.kind}>
          {t.kinds[entry.kind]}
        </span>
        {entry.context && <span className={styles.context}>{entry.context}</span>}
        {!entry.on_sale && <StatusBadge tone="off">{t.stopped}</StatusBadge>}
      </div>
      <p id={nameId} className={styles.name} lang="ja">
        {entry.name}
      </p>
      {entry.description && (
        <p className={styles.description} lang="ja">
          {entry.description}
        </p>
      )}
      {missing.length > 0 ? (
        <p className={styles.chips} title={t.missingLabel(missing.map((l) => LOCALE_NAMES[l]).join('、'))}>
          <span>{t.missingChips}</span>
          {missing.map((locale) => (
            <span key={locale} className={styles.chip} lang={locale}>
              {t.shortNames[locale]}
            </span>
          ))}
        </p>
      ) : (
        <p className={styles.chips}>
          <span className={[styles.chip, styles.chipDone].join(' ')}>{t.complete}</span>
        </p>
      )}
    </div>
  );
}
