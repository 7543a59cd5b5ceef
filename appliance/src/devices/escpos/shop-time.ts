/** A ticket with a wrong zone still prints (in the zone nearly every shop is in) rather than not at all. */
const FALLBACK_ZONE = 'Asia/Tokyo';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('ja-JP', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch (error) {
      if (!(error instanceof RangeError) || timeZone === FALLBACK_ZONE) throw error;
      return formatFor(FALLBACK_ZONE);
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** The last minute formatted, per zone and form: a rush prints many tickets a minute. */
const lastMinute = new Map<string, { minute: number; text: string }>();

/** HH:mm, or YYYY/MM/DD HH:mm with the date, in the shop's zone. */
export function shopTime(at: number, timeZone: string, withDate = false): string {
  // Every zone in use is a whole number of minutes off UTC, so one minute formats one way.
  const minute = Math.floor(at / 60_000);
  const key = `${timeZone} ${withDate}`;
  const last = lastMinute.get(key);
  if (last?.minute === minute) return last.text;
  const text = formatMinute(at, timeZone, withDate);
  lastMinute.set(key, { minute, text });
  return text;
}

function formatMinute(at: number, timeZone: string, withDate: boolean): string {
  const parts = formatFor(timeZone).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return withDate ? `${part('year')}/${part('month')}/${part('day')} ${time}` : time;
}
