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

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(epochMs: number, timeZone: string | undefined): Record<string, string> {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(epochMs)) parts[part.type] = part.value;
  return parts;
}

/** 21:05 in the shop's time zone. */
export function formatClock(epochMs: number, timeZone?: string): string {
  const p = partsIn(epochMs, timeZone);
  return `${p.hour}:${p.minute}`;
}

/** 7/14 21:05 (month/day hour:minute, SPEC.md's bill list) in the shop's time zone. */
export function formatMonthDayTime(epochMs: number, timeZone?: string): string {
  const p = partsIn(epochMs, timeZone);
  return `${p.month}/${p.day} ${p.hour}:${p.minute}`;
}
