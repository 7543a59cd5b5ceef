import { useCallback, useEffect, useState } from 'react';
import { loadReceiptView, type ReceiptViewData } from '../../api/receipts-api';
import { staffFailure } from '../../hooks/staff-errors';

export interface ReceiptViewLoad {
  data: ReceiptViewData | null;
  error: string | null;
  reload: () => void;
}

/** The bill, footer and company of the receipt view, loaded when it opens (again on reload). */
export function useReceiptView(tableSessionId: number): ReceiptViewLoad {
  const [data, setData] = useState<ReceiptViewData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void version;
    setError(null);
    loadReceiptView(tableSessionId, controller.signal).then(setData, (e: unknown) => {
      if (!controller.signal.aborted) setError(staffFailure(e));
    });
    return () => controller.abort();
  }, [tableSessionId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, reload };
}
