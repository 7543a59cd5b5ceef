import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter';

const WINDOW_MS = 5 * 60 * 1000;

function limiterAt(start = 0) {
  const clock = { now: start };
  const limiter = new LoginLimiter(30, WINDOW_MS, () => clock.now);
  return { limiter, clock };
}

function exhaust(limiter: LoginLimiter, address: string): void {
  for (let i = 0; i < 30; i++) expect(limiter.allow(address)).toBe(true);
  expect(limiter.allow(address)).toBe(false);
}

describe('LoginLimiter', () => {
  it('allows 30 attempts per address in five minutes, then refuses until the window ends', () => {
    const { limiter, clock } = limiterAt();
    exhaust(limiter, '192.0.2.1');
    expect(limiter.allow('192.0.2.2')).toBe(true);
    clock.now += WINDOW_MS - 1;
    expect(limiter.allow('192.0.2.1')).toBe(false);
    clock.now += 1;
    expect(limiter.allow('192.0.2.1')).toBe(true);
  });

  it('keeps limiting an address while an attacker cycles through 25,000 spoofed addresses', () => {
    const { limiter, clock } = limiterAt();
    exhaust(limiter, '192.0.2.66');
    for (let i = 0; i < 25_000; i++) {
      clock.now += 1;
      limiter.allow(`fd00::${i.toString(16)}`);
      if (i % 5_000 === 0) expect(limiter.allow('192.0.2.66')).toBe(false);
    }
    expect(clock.now).toBeLessThan(WINDOW_MS);
    expect(limiter.allow('192.0.2.66')).toBe(false);
  });

  it('keeps counting an address that keeps trying while others flood in', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 29; i++) limiter.allow('192.0.2.7');
    for (let i = 0; i < 25_000; i++) {
      limiter.allow(`fd00::${i.toString(16)}`);
      // The guesser goes on between the spoofed tries; its count must not be forgotten.
      if (i === 24_000) expect(limiter.allow('192.0.2.7')).toBe(true);
    }
    expect(limiter.allow('192.0.2.7')).toBe(false);
  });

  it('stays bounded however many addresses it sees', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 50_000; i++) limiter.allow(`fd00::${i.toString(16)}`);
    expect(limiter.size).toBeLessThanOrEqual(30_000);
  });
});
