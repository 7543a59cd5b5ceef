import type { CheckInSettings } from '@contract/plans';
import { loadCheckInSettings } from '../../api/check-in.api';
import { useLoaded } from '../../lib/use-loaded';

export interface CheckInLoad {
  /** The box's settings; null while loading or after a failure. */
  settings: CheckInSettings | null;
  failed: boolean;
  reload: () => void;
}

/** The check-in settings as the box has them, loaded when the page opens (again on reload). */
export function useCheckInSettings(): CheckInLoad {
  const { value, failed, reload } = useLoaded(loadCheckInSettings);
  return { settings: value, failed, reload };
}
