import { MENU_TEXT_LOCALES, type MenuTextLocale } from '@contract/menu-text';
import { adminText } from '@/i18n/admin';
import { LOCALE_NAMES } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import styles from './translations.module.css';

export interface LanguagePickerProps {
  locale: MenuTextLocale;
  onLocale: (locale: MenuTextLocale) => void;
  /** Per language, the entries on sale that lack it; null while loading. */
  missing: Readonly<Record<MenuTextLocale, number>> | null;
}

/** The language being translated, each named in itself with what it still lacks (English 未翻訳 3件). */
export function LanguagePicker({ locale, onLocale, missing }: LanguagePickerProps) {
  const t = useText(adminText).translations;
  return (
    <fieldset className={styles.languages}>
      <legend className="visually-hidden">{t.languageLabel}</legend>
      {MENU_TEXT_LOCALES.map((value) => {
        const count = missing?.[value];
        return (
          <label key={value} className={styles.language} data-checked={locale === value}>
            <input
              type="radio"
              name="translation-locale"
              value={value}
              checked={locale === value}
              onChange={() => onLocale(value)}
            />
            <span className={styles.languageName} lang={value}>
              {LOCALE_NAMES[value]}
            </span>{' '}
            {count !== undefined && (
              <span className={styles.languageCount} data-done={count === 0}>
                {count === 0 ? t.allDone : t.missingCount(count)}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
