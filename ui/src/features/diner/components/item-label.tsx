import type { MenuTranslations } from '@contract/menu-text';
import { menuText } from '@contract/menu-text';
import { LabelHtml } from '@/components/ui/label-html';
import { useLocale } from '@/i18n/locale';

/**
 * An item label with its allowed inline HTML (bold, line breaks ...), sanitized; in another
 * locale its translation (plain text) when it has one (contract/menu-text.ts `menuText`). Marked
 * as menu data (data-menu-text): the shop's own words.
 */
export function ItemLabel({
  html,
  translations,
  className,
}: {
  html: string;
  translations?: MenuTranslations | undefined;
  className?: string;
}) {
  const locale = useLocale();
  // '' when the locale has no translation (nor English): the Japanese label is shown.
  const translated = menuText('', translations, locale, 'name');
  if (translated) {
    return (
      <span className={className} data-menu-text="">
        {translated}
      </span>
    );
  }
  return <LabelHtml html={html} className={className} />;
}
