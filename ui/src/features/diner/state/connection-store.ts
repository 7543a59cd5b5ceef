import { ApiError, api } from '@/lib/api-client';
import { createStore, useStore } from '@/store/create-store';

/*
 * Whether the box can be reached. A failed call or a dropped event socket starts probing
 * the box's connection test; the first answer ends the offline state and tells the listeners
 * (the order outbox resends, the socket reconnects, screens reload).
 */

const PROBE_TIMEOUT_MS = 4000;
const FIRST_PROBE_MS = 1500;
const MAX_PROBE_MS = 10_000;

const online = createStore(true);
const restoredListeners = new Set<() => void>();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probing = false;
let delay = FIRST_PROBE_MS;

async function reachable(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await api.call('connection.test', { signal: controller.signal });
    return true;
  } catch (error) {
    // Any answer of the box, even an error, means it is reachable.
    return error instanceof ApiError && error.code !== 'NETWORK';
  } finally {
    clearTimeout(timer);
  }
}

function markOnline(): void {
  clearTimeout(probeTimer);
  probing = false;
  delay = FIRST_PROBE_MS;
  if (online.get()) return;
  online.set(true);
  for (const listener of restoredListeners) listener();
}

function scheduleProbe(): void {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void probe(), delay);
  delay = Math.min(MAX_PROBE_MS, delay * 2);
}

async function probe(): Promise<void> {
  if (await reachable()) markOnline();
  else {
    online.set(false);
    scheduleProbe();
  }
}

/** A call did not reach the box: show the offline indicator and probe until it answers. */
export function reportNetworkFailure(): void {
  online.set(false);
  if (probing) return;
  probing = true;
  delay = FIRST_PROBE_MS;
  scheduleProbe();
}

/** The event socket dropped: find out whether the box itself is gone or only the socket. */
export function checkConnection(): void {
  if (probing) return;
  probing = true;
  delay = FIRST_PROBE_MS;
  void probe();
}

/** Runs `listener` each time the box answers again after being unreachable. */
export function onConnectionRestored(listener: () => void): () => void {
  restoredListeners.add(listener);
  return () => restoredListeners.delete(listener);
}

export function useOnline(): boolean {
  return useStore(online);
}

// The browser noticed its network came back: ask the box now instead of at the next probe.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (!online.get()) {
      clearTimeout(probeTimer);
      void probe();
    }
  });
}
