import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';

export interface Submit<A extends unknown[]> {
  run: (...args: A) => Promise<boolean>;
  saving: boolean;
  /** The box's Japanese message of the last failure, shown next to the form. */
  error: string | null;
  clearError: () => void;
}

/**
 * Runs one save at a time (a second tap while saving does nothing) and keeps the failure message.
 * `onError` may replace the message or react to a code (the tablet screen's storage clean-up).
 */
export function useSubmit<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
  onError?: (error: unknown) => string | undefined,
): Submit<A> {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const run = useCallback(
    async (...args: A) => {
      if (busy.current) return false;
      busy.current = true;
      setSaving(true);
      setError(null);
      try {
        await action(...args);
        return true;
      } catch (failure) {
        setError(onError?.(failure) ?? errorMessage(failure));
        return false;
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [action, onError],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, saving, error, clearError };
}
