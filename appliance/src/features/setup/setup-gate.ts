import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { isEmptyShop } from '../../db/seed/demo-shop';
import type { AppDeps } from '../../shared/deps';
import { randomToken, sha256 } from '../../shared/secrets';

/**
 * The one-time setup token of a box without accounts. It lives only in this process: printed once
 * at start for the owner, never stored, gone once setup completes. A restart prints a new one.
 */
export class SetupGate {
  #tokenHash: Buffer | undefined;

  constructor(private readonly db: Db) {}

  needsSetup(): boolean {
    return isEmptyShop(this.db);
  }

  /** Makes the token if the shop still needs setup; answers it, or undefined when set up. */
  open(): string | undefined {
    if (!this.needsSetup()) return undefined;
    const token = randomToken(16);
    this.#tokenHash = Buffer.from(sha256(token), 'hex');
    return token;
  }

  /** Constant-time comparison, so response timing tells nothing about the token. */
  matches(presented: string): boolean {
    if (!this.#tokenHash) return false;
    return timingSafeEqual(Buffer.from(sha256(presented), 'hex'), this.#tokenHash);
  }

  close(): void {
    this.#tokenHash = undefined;
  }
}

const gates = new WeakMap<AppDeps, SetupGate>();

/** The gate of one running box (its deps), made on first use. */
export function setupGateOf(deps: AppDeps): SetupGate {
  let gate = gates.get(deps);
  if (!gate) {
    gate = new SetupGate(deps.db);
    gates.set(deps, gate);
  }
  return gate;
}
