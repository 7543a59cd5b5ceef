import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while the component is shown. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** '21:05' in the browser's time zone (the shop's, on the shop LAN). */
export function clockTime(epochMs: number): string {
  return new Intl.DateTimeFormat('ja-JP', { hour: '2-digit', minute: '2-digit' }).format(new Date(epochMs));
}
