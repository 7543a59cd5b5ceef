/** The shop's wall clock for reports: the local hour of a payment and its date and time as a CSV writes it. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(epochMs: number, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) parts[part.type] = part.value;
  return parts;
}

/** The hour (0-23) on the shop's clock. */
export function localHour(epochMs: number, timeZone: string): number {
  return Number(partsOf(epochMs, timeZone).hour) % 24;
}

/** "2026-11-26 19:30" on the shop's clock. */
export function localDateTime(epochMs: number, timeZone: string): string {
  const p = partsOf(epochMs, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
