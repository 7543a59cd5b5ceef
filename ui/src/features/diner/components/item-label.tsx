import { useMemo } from 'react';
import { sanitizeLabel } from '@/lib/label-html';

/**
 * An item label with its allowed inline HTML (bold, line breaks ...), sanitized. Marked as menu
 * data (data-menu-text): the shop's own words, shown as written in every locale.
 */
export function ItemLabel({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeLabel(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized above with a tag allow-list and no attributes
  return <span className={className} data-menu-text="" dangerouslySetInnerHTML={{ __html: safe }} />;
}
