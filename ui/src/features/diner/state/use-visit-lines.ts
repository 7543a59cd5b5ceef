import type { OrderItem } from '@contract/orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { dinerApi } from '../api/diner-api';
import { useOrdersVersion } from './realtime-sync';

export interface VisitLines {
  /** null until the first answer. */
  lines: OrderItem[] | null;
  error: string | null;
  reload: () => void;
}

/**
 * The visit's ordered lines from the box, read again whenever the table's lines change (a new
 * order, a bump at the kitchen, a served mark, a 取消). An answer that arrives after a newer
 * request was sent is dropped, so a slow answer never shows an older state.
 */
export function useVisitLines(sessionId: number | undefined): VisitLines {
  const version = useOrdersVersion();
  const [lines, setLines] = useState<OrderItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(() => {
    if (sessionId === undefined) return;
    const request = ++latest.current;
    dinerApi.sessionOrderItems(sessionId).then(
      (answer) => {
        if (request !== latest.current) return;
        setLines(answer.list.data);
        setError(null);
      },
      (failure: unknown) => {
        if (request === latest.current) setError(errorMessage(failure));
      },
    );
  }, [sessionId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    reload();
  }, [reload, version]);

  return { lines, error, reload };
}
