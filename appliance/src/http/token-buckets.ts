/** How many requests a key may make at once, and how fast that allowance comes back. */
export interface BucketRule {
  /** Requests allowed in a burst. */
  capacity: number;
  /** Requests per second the allowance refills at. */
  perSecond: number;
}

/** The buckets kept at most; the least recently used goes first (a flood of new keys cannot grow memory). */
const MAX_KEYS = 10_000;

/**
 * Token buckets per key (a phone, a table, an address), in memory: a key may spend `capacity` at
 * once and regains `perSecond`. `take` says how long to wait when the bucket is empty.
 */
export class TokenBuckets {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly rule: BucketRule) {}

  /** Takes one token for `key` at `now` (ms): 0 when allowed, else the ms until one is back. */
  take(key: string, now: number): number {
    const { capacity, perSecond } = this.rule;
    const bucket = this.#buckets.get(key);
    let tokens = capacity;
    if (bucket) {
      tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      this.#buckets.delete(key);
    } else if (this.#buckets.size >= MAX_KEYS) {
      this.#buckets.delete(this.#buckets.keys().next().value!);
    }
    if (tokens >= 1) {
      this.#buckets.set(key, { tokens: tokens - 1, at: now });
      return 0;
    }
    this.#buckets.set(key, { tokens, at: now });
    return Math.ceil(((1 - tokens) / perSecond) * 1000);
  }
}
