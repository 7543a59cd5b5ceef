const parsed = new Map<string, string>();

/** An item label as plain text: labels may hold HTML (SPEC.md), a staff list shows only its words. */
export function plainLabel(label: string): string {
  let text = parsed.get(label);
  if (text === undefined) {
    // DOMParser builds an inert document: nothing in it loads or runs.
    text = (new DOMParser().parseFromString(label, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
    parsed.set(label, text);
  }
  return text;
}
