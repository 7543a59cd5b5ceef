import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns';

/** Mail waits here until an SMTP relay takes it; nothing is lost across restarts. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to_address: text('to_address').notNull(),
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
  (t) => [index('mail_outbox_due').on(t.sent_at, t.next_attempt_at)],
);
