import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { OutboxQuery, OutboxResponse } from '../../contract/mail';
import { mailOutbox, users } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import type { StaffActor } from '../auth/auth-sessions';
import { visibleRoleCeiling } from '../users/role-rules';
import { GIVE_UP_AFTER_MS } from './mail-sender';

const LIMIT = 100;

/**
 * Waiting mail addressed to accounts the caller may see: to their login email, or to the new
 * address of their pending email change.
 */
export function listWaitingMail(deps: AppDeps, caller: StaffActor, query: OutboxQuery, now = Date.now()): OutboxResponse {
  const rows = deps.db
    .selectDistinct({ mail: mailOutbox })
    .from(mailOutbox)
    .innerJoin(users, or(eq(users.email, mailOutbox.to_address), eq(users.update_email, mailOutbox.to_address)))
    .where(
      and(
        isNull(mailOutbox.sent_at),
        gt(mailOutbox.created_at, now - GIVE_UP_AFTER_MS),
        lte(users.role, visibleRoleCeiling(caller.role)),
        query.to ? eq(mailOutbox.to_address, query.to) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
    .limit(LIMIT)
    .all();
  const data = rows.map(({ mail }) => ({
    id: mail.id,
    to: mail.to_address,
    subject: mail.subject,
    link: mail.link,
    attempts: mail.attempts,
    lastError: mail.last_error,
    createdAt: mail.created_at,
    nextAttemptAt: mail.next_attempt_at,
  }));
  return { list: { data, total: data.length } };
}
