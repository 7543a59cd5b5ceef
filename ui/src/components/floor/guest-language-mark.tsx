import type { TableSession } from '@contract/table-sessions';
import { floorText } from '@/i18n/floor';
import { useText } from '@/i18n/use-text';
import styles from './guest-language-mark.module.css';

export interface GuestLanguageMarkProps {
  locale: TableSession['guest_locale'];
}

/** 英語 / 中国語 / 韓国語 by a table: its guests read the tablet in that language (nothing for Japanese). */
export function GuestLanguageMark({ locale }: GuestLanguageMarkProps) {
  const t = useText(floorText).guestLanguage;
  if (locale === null) return null;
  const language = t[locale];
  return (
    <span className={styles.mark} title={t.label(language)} data-testid="guest-language">
      <span className="visually-hidden">{t.prefix}</span>
      {language}
    </span>
  );
}
