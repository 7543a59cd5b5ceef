import { ApiError } from '@/lib/api-client';

const MAX_BACKOFF_MS = 30_000;

/** Waits between automatic resends of an order: 2 s, 4 s, 8 s ... up to 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(1, failures));
}

/**
 * Whether sending the same order again may succeed: the box was not reached, the request timed
 * out, or the box failed on its side. Any other answer is final: the box wrote nothing.
 */
export function isRetriable(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (!(error instanceof ApiError)) return false;
  return error.code === 'NETWORK' || error.status >= 500 || error.status === 429 || error.status === 408;
}
