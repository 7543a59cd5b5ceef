/**
 * Per-address limit on login attempts, beside the per-account lockout: a guesser spreading tries
 * over many accounts from one address is slowed down too. In memory: a restart forgives.
 */
export class LoginLimiter {
  readonly #hits = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly maxAttempts = 30,
    private readonly windowMs = 5 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; false when the address is over its limit. */
  allow(address: string): boolean {
    const now = this.now();
    const entry = this.#hits.get(address);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      if (this.#hits.size > 10_000) this.#hits.clear();
      this.#hits.set(address, { count: 1, windowStart: now });
      return true;
    }
    entry.count++;
    return entry.count <= this.maxAttempts;
  }
}
