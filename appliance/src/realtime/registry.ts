import type { SocketLimits } from './limits';

/** Who holds a socket, as far as the limits are concerned. */
export interface Holder {
  /** One staff login or one tablet credential. */
  key: string;
  address: string;
  tablet: boolean;
}

/** Let in, possibly in place of the credential's oldest socket, or refused with an HTTP status. */
export type Admission<T> = { admitted: true; replaces: T | null } | { admitted: false; status: 429 | 503 };

/** Tablets and kitchen displays are told each commit at once; the other staff screens in paced messages (hub.ts). */
export type Lane = 'at once' | 'paced';

interface Counts {
  all: number;
  tablets: number;
}

/**
 * The hub's open sockets, counted per credential, per address and for tablets, and kept apart by
 * lane, so a commit's fan-out walks only the sockets of its lane.
 */
export class SocketRegistry<T extends Holder> {
  readonly #all = new Set<T>();
  readonly #lanes: Record<Lane, Set<T>> = { 'at once': new Set(), paced: new Set() };
  /** Oldest first. */
  readonly #byKey = new Map<string, T[]>();
  readonly #byAddress = new Map<string, Counts>();
  #tablets = 0;

  /** `laneOf` is asked once, when a socket is added: a socket keeps its lane. */
  constructor(
    private readonly limits: SocketLimits,
    private readonly laneOf: (entry: T) => Lane = () => 'paced',
  ) {}

  get size(): number {
    return this.#all.size;
  }

  /** The staff screens' sockets. */
  get staff(): number {
    return this.#all.size - this.#tablets;
  }

  values(): IterableIterator<T> {
    return this.#all.values();
  }

  inLane(lane: Lane): ReadonlySet<T> {
    return this.#lanes[lane];
  }

  has(entry: T): boolean {
    return this.#all.has(entry);
  }

  withKey(key: string): readonly T[] {
    return this.#byKey.get(key) ?? [];
  }

  /**
   * A credential at its cap gets a new socket in place of its oldest (a reloaded page must not be
   * locked out by the socket it left behind); otherwise the address and box caps refuse it.
   */
  admit(candidate: Holder): Admission<T> {
    const same = this.withKey(candidate.key);
    const cap = candidate.tablet ? this.limits.perTablet : this.limits.perStaffLogin;
    const replaces = same.length >= cap ? (same[0] ?? null) : null;
    // Counts as they will be once the replaced socket is gone.
    const gone = (counts: (e: T) => boolean): number => (replaces && counts(replaces) ? 1 : 0);
    const atAddress = (e: T) => e.address === candidate.address;
    const here = this.#byAddress.get(candidate.address) ?? { all: 0, tablets: 0 };
    const hereAll = here.all - gone(atAddress);
    const hereTablets = here.tablets - gone((e) => atAddress(e) && e.tablet);
    const all = this.#all.size - gone(() => true);
    const tablets = this.#tablets - gone((e) => e.tablet);
    if (hereAll >= this.limits.perAddress) return { admitted: false, status: 429 };
    if (candidate.tablet && hereTablets >= this.limits.tabletsPerAddress) return { admitted: false, status: 429 };
    if (all >= this.limits.total) return { admitted: false, status: 503 };
    if (candidate.tablet && tablets >= this.limits.tablets) return { admitted: false, status: 503 };
    return { admitted: true, replaces };
  }

  add(entry: T): void {
    this.#all.add(entry);
    this.#lanes[this.laneOf(entry)].add(entry);
    this.#byKey.set(entry.key, [...this.withKey(entry.key), entry]);
    this.#count(entry, 1);
  }

  /** False when it was already gone. */
  delete(entry: T): boolean {
    if (!this.#all.delete(entry)) return false;
    for (const lane of Object.values(this.#lanes)) lane.delete(entry);
    const rest = this.withKey(entry.key).filter((e) => e !== entry);
    if (rest.length > 0) this.#byKey.set(entry.key, rest);
    else this.#byKey.delete(entry.key);
    this.#count(entry, -1);
    return true;
  }

  #count(entry: T, by: 1 | -1): void {
    const counts = this.#byAddress.get(entry.address) ?? { all: 0, tablets: 0 };
    counts.all += by;
    if (entry.tablet) {
      counts.tablets += by;
      this.#tablets += by;
    }
    if (counts.all === 0) this.#byAddress.delete(entry.address);
    else this.#byAddress.set(entry.address, counts);
  }

  clear(): void {
    this.#all.clear();
    for (const lane of Object.values(this.#lanes)) lane.clear();
    this.#byKey.clear();
    this.#byAddress.clear();
    this.#tablets = 0;
  }
}
