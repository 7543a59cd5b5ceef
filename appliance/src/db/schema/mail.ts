import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns';
import { users } from './users';

/** What a mail is for: the same purposes as the single-use keys its link carries. */
export const MAIL_PURPOSES = ['signup', 'reset', 'email'] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** Mail waits here until an SMTP relay takes it; nothing is lost across restarts. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to_address: text('to_address').notNull(),
    /**
     * The account the mail is for: its role decides who may see the link. Null, like purpose,
     * only for mail queued before these were recorded that no account clearly fits; such mail
     * is shown to role 22 alone.
     */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: MAIL_PURPOSES }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The link the mail carries, shown on screen when the shop has no mail relay. */
    link: text('link'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: epochMs('next_attempt_at').notNull(),
    sent_at: epochMs('sent_at'),
    last_error: text('last_error'),
    created_at: epochMs('created_at').notNull(),
  },
  (t) => [index('mail_outbox_due').on(t.sent_at, t.next_attempt_at), index('mail_outbox_user').on(t.user_id)],
);
