import type { UpgradeStatusResponse } from '@contract/upgrades';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorMessage } from '@/lib/api-client';
import { installRelease } from '../../api/upgrades.api';

// While the box restarts it does not answer; it is asked again this often, for this long.
const POLL_MS = 2000;
const WAIT_LIMIT_MS = 10 * 60_000;

export type UpgradeStep =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'restarting'; since: number }
  | { kind: 'failed'; message: string };

/**
 * Sends a release and follows the box through its restart: once it answers again with the
 * upgrade settled (no longer in progress), `onSettled` gets its status, whose last outcome says
 * whether the new version runs or the old one came back.
 */
export function useUpgrade(onSettled: (status: UpgradeStatusResponse) => void) {
  const [step, setStep] = useState<UpgradeStep>({ kind: 'idle' });
  const stopped = useRef(false);
  useEffect(
    () => () => {
      stopped.current = true;
    },
    [],
  );

  const waitForBox = useCallback(async () => {
    const since = Date.now();
    setStep({ kind: 'restarting', since });
    // The old box answers for a moment after its reply: wait for the restart to begin.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    while (!stopped.current && Date.now() - since < WAIT_LIMIT_MS) {
      try {
        const status = await api.call('upgrade.status', { signal: AbortSignal.timeout(POLL_MS * 2) });
        if (status.blocker !== 'inProgress') {
          setStep({ kind: 'idle' });
          onSettled(status);
          return;
        }
      } catch {
        // restarting: no answer yet
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }, [onSettled]);

  const install = useCallback(
    async (file: File) => {
      setStep({ kind: 'uploading', fraction: 0 });
      try {
        await installRelease(file, (fraction) => setStep({ kind: 'uploading', fraction }));
      } catch (error) {
        setStep({ kind: 'failed', message: errorMessage(error) });
        return;
      }
      await waitForBox();
    },
    [waitForBox],
  );

  return { step, install: (file: File) => void install(file), dismiss: () => setStep({ kind: 'idle' }) };
}
