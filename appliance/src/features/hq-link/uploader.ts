import { hqBoxCalls } from '../../contract/hq-api';
import { HQ_BATCH_MAX, zFactsAck, zHqErrorBody } from '../../contract/hq-protocol';
import type { AppDeps } from '../../shared/deps';
import { VERSION } from '../../version';
import { signedPostToHq } from './hq-client';
import type { HqLinkStore } from './hq-link-store';
import { syncMenu } from './menu-sync';
import { dropFactsUpTo, pendingCount, pendingFacts } from './outbox';

export interface UploaderOptions {
  /** The first wait after a failure; it doubles up to maxBackoffMs, with jitter. */
  minBackoffMs: number;
  maxBackoffMs: number;
  /** How often an idle box tells headquarters it is alive. */
  helloEveryMs: number;
  /** How long one call may take. */
  timeoutMs: number;
  /** How long after a fact is recorded the upload starts (facts of a busy minute travel together). */
  settleMs: number;
  /** The most facts one call carries. */
  batch: number;
}

export const UPLOADER_DEFAULTS: UploaderOptions = {
  minBackoffMs: 1_000,
  maxBackoffMs: 5 * 60_000,
  helloEveryMs: 60_000,
  timeoutMs: 15_000,
  settleMs: 1_000,
  batch: HQ_BATCH_MAX,
};

/** What the uploader knows of headquarters, for /admin. */
export interface UploaderState {
  lastContactAt: number | null;
  lastError: string | null;
}

/**
 * Sends the outbox to headquarters in seq order, at least once: a batch leaves the box only after
 * headquarters acknowledged it, and a retry of a batch it already holds is acknowledged again
 * without counting twice (headquarters ingests by the box's seq). It runs beside the box, never in
 * a request's path: a box with headquarters down or unreachable serves exactly as without it.
 */
export class Uploader {
  readonly state: UploaderState = { lastContactAt: null, lastError: null };
  private stopped = false;
  private failures = 0;
  /** HQ's clock minus the box's, learned when HQ refused a date: signatures carry HQ's time. */
  private clockOffsetMs = 0;
  private wake: (() => void) | null = null;
  private settleTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'events' | 'groupCommit' | 'config' | 'disk'>,
    private readonly link: HqLinkStore,
    private options: UploaderOptions = UPLOADER_DEFAULTS,
  ) {}

  /** Starts sending (tests shorten the timings). */
  start(options: Partial<UploaderOptions> = {}): void {
    this.options = { ...this.options, ...options };
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.wake?.();
    await this.running;
  }

  /** A fact was recorded: upload it soon. */
  factRecorded(): void {
    if (this.settleTimer || this.stopped) return;
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.wake?.();
    }, this.options.settleMs);
    this.settleTimer.unref();
  }

  /** Upload now (after enrolment). */
  kick(): void {
    this.failures = 0;
    this.wake?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let waitMs: number;
      try {
        waitMs = await this.step();
      } catch (error) {
        waitMs = this.failed(error instanceof Error ? `unreachable: ${error.message}` : 'unreachable');
      }
      if (this.stopped) break;
      if (waitMs > 0) await this.sleep(waitMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  private failed(reason: string): number {
    this.state.lastError = reason;
    this.failures += 1;
    const ceiling = Math.min(this.options.maxBackoffMs, this.options.minBackoffMs * 2 ** (this.failures - 1));
    // Full jitter over the upper half: a chain's boxes back from an outage do not call in step.
    return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
  }

  /** The box's clock as HQ would have it (what signatures carry). */
  hqNow(): number {
    return this.deps.clock.now() + this.clockOffsetMs;
  }

  private succeeded(hqNow: number | null): void {
    this.failures = 0;
    this.state.lastError = null;
    this.state.lastContactAt = this.deps.clock.now();
    if (hqNow !== null) this.clockOffsetMs = hqNow - this.deps.clock.now();
  }

  /** One call; answers how long to wait before the next. */
  private async step(): Promise<number> {
    const link = this.link.current;
    if (!link || !this.link.sending) return this.options.helloEveryMs;
    const facts = pendingFacts(this.deps.db, this.options.batch);
    const now = () => this.deps.clock.now() + this.clockOffsetMs;
    if (facts.length === 0) {
      const since =
        this.state.lastContactAt === null ? Number.POSITIVE_INFINITY : this.deps.clock.now() - this.state.lastContactAt;
      if (since < this.options.helloEveryMs) return this.options.helloEveryMs - since;
      const answer = await signedPostToHq(
        link,
        hqBoxCalls.hello.path,
        { queued: 0, version: VERSION, menuVersion: this.link.menuState().applied },
        now(),
        this.options.timeoutMs,
      );
      if (answer.status !== 200) return this.refused(answer);
      this.succeeded(answer.hqNow);
      // An idle box asks for the chain's menu as often as it says hello.
      await syncMenu(this.deps, this.link, now(), this.options.timeoutMs).catch((error: unknown) =>
        this.deps.logger.warn({ err: error }, 'chain menu: not fetched or not applied'),
      );
      return this.options.helloEveryMs;
    }
    const queued = Math.max(0, pendingCount(this.deps.db) - facts.length);
    const answer = await signedPostToHq(
      link,
      hqBoxCalls.facts.path,
      { facts, queued, version: VERSION, menuVersion: this.link.menuState().applied },
      now(),
      this.options.timeoutMs,
    );
    if (answer.status === 200) {
      const { acked } = zFactsAck.parse(answer.body);
      this.acknowledged(acked);
      this.succeeded(answer.hqNow);
      return 0;
    }
    const error = zHqErrorBody.safeParse(answer.body);
    if (
      answer.status === 409 &&
      error.success &&
      error.data.error.code === 'HQ_SEQ_GAP' &&
      error.data.error.acked !== undefined
    ) {
      const first = facts[0]!.seq;
      if (error.data.error.acked >= first - 1) {
        // HQ holds these already (its answer to the earlier try was lost): they leave the box.
        this.acknowledged(error.data.error.acked);
        this.succeeded(answer.hqNow);
        return 0;
      }
      // HQ lacks facts it acknowledged once (restored from an older backup): only a person can tell what to do.
      this.deps.logger.error(
        { acked: error.data.error.acked, first },
        'headquarters lacks facts it acknowledged: sending stopped',
      );
      this.link.update({ stalledAt: this.deps.clock.now() });
      this.state.lastError = 'stalled';
      return this.options.helloEveryMs;
    }
    return this.refused(answer);
  }

  private acknowledged(acked: number): void {
    dropFactsUpTo(this.deps.db, acked);
  }

  private refused(answer: Awaited<ReturnType<typeof signedPostToHq>>): number {
    const error = zHqErrorBody.safeParse(answer.body);
    const code = error.success ? error.data.error.code : `HTTP ${answer.status}`;
    if (code === 'HQ_KEY_REVOKED') {
      this.deps.logger.warn('headquarters revoked this box: sending stopped');
      this.link.update({ revokedAt: this.deps.clock.now() });
      this.state.lastError = code;
      return this.options.helloEveryMs;
    }
    if (code === 'HQ_CLOCK_SKEW' && answer.hqNow !== null) {
      this.clockOffsetMs = answer.hqNow - this.deps.clock.now();
      // Once at once with HQ's time; again only after a back-off.
      if (this.failures === 0) {
        this.failures = 1;
        return 0;
      }
    }
    return this.failed(code);
  }
}
