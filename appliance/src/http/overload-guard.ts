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

/**
 * Sheds /v1 requests with a fast 503 (BUSY, Retry-After) when the box already works on
 * `maxInFlight` of them, and sheds the requests their client sends again by itself (those with an
 * Idempotency-Key: the tablet's order outbox) when the event loop runs more than `maxLagMs` late:
 * such a request waited at least that long already, and what queues behind it would wait longer. A
 * refused request wrote nothing, and the resend carries the same key, so nothing is lost or
 * doubled. Other requests (a screen loading, a visit starting) are served late rather than
 * refused: their screens do not resend. Socket upgrades and the UI's files are not behind it.
 *
 * The lateness is read by a probe, a zero timer kept out while requests are in flight (none runs
 * while the box is idle): while it has not fired, the loop has not come round to timers for that
 * long. When it fires late, the requests read in the same turn of the loop (its poll phase comes
 * next) are those that queued during the stall; the turn's check phase ends that.
 */
export function overloadGuard(limits: OverloadLimits = OVERLOAD_LIMITS): RequestHandler {
  let inFlight = 0;
  let probeAt: number | null = null;
  /** The probe fired late this turn of the loop: what is read until its check phase waited. */
  let stalled = false;

  function probe(now: number): void {
    if (probeAt !== null) return;
    probeAt = now;
    setTimeout(() => {
      const fired = performance.now();
      const late = fired - (probeAt ?? fired);
      probeAt = null;
      if (late > limits.maxLagMs) {
        stalled = true;
        setImmediate(() => {
          stalled = false;
        });
      }
      // While requests are being worked on a probe is always out, so a stall that begins between
      // two requests (in a commit, a consumer) is seen too.
      if (inFlight > 0) probe(fired);
    }, 0).unref();
  }

  return (req, res, next) => {
    const now = performance.now();
    const late = stalled || (probeAt !== null && now - probeAt > limits.maxLagMs);
    probe(now);
    const resent = req.get('idempotency-key') !== undefined;
    if (inFlight >= limits.maxInFlight || (resent && late)) {
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
}
