import DOMPurify from 'dompurify';

// The same allow-list as the diner screens: a label may emphasise or break a line, never act.
const ALLOWED_TAGS = ['b', 'strong', 'em', 'i', 'br', 'span', 'small'];

/** An item label (which may hold HTML, SPEC.md section 3) made safe to render. */
export function sanitizeLabel(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
}

/** The label as plain text, for names of buttons and forms. */
export function labelText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeLabel(html);
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
