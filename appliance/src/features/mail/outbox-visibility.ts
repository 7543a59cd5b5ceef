import { and, eq, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { ROLE } from '../../contract/constants';
import { actForCeiling } from '../../contract/role-rules';
import { mailOutbox, users } from '../../db/schema';
import type { StaffActor } from '../../shared/auth-sessions';

/**
 * Which waiting mail the caller may be shown, links included, as a condition on the outbox joined
 * (left) with the account each mail is for. A link acts for its account (sets its password, moves
 * its login), so it is shown only to someone who could act for that account anyway:
 * - mail for an account of a lower role than the caller (an admin handing a staff member their
 *   invitation or reset link when the shop has no relay);
 * - the caller's own mail (a logged-in owner resetting the password of their other devices);
 * - to role 22 only, old mail whose account is unknown.
 * Never a link for a peer or a higher role: a role-21 account must not become another, nor the
 * owner. Those accounts use the relay, or the box's `reset-password` command.
 * Matching addresses instead of accounts let a parked pending address reveal someone else's mail.
 */
export function mailVisibleTo(caller: StaffActor): SQL | undefined {
  return or(
    eq(mailOutbox.user_id, caller.userId),
    and(ne(mailOutbox.user_id, caller.userId), lte(users.role, actForCeiling(caller.role))),
    caller.role >= ROLE.system ? or(isNull(mailOutbox.user_id), isNull(mailOutbox.purpose)) : undefined,
  );
}
