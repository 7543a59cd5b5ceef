import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isRetriable, retryDelay } from './retry-policy';

describe('order resend policy', () => {
  it('backs off 2, 4, 8 ... seconds up to 30', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('resends when the box was not reached, timed out or failed on its side', () => {
    expect(isRetriable(new ApiError(0, 'NETWORK', 'x'))).toBe(true);
    expect(isRetriable(new DOMException('timeout', 'AbortError'))).toBe(true);
    expect(isRetriable(new ApiError(500, 'INTERNAL', 'x'))).toBe(true);
    expect(isRetriable(new ApiError(502, 'UNKNOWN', 'x'))).toBe(true);
    expect(isRetriable(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(true);
  });

  it('stops at a final answer of the box', () => {
    expect(isRetriable(new ApiError(409, 'ITEM_UNAVAILABLE', 'x'))).toBe(false);
    expect(isRetriable(new ApiError(409, 'SESSION_NOT_OPEN', 'x'))).toBe(false);
    expect(isRetriable(new ApiError(401, 'DEVICE_NOT_REGISTERED', 'x'))).toBe(false);
    expect(isRetriable(new Error('bug'))).toBe(false);
  });
});
