import { z } from 'zod';

/**
 * GET /v1/mail/outbox[?to=address] (role 21+ and the /admin page password): mail still waiting
 * in the outbox for the caller's own account or accounts of a lower role (old mail of no known
 * account: role 22 only), newest first, with the link each carries. It lets an admin hand a
 * waiting link to its owner (on screen or by QR) when the shop has no mail relay or the relay is
 * unreachable. Mail the box has given up on (older than 7 days) is left out. Seeing these links
 * gives no new power: the caller can already change those accounts' email.
 */
export const zOutboxQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional(),
});
export type OutboxQuery = z.infer<typeof zOutboxQuery>;

export const zOutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  link: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.number().int(),
  nextAttemptAt: z.number().int(),
});
export type OutboxMail = z.infer<typeof zOutboxMail>;

export const zOutboxResponse = z.object({ list: z.object({ data: z.array(zOutboxMail), total: z.number().int() }) });
export type OutboxResponse = z.infer<typeof zOutboxResponse>;
