import DOMPurify from 'dompurify';

/**
 * Item labels may hold HTML (SPEC.md section 3); the diner menu and the admin list render them
 * through this one allow-list. Only simple inline tags survive, without any
 * attribute: no links, images, styles or handlers, so a label can emphasise but never act.
 */
const ALLOWED_TAGS = ['b', 'strong', 'em', 'br', 'span', 'small'];

export function sanitizeLabel(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
}

/** The label as plain text, for aria-labels and the tab of the browser. */
export function labelText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeLabel(html);
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
