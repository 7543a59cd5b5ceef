import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { mailOutbox } from '../../db/schema';

type OutboxRow = typeof mailOutbox.$inferSelect;
export type SmtpConfig = NonNullable<Config['smtp']>;

/** What the sender needs of a relay (nodemailer's Transporter is one). */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
}

/**
 * The relay as configured; null when the shop has none (mail then waits in the outbox).
 * nodemailer (with tls and zlib) loads with the first mail, not at start.
 */
export function createSmtpTransport(smtp: SmtpConfig | undefined): MailTransport | null {
  if (!smtp) return null;
  let transporter: Promise<Transporter> | undefined;
  return {
    async sendMail(message: SendMailOptions) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
          // A relay that does not answer must not hold the sending job for minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
          disableFileAccess: true,
          disableUrlAccess: true,
        }),
      );
      return (await transporter).sendMail(message);
    },
  };
}

function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'sma-order.local';
}

/**
 * One outbox row as a message. The Message-ID is derived from the row, so every attempt at the
 * same row carries the same ID: if a crash ever makes the box send a row twice, mail systems
 * that collapse duplicate Message-IDs show it once.
 */
export function toMessage(row: OutboxRow, from: string): SendMailOptions {
  return {
    from,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    messageId: `<outbox-${row.id}-${row.created_at}@${senderDomain(from)}>`,
    date: new Date(row.created_at),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'EPROTOCOL', 'EAUTH', 'ETLS']);

/** The relay itself is unreachable or refuses us: every other mail would fail the same way now. */
export function isRelayFailure(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return CONNECTION_CODES.has(code);
}

/** A short reason for `last_error`, without credentials (nodemailer never puts them in messages). */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const parts = [
    'code' in error && error.code ? String(error.code) : null,
    'responseCode' in error && error.responseCode ? String(error.responseCode) : null,
    error.message,
  ];
  return parts.filter(Boolean).join(' ').slice(0, 500);
}
