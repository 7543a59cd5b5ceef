import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

let asked: Promise<string> | null = null;

/** The shop's time zone once the box said it; undefined (the browser's zone) until then. */
export function useShopTimeZone(): string | undefined {
  const [timeZone, setTimeZone] = useState<string>();
  useEffect(() => {
    let live = true;
    asked ??= api.call('helper.master').then((res) => res.master.timeZone);
    asked.then(
      (tz) => live && setTimeZone(tz),
      () => {
        asked = null;
        if (live) setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return timeZone;
}
