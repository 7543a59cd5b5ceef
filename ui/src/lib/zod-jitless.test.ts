import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes zod parse without eval once it loads (no CSP violation on the staff and admin pages)', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
