import type { DiningTable } from '@contract/dining-tables';
import { useEffect, useState } from 'react';
import { initialTableSearch, listTables } from '../../api/tablets.api';

const POLL_MS = 2_000;

/**
 * Whether another tablet has paired with `table` since the QR code was shown: the box announces
 * no event for a pairing, so while `watching` the table list is read every 2 s (a shop's few tables)
 * and the table's tablet compared with the one it had. Answers the new device's uuid, else null.
 */
export function usePairedWatch(table: DiningTable, watching: boolean): string | null {
  const [pairedUuid, setPairedUuid] = useState<string | null>(null);
  useEffect(() => {
    if (!watching || pairedUuid) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      listTables(initialTableSearch, controller.signal).then(
        (tables) => {
          const now = tables.find((t) => t.id === table.id)?.device_uuid ?? null;
          if (now && now !== table.device_uuid) setPairedUuid(now);
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [table.id, table.device_uuid, watching, pairedUuid]);
  return pairedUuid;
}
