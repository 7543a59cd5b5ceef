import { ACCOUNT_ADMIN_MIN_ROLE, ORDER_ITEM_STATUS, SESSION_STATUS } from '../../contract/constants';
import type { ErrorCode } from '../../contract/errors';
import type { Authority } from './correction-log';

export interface CancelAsk {
  /** The line as it is: its quantity and served status (0/1); whether it is already cancelled. */
  line: { quantity: number; status: number; cancelled: boolean };
  /** Its visit's status: 0 active, 1 bill requested, 2 paid. */
  sessionStatus: number;
  /** How many to take back; undefined: all of it. */
  quantity?: number;
  /** The caller's role, and whether their login holds the /admin page password. */
  role: number;
  pageAuth: boolean;
}

export type CancelPlan =
  | { ok: true; change: 'none' }
  | { ok: true; change: 'cancel' | 'reduce'; taken: number; remaining: number; authorizedBy: Authority | null }
  | { ok: false; code: ErrorCode };

/**
 * The rules of a 取消, apart from the database: what a request may do to a line.
 * - An already cancelled line: nothing changes (a retried tap).
 * - A paid visit: SESSION_CLOSED (reopen the bill first).
 * - More than the line holds: VALIDATION. All of it: cancel; part of it: reduce.
 * - A served line, or a visit whose bill is requested, needs role >= 21 ('role') or the page
 *   password ('pagePassword'), else CORRECTION_NEEDS_AUTHORITY.
 */
export function planCancel(ask: CancelAsk): CancelPlan {
  if (ask.line.cancelled) return { ok: true, change: 'none' };
  if (ask.sessionStatus === SESSION_STATUS.paid) return { ok: false, code: 'SESSION_CLOSED' };
  const taken = ask.quantity ?? ask.line.quantity;
  if (taken < 1 || taken > ask.line.quantity) return { ok: false, code: 'VALIDATION' };
  const needsAuthority = ask.line.status === ORDER_ITEM_STATUS.served || ask.sessionStatus === SESSION_STATUS.billRequested;
  let authorizedBy: Authority | null = null;
  if (needsAuthority) {
    if (ask.role >= ACCOUNT_ADMIN_MIN_ROLE) authorizedBy = 'role';
    else if (ask.pageAuth) authorizedBy = 'pagePassword';
    else return { ok: false, code: 'CORRECTION_NEEDS_AUTHORITY' };
  }
  const remaining = ask.line.quantity - taken;
  return { ok: true, change: remaining === 0 ? 'cancel' : 'reduce', taken, remaining, authorizedBy };
}
