import { dinerText } from '@/i18n/diner';
import { isLocale, LOCALE_NAMES, LOCALES, useLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { chooseLocale } from '../state/locale-choice';
import { tellGuestLocale } from '../state/visit-store';
import styles from './language-switch.module.css';

export interface LanguageSwitchProps {
  /** 'dark': on the menu's ink top bar; 'light': on the welcome screen's paper. */
  tone: 'light' | 'dark';
  className?: string;
}

/**
 * The guests' language: a native select (the tablet's own big picker), each language named in
 * itself, no flags. Kept for the visit (state/locale-choice.ts).
 */
export function LanguageSwitch({ tone, className }: LanguageSwitchProps) {
  const diner = useText(dinerText);
  const locale = useLocale();
  return (
    <label className={[styles.switch, styles[tone], className].filter(Boolean).join(' ')}>
      <GlobeIcon />
      <select
        className={styles.select}
        aria-label={diner.language.label}
        data-testid="language-switch"
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          void chooseLocale(next);
          tellGuestLocale(next);
        }}
      >
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </select>
      <ChevronIcon />
    </label>
  );
}

function GlobeIcon() {
  return (
    <svg className={styles.globe} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19zm6.9 8.7h-3a15 15 0 0 0-1.3-6 7.9 7.9 0 0 1 4.3 6zM12 4.2c.9 1.2 2 3.6 2.3 7H9.7c.3-3.4 1.4-5.8 2.3-7zM9.4 5.2a15 15 0 0 0-1.3 6h-3a7.9 7.9 0 0 1 4.3-6zm-4.3 7.6h3a15 15 0 0 0 1.3 6 7.9 7.9 0 0 1-4.3-6zm6.9 7c-.9-1.2-2-3.6-2.3-7h4.6c-.3 3.4-1.4 5.8-2.3 7zm2.6-1a15 15 0 0 0 1.3-6h3a7.9 7.9 0 0 1-4.3 6z"
        fill="currentColor"
      />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5.3 8.3 12 15l6.7-6.7 1.4 1.4L12 17.8 3.9 9.7z" fill="currentColor" />
    </svg>
  );
}
