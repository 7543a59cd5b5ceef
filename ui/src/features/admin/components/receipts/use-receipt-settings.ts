import type { ReceiptSettings } from '@contract/receipts';
import { useCallback, useEffect, useState } from 'react';
import { loadReceiptSettings } from '../../api/receipts.api';

export interface ReceiptSettingsLoad {
  /** The box's settings; null while loading or after a failure. */
  settings: ReceiptSettings | null;
  failed: boolean;
  reload: () => void;
}

/** The receipt settings, loaded when the page opens (again on reload). */
export function useReceiptSettings(): ReceiptSettingsLoad {
  const [settings, setSettings] = useState<ReceiptSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void version;
    setFailed(false);
    loadReceiptSettings(controller.signal).then(setSettings, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error(error);
      setFailed(true);
    });
    return () => controller.abort();
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { settings, failed, reload };
}
