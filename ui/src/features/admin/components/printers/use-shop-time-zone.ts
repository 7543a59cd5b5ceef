import { useEffect, useState } from 'react';
import { shopTimeZone } from '../../api/printers.api';

/** The shop's time zone once the box said it; undefined (the browser's zone) until then. */
export function useShopTimeZone(): string | undefined {
  const [timeZone, setTimeZone] = useState<string>();
  useEffect(() => {
    let live = true;
    shopTimeZone().then(
      (tz) => live && setTimeZone(tz),
      () => live && setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    return () => {
      live = false;
    };
  }, []);
  return timeZone;
}
