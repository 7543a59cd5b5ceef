import type { Db } from '../db/client';

/** Told the ids of the credentials (session token hashes, tablet credential ids) a change ended. */
export type RevocationListener<Id> = (ids: readonly Id[]) => void;

/**
 * Lets the event hub close the sockets of a revoked login or tablet at once instead of at its
 * next heartbeat. Listeners hear of a revocation only once it is committed: better-sqlite3 runs a
 * transaction synchronously, so news from inside one waits for a microtask, by which time the
 * outermost transaction has committed or rolled back, and `stillRevoked` drops what a rollback
 * restored. Listeners are called synchronously and must not throw.
 */
export class Revocations<Id> {
  readonly #listeners = new Set<RevocationListener<Id>>();

  on(listener: RevocationListener<Id>): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  announce(db: Db, ids: readonly Id[], stillRevoked: (id: Id) => boolean): void {
    if (ids.length === 0 || this.#listeners.size === 0) return;
    if (db.$client.inTransaction) queueMicrotask(() => this.#tell(ids.filter(stillRevoked)));
    else this.#tell(ids);
  }

  #tell(ids: readonly Id[]): void {
    if (ids.length === 0) return;
    for (const listener of this.#listeners) listener(ids);
  }
}
