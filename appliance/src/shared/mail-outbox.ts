import type { Queryable } from '../db/client';
import { type MailPurpose, mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  /** The account the mail is for; with the purpose, it decides who may be shown the link. */
  userId: number;
  purpose: MailPurpose;
  subject: string;
  body: string;
  /** The link the mail carries, also shown on screen when the shop has no mail relay. */
  link: string;
}

const queuedListeners = new Set<() => void>();

/** Called soon after any mail is queued, so a sender need not wait for its next minute. */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Queues one mail for the sending job; it is due at once. Returns the outbox row id.
 * Senders are nudged on the next turn of the event loop: by then the caller's transaction
 * (synchronous in better-sqlite3) has committed, or rolled back and there is nothing to send.
 */
export function enqueueMail(db: Queryable, mail: OutgoingMail, now: number): number {
  const id = db
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      user_id: mail.userId,
      purpose: mail.purpose,
      subject: mail.subject,
      body: mail.body,
      link: mail.link,
      next_attempt_at: now,
      created_at: now,
    })
    .returning({ id: mailOutbox.id })
    .get().id;
  if (queuedListeners.size > 0) {
    setImmediate(() => {
      for (const listener of queuedListeners) listener();
    });
  }
  return id;
}
