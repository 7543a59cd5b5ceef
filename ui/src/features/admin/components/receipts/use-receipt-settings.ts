import type { ReceiptSettings } from '@contract/receipts';
import { loadReceiptSettings } from '../../api/receipts.api';
import { useLoaded } from '../../lib/use-loaded';

export interface ReceiptSettingsLoad {
  /** The box's settings; null while loading or after a failure. */
  settings: ReceiptSettings | null;
  failed: boolean;
  reload: () => void;
}

/** The receipt settings, loaded when the page opens (again on reload). */
export function useReceiptSettings(): ReceiptSettingsLoad {
  const { value, failed, reload } = useLoaded(loadReceiptSettings);
  return { settings: value, failed, reload };
}
