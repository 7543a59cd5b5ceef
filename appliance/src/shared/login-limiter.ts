import { AppError } from './app-error';

interface Window {
  count: number;
  windowStart: number;
}

/** Addresses kept per tier; three tiers, so at most three times this many in memory. */
const MAX_TRACKED_PER_TIER = 10_000;

/**
 * Per-address limit on login attempts, beside the per-account lockout: a guesser spreading tries
 * over many accounts from one address is slowed down too. In memory: a restart forgives.
 *
 * Memory is bounded without forgetting the counters that matter. Addresses live in three tiers,
 * each evicting its least recently used entry when full: seen once, seen again, and over the
 * limit. A flood of addresses that try once each (spoofed or many-homed) churns only the first
 * tier, so it can neither free a blocked address nor reset one that is still counting.
 */
export class LoginLimiter {
  readonly #tiers = [new Map<string, Window>(), new Map<string, Window>(), new Map<string, Window>()] as const;

  constructor(
    private readonly maxAttempts = 30,
    private readonly windowMs = 5 * 60 * 1000,
    // A window is a duration: the monotonic clock, which no step of the wall clock moves.
    private readonly now: () => number = () => performance.now(),
    private readonly maxTrackedPerTier = MAX_TRACKED_PER_TIER,
  ) {}

  /** Counts one attempt; false when the address is over its limit. */
  allow(address: string): boolean {
    const now = this.now();
    let entry = this.#take(address);
    if (!entry || now - entry.windowStart >= this.windowMs) entry = { count: 0, windowStart: now };
    entry.count++;
    this.#put(address, entry);
    return entry.count <= this.maxAttempts;
  }

  /** Counts one attempt; over the limit, 429 RATE_LIMITED with Retry-After: when the address's window ends. */
  assertAllowed(address: string): void {
    if (!this.allow(address)) throw this.#limited(this.#peek(address));
  }

  /**
   * For limits that count failures only: 429 when the address has none left in its window,
   * charging nothing (`allow` charges the failure once it is known).
   */
  assertNotSpent(address: string): void {
    const entry = this.#peek(address);
    if (entry && this.now() - entry.windowStart < this.windowMs && entry.count >= this.maxAttempts) {
      throw this.#limited(entry);
    }
  }

  #limited(entry: Window | undefined): AppError {
    const waitMs = entry ? entry.windowStart + this.windowMs - this.now() : this.windowMs;
    return new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
  }

  /** Addresses currently remembered. */
  get size(): number {
    return this.#tiers.reduce((sum, tier) => sum + tier.size, 0);
  }

  #tierOf(entry: Window): Map<string, Window> {
    if (entry.count > this.maxAttempts) return this.#tiers[2];
    return entry.count > 1 ? this.#tiers[1] : this.#tiers[0];
  }

  #peek(address: string): Window | undefined {
    for (const tier of this.#tiers) {
      const entry = tier.get(address);
      if (entry) return entry;
    }
    return undefined;
  }

  #take(address: string): Window | undefined {
    for (const tier of this.#tiers) {
      const entry = tier.get(address);
      if (entry) {
        tier.delete(address);
        return entry;
      }
    }
    return undefined;
  }

  /** Inserted last, so a Map's insertion order is its least-recently-used order. */
  #put(address: string, entry: Window): void {
    const tier = this.#tierOf(entry);
    tier.set(address, entry);
    if (tier.size > this.maxTrackedPerTier) {
      const oldest = tier.keys().next().value;
      if (oldest !== undefined) tier.delete(oldest);
    }
  }
}
