import type { RequestHandler } from 'express';
import { AppError } from '../shared/app-error';

export interface OverloadLimits {
  /** /v1 requests the box works on at once; one more is refused at once. */
  maxInFlight: number;
  /** How late the event loop may run before new /v1 requests are refused (ms). */
  maxLagMs: number;
  /** What the refusal tells the client to wait before trying again (s). */
  retryAfterSeconds: number;
}

/**
 * A Raspberry Pi's CPU at a 乾杯 burst: 60 tablets at once are served; what the box cannot serve
 * in time must be refused at once, not left waiting for seconds with the tablet's spinner on.
 * Far above a shop's own tablets and screens, so a normal rush never meets it; a loop 2 s late
 * means a request now would wait longer than a guest should watch a spinner.
 */
export const OVERLOAD_LIMITS: OverloadLimits = { maxInFlight: 400, maxLagMs: 2_000, retryAfterSeconds: 1 };

/** A lateness measured longer ago than this no longer says how the loop runs now. */
const LAG_FRESH_MS = 1_000;

export interface OverloadGuard {
  middleware: RequestHandler;
  /** Requests refused so far (for the log and tests). */
  refused(): number;
}

/**
 * Sheds /v1 requests with a fast 503 (BUSY, Retry-After) when the box already works on
 * `maxInFlight` of them, or its event loop runs more than `maxLagMs` late (everything queued
 * behind it would wait at least that long). A refused request wrote nothing: the tablet's order
 * outbox sends it again with the same Idempotency-Key, so nothing is lost or doubled. Socket
 * upgrades and the UI's files are not behind it.
 *
 * The lateness is read by a probe timer that requests start (none runs while the box is idle): a
 * zero timer fires as late as the loop is busy, and one still pending counts as late already.
 */
export function overloadGuard(limits: OverloadLimits = OVERLOAD_LIMITS): OverloadGuard {
  let inFlight = 0;
  let refused = 0;
  let probeAt: number | null = null;
  let lastLag = { ms: 0, at: 0 };

  function probe(now: number): void {
    if (probeAt !== null) return;
    probeAt = now;
    setTimeout(() => {
      const fired = performance.now();
      lastLag = { ms: fired - (probeAt ?? fired), at: fired };
      probeAt = null;
    }, 0).unref();
  }

  function lateness(now: number): number {
    const measured = now - lastLag.at <= LAG_FRESH_MS ? lastLag.ms : 0;
    return probeAt === null ? measured : Math.max(measured, now - probeAt);
  }

  const middleware: RequestHandler = (_req, res, next) => {
    const now = performance.now();
    const late = lateness(now);
    probe(now);
    if (inFlight >= limits.maxInFlight || late > limits.maxLagMs) {
      refused++;
      res.setHeader('Retry-After', String(limits.retryAfterSeconds));
      return next(new AppError('BUSY'));
    }
    inFlight++;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      inFlight--;
    };
    res.once('finish', finished);
    res.once('close', finished);
    next();
  };
  return { middleware, refused: () => refused };
}
