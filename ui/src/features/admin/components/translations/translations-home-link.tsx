import { useEffect, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { LOCALE_NAMES } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { loadMenuTranslations } from '../../api/menu-translations.api';
import { HomeStatusLink } from '../home/home-status-link';
import { summarizeTranslations, type TranslationSummary } from './translation-summary';

/** The admin home's line about the menu's translations: all done, or what guests would read in Japanese and what waits for a check. */
export function TranslationsHomeLink() {
  const t = useText(adminText).translations.home;
  const [summary, setSummary] = useState<TranslationSummary | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadMenuTranslations(controller.signal).then(
      (list) => setSummary(summarizeTranslations(list)),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  if (!summary) return null;
  const status = [
    ...(summary.missing.length > 0
      ? [t.missing(summary.missing.map((row) => t.perLanguage(LOCALE_NAMES[row.locale], row.count)).join('・'))]
      : []),
    ...(summary.unchecked > 0 ? [t.unchecked(summary.unchecked)] : []),
  ];
  return (
    <HomeStatusLink
      to={paths.adminTranslations}
      label={t.link}
      status={status.length > 0 ? status : [t.allDone]}
      tone={summary.missing.length > 0 ? 'notice' : 'ok'}
    />
  );
}
