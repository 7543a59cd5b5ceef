import type Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/client';

/**
 * SQLite calls this from the triggers below, on this connection, for every write that can change
 * what a cached credential was read from (revoked, disabled, a role or table changed, a clock
 * correction), committed or not: a cache only ever forgets too much.
 */
const CHANGED_FUNCTION = 'sma_credentials_changed';

/**
 * TEMP triggers watch only this connection's writes (the box's own): another process's (the
 * reset-password command, a restore) moves `PRAGMA data_version` instead. A login's `last_seen_at`
 * moving forward (touched on use) is no change: the session reading it keeps its copy current.
 */
const WATCHES = [
  'AFTER UPDATE OF email, flag, role ON main.users',
  'AFTER DELETE ON main.users',
  'AFTER UPDATE ON main.auth_sessions WHEN NOT (new.token_hash IS old.token_hash AND new.user_id IS old.user_id AND new.expires_at IS old.expires_at AND new.last_seen_at >= old.last_seen_at)',
  'AFTER DELETE ON main.auth_sessions',
  'AFTER UPDATE ON main.device_credentials',
  'AFTER DELETE ON main.device_credentials',
  'AFTER UPDATE OF id, flag ON main.dining_tables',
  'AFTER DELETE ON main.dining_tables',
];

interface Watch {
  /** Bumped by the triggers. */
  epoch: number;
  dataVersion: Statement<[], number>;
}

// By connection, not by drizzle wrapper: the triggers call the one function the connection knows by this name.
const watches = new WeakMap<Database.Database, Watch>();

function watchOf(sqlite: Database.Database): Watch {
  const known = watches.get(sqlite);
  if (known) return known;
  const watch: Watch = { epoch: 0, dataVersion: sqlite.prepare<[], number>('PRAGMA data_version').pluck() };
  sqlite.function(CHANGED_FUNCTION, { deterministic: false, varargs: false }, () => {
    watch.epoch++;
    return null;
  });
  WATCHES.forEach((watched, index) => {
    sqlite.exec(
      `CREATE TEMP TRIGGER IF NOT EXISTS sma_credential_watch_${index} ${watched} BEGIN SELECT ${CHANGED_FUNCTION}(); END`,
    );
  });
  watches.set(sqlite, watch);
  return watch;
}

interface Entry<V> {
  value: V;
  epoch: number;
  dataVersion: number;
}

/**
 * What a request's credential resolved to (a staff login, a tablet), kept from one request to the
 * next while nothing it was read from has changed: every request a tablet or a kitchen display
 * makes in a rush would otherwise read it again. Any write to the accounts, logins, tablets' credentials
 * or tables by the box, and any commit by another process, empties it. Only found rows are
 * kept (a flood of unknown tokens never enters), at most `capacity` of them.
 */
export class CredentialCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #watch: Watch;

  constructor(
    private readonly db: Db,
    private readonly capacity = 1024,
  ) {
    // Set up now, outside any transaction (createDeps): triggers made in one that rolls back would be gone.
    if (db.$client.inTransaction) throw new Error('a CredentialCache is made outside any transaction');
    this.#watch = watchOf(db.$client);
  }

  /** The cached value of `key`, or `load()`'s (kept when found). */
  get(key: string, load: () => V | undefined): V | undefined {
    const watch = this.#watch;
    const dataVersion = watch.dataVersion.get()!;
    const entry = this.#entries.get(key);
    if (entry && entry.epoch === watch.epoch && entry.dataVersion === dataVersion) return entry.value;
    if (entry) this.#entries.delete(key);
    const value = load();
    // Inside a transaction the read may see a write that is then rolled back.
    if (value !== undefined && !this.db.$client.inTransaction) this.#keep(key, { value, epoch: watch.epoch, dataVersion });
    return value;
  }

  /** Replaces a kept value after the caller's own write that the triggers do not count (a login touched). */
  update(key: string, value: V): void {
    const entry = this.#entries.get(key);
    if (entry) entry.value = value;
  }

  #keep(key: string, entry: Entry<V>): void {
    if (this.#entries.size >= this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, entry);
  }
}
