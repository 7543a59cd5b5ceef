import type { CheckInSettings } from '@contract/plans';
import { useCallback, useEffect, useState } from 'react';
import { loadCheckInSettings } from '../../api/check-in.api';

export interface CheckInLoad {
  /** The box's settings; null while loading or after a failure. */
  settings: CheckInSettings | null;
  failed: boolean;
  reload: () => void;
}

/** The check-in settings as the box has them, loaded when the page opens (again on reload). */
export function useCheckInSettings(): CheckInLoad {
  const [settings, setSettings] = useState<CheckInSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void version;
    setFailed(false);
    loadCheckInSettings(controller.signal).then(setSettings, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error(error);
      setFailed(true);
    });
    return () => controller.abort();
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { settings, failed, reload };
}
