import { useSafeLabel } from '@/lib/label-html';

/**
 * An item label as the shop typed it, with its allowed inline HTML (lib/label-html.ts): plain
 * text until the sanitizer has arrived, then the sanitized markup. Marked as menu data
 * (data-menu-text): the shop's own words.
 */
export function LabelHtml({ html, className }: { html: string; className?: string | undefined }) {
  const label = useSafeLabel(html);
  if (label.html === undefined) {
    return (
      <span className={className} data-menu-text="">
        {label.text}
      </span>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with a tag allow-list and no attributes
  return <span className={className} data-menu-text="" dangerouslySetInnerHTML={{ __html: label.html }} />;
}
