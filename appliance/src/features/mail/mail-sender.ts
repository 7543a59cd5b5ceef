import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { AppDeps } from '../../shared/deps';
import { onMailQueued } from '../../shared/mail-outbox';
import { createSmtpTransport, describeFailure, isRelayFailure, type MailTransport, toMessage } from './mail-transport';

type OutboxRow = typeof mailOutbox.$inferSelect;

export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** Every link a mail can carry has expired by then (signup keys live 7 days): stop trying. */
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60_000;
/** Mails sent per run; the rest follow in the next run, a minute later at most. */
const BATCH_LIMIT = 50;
/** Mails queued together (one request) leave in one run. */
const NUDGE_DELAY_MS = 100;

/** Wait before the next attempt after `attempts` tries: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * Takes the next due mail for one attempt. The attempt is counted and the next one scheduled
 * before anything is sent, in one transaction, so a row is never in two attempts at once (two
 * senders on one database included) and a crash mid-send leaves it due again later, not lost.
 */
export function claimDueMail(db: Queryable, now: number): OutboxRow | undefined {
  return db.transaction((tx) => {
    const row = tx
      .select()
      .from(mailOutbox)
      .where(
        and(isNull(mailOutbox.sent_at), lte(mailOutbox.next_attempt_at, now), gt(mailOutbox.created_at, now - GIVE_UP_AFTER_MS)),
      )
      .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
      .get();
    if (!row) return undefined;
    const attempts = row.attempts + 1;
    const claimed = tx
      .update(mailOutbox)
      .set({ attempts, next_attempt_at: now + retryDelayMs(attempts) })
      .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sent_at), eq(mailOutbox.attempts, row.attempts)))
      .run().changes;
    return claimed === 1 ? { ...row, attempts } : undefined;
  });
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends the outbox through the shop's SMTP relay.
 *
 * Delivery is at least once. A row is marked sent in the same synchronous step that follows the
 * relay's acceptance, so only a crash or power cut in the moment between the relay's "250 OK"
 * and that commit can send it again (after the retry delay, with the same Message-ID). Marking
 * before sending would instead lose the mail on a crash, and a lost invitation or reset link
 * hurts more than a duplicate carrying the same link.
 */
export class MailSender {
  readonly #deps: AppDeps;
  readonly #transport: MailTransport | null;
  #run: Promise<DeliveryReport> | null = null;
  #timer: NodeJS.Timeout | undefined;
  readonly #unsubscribe: () => void;

  constructor(deps: AppDeps, transport: MailTransport | null = createSmtpTransport(deps.config.smtp)) {
    this.#deps = deps;
    this.#transport = transport;
    // Without a relay there is nothing to hurry: mail waits for an admin or a restart with one.
    this.#unsubscribe = transport ? onMailQueued(() => this.nudge()) : () => undefined;
  }

  get hasRelay(): boolean {
    return this.#transport !== null;
  }

  /** Sends every due mail (as of `now`); a call during a run waits for it, then runs again. */
  async deliverDue(now?: number): Promise<DeliveryReport> {
    while (this.#run) await this.#run.catch(() => undefined);
    this.#run = this.#deliverBatch(now).finally(() => {
      this.#run = null;
    });
    return this.#run;
  }

  /** Asks for a run shortly; several nudges in a row make one run. */
  nudge(): void {
    if (!this.#databaseOpen()) {
      this.stop();
      return;
    }
    if (!this.#transport || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (!this.#databaseOpen()) {
        this.stop();
        return;
      }
      this.deliverDue().catch((err: unknown) => this.#deps.logger.error({ err }, 'mail delivery run failed'));
    }, NUDGE_DELAY_MS);
    this.#timer.unref();
  }

  stop(): void {
    this.#unsubscribe();
    clearTimeout(this.#timer);
    this.#timer = undefined;
    senders.delete(this.#deps);
  }

  #databaseOpen(): boolean {
    return this.#deps.db.$client.open;
  }

  async #deliverBatch(at: number | undefined): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    const transport = this.#transport;
    const smtp = this.#deps.config.smtp;
    if (!transport || !smtp) return report;
    const log = this.#deps.logger.child({ module: 'mail' });
    while (report.sent + report.failed < BATCH_LIMIT && this.#databaseOpen()) {
      const mail = claimDueMail(this.#deps.db, at ?? this.#deps.clock.now());
      if (!mail) break;
      try {
        await transport.sendMail(toMessage(mail, smtp.from));
      } catch (error) {
        report.failed++;
        const reason = describeFailure(error);
        if (this.#databaseOpen()) {
          this.#deps.db.update(mailOutbox).set({ last_error: reason }).where(eq(mailOutbox.id, mail.id)).run();
        }
        log.warn({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail not delivered; will retry');
        // Without a reachable relay the rest would fail the same way; they stay due for the next run.
        if (isRelayFailure(error)) break;
        continue;
      }
      report.sent++;
      if (!this.#databaseOpen()) {
        log.warn({ mailId: mail.id }, 'mail delivered while the box was stopping; it may be sent again');
        break;
      }
      this.#deps.db
        .update(mailOutbox)
        .set({ sent_at: this.#deps.clock.now(), last_error: null })
        .where(eq(mailOutbox.id, mail.id))
        .run();
      log.info({ mailId: mail.id, attempts: mail.attempts }, 'mail delivered');
    }
    return report;
  }
}

const senders = new WeakMap<AppDeps, MailSender>();

/** The one sender of a running box. */
export function mailSenderFor(deps: AppDeps): MailSender {
  let sender = senders.get(deps);
  if (!sender) {
    sender = new MailSender(deps);
    senders.set(deps, sender);
  }
  return sender;
}
