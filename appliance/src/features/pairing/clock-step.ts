import { isNull } from 'drizzle-orm';
import { pairingTokens } from '../../db/schema';
import { shifted } from '../../db/shifted';
import type { WriteScope } from '../../shared/write';

/** Unused pairing codes move with a correction of the clock, so a code on screen keeps its minutes. */
export function shiftPairingCodes({ tx }: WriteScope, stepMs: number): void {
  tx.update(pairingTokens)
    .set({ created_at: shifted(pairingTokens.created_at, stepMs), expires_at: shifted(pairingTokens.expires_at, stepMs) })
    .where(isNull(pairingTokens.used_at))
    .run();
}
