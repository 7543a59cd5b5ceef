import { onConnectionRestored } from './state/connection-store';

type DinerScreens = typeof import('./diner-screens.routes');

let loading: Promise<DinerScreens> | undefined;

/** The menu, checkout and thanks screens (diner-screens.routes.tsx): one fetch, shared by every route. */
export function loadDinerScreens(): Promise<DinerScreens> {
  loading ??= import('./diner-screens.routes').catch((error: unknown) => {
    // Out of reach: the next call asks again.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Asks for the screens as soon as the diner frame shows, while the guests read the welcome: the
 * menu opens without waiting for a chunk, and a tablet that loses the box afterwards still holds
 * every diner screen (the box has no service worker: a fetched chunk stays in the page's memory).
 * Should the box be out of reach, it asks again each time the box answers (a browser that keeps a
 * failed module fetch fails again: the route's error screen then offers a reload). Returns the stop.
 */
export function preloadDinerScreens(): () => void {
  let stopRetry: (() => void) | undefined;
  const attempt = () => {
    loadDinerScreens().then(
      () => stopRetry?.(),
      () => undefined,
    );
  };
  stopRetry = onConnectionRestored(attempt);
  attempt();
  return () => stopRetry?.();
}
