import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { OutboxQuery, OutboxResponse } from '../../contract/mail';
import { mailOutbox, users } from '../../db/schema';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { GIVE_UP_AFTER_MS } from './mail-sender';
import { mailVisibleTo } from './outbox-visibility';

const LIMIT = 100;

/** Waiting mail whose link the caller may be shown (see mailVisibleTo), newest first. */
export function listWaitingMail(deps: AppDeps, caller: StaffActor, query: OutboxQuery, now = deps.clock.now()): OutboxResponse {
  const rows = deps.db
    .select({ mail: mailOutbox })
    .from(mailOutbox)
    .leftJoin(users, eq(users.id, mailOutbox.user_id))
    .where(
      and(
        isNull(mailOutbox.sent_at),
        gt(mailOutbox.created_at, now - GIVE_UP_AFTER_MS),
        mailVisibleTo(caller),
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
