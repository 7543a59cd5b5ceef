/**
 * Load with autocannon (programmatic): keep-alive connections, each sending its next request as soon
 * as the previous one is answered, connection k bound to its own request source (tablet k).
 *
 * One autocannon run per measurement, in phases on the same connections:
 * - warm-up, until every connection has had an answer and at least `warmupSeconds` have passed. A
 *   Node server busy with requests accepts new connections slowly (about one per turn of its event
 *   loop), so 200 connections opened at once are only all up after several seconds; they come up
 *   in the warm-up, not in the measured window, and a late one waits instead of timing out;
 * - the run, `seconds` long;
 * - a graceful stop: once the time is up each connection waits for its last answer and closes, so
 *   every request the box received was answered and counted (autocannon's own `duration` cuts the
 *   requests in flight, which the box may still commit). Autocannon may send a connection's next
 *   request before the last answer reaches the listener that closes it: such a request belongs to
 *   no phase, is cut, and its key is kept in `lateKeys`, so the box's rows can still be accounted for.
 * A request belongs to the phase it was sent in.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Tablet } from './setup-tablets';
import { type LatencySummary, summarize } from './stats';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The request's Idempotency-Key, when it has one: collected per phase for the rows check. */
  key?: string;
}

export interface PhaseResult {
  /** Answers 2xx (or what `okStatus` accepts). */
  ok: number;
  /** Answers of other statuses. */
  rejected: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** Latency of the ok answers, ms. */
  latency: LatencySummary;
  /** Ok answers per second, from the phase's start to its last answer. */
  perSecond: number;
  seconds: number;
  /** Idempotency keys of the requests sent in this phase. */
  keys: string[];
}

export interface LoadResult {
  connections: number;
  warm: PhaseResult;
  run: PhaseResult;
  /** Seconds from the start until every connection had its first answer. */
  rampSeconds: number;
  /** Socket errors and timeouts over the whole load (autocannon counts timeouts among its errors). */
  socketErrors: number;
  timeouts: number;
  /** Idempotency keys of requests sent after the run ended (see the stop above): never answered. */
  lateKeys: string[];
}

export interface LoadPlan {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

/** Errors of every kind in the measured run: refused answers, and socket errors and timeouts of the whole load. */
export const errorsOf = (r: LoadResult) => r.run.rejected + r.socketErrors;

/** The internals of autocannon's Client used beyond its typings: closing one connection. */
type ClosableClient = autocannon.Client & { destroy(): void };

/** A connection still waiting for its first answer this long lets the run start without it. */
const RAMP_LIMIT_MS = 30_000;
/** How long one request may wait for its answer, a late-accepted connection's first one included. */
const REQUEST_TIMEOUT_S = 30;

class Phase {
  readonly samples: number[] = [];
  readonly statuses: Record<string, number> = {};
  readonly keys: string[] = [];
  ok = 0;
  answered = 0;
  last = 0;

  constructor(public start: number) {}

  result(): PhaseResult {
    const seconds = (this.last - this.start) / 1000;
    return {
      ok: this.ok,
      rejected: this.answered - this.ok,
      statuses: this.statuses,
      latency: summarize(this.samples),
      perSecond: seconds > 0 ? this.ok / seconds : 0,
      seconds,
      keys: this.keys,
    };
  }
}

/** Runs the plan against `baseUrl`; connection k sends the requests `source(k)` builds, a fresh one every time. */
export async function load(
  baseUrl: string,
  plan: LoadPlan,
  source: (connection: number) => () => LoadRequest,
  okStatus: (status: number) => boolean = (status) => status >= 200 && status < 300,
): Promise<LoadResult> {
  const started = performance.now();
  const warm = new Phase(started);
  const run = new Phase(Number.POSITIVE_INFINITY);
  let end = Number.POSITIVE_INFINITY;
  let answeredConnections = 0;
  let rampedAt = Number.NaN;
  let next = 0;
  const lateKeys: string[] = [];

  const phaseNow = (now: number): Phase | undefined => {
    if (run.start === Number.POSITIVE_INFINITY) {
      const ramped = answeredConnections === plan.connections || now - started >= RAMP_LIMIT_MS;
      if (!ramped || now - started < plan.warmupSeconds * 1000) return warm;
      run.start = now;
      end = now + plan.seconds * 1000;
    }
    return now < end ? run : undefined;
  };

  const instance = autocannon({
    url: baseUrl,
    connections: plan.connections,
    // A backstop only: the connections close themselves once the run is over (below).
    duration: RAMP_LIMIT_MS / 1000 + plan.warmupSeconds + plan.seconds + REQUEST_TIMEOUT_S,
    timeout: REQUEST_TIMEOUT_S,
    setupClient: (client) => {
      const build = source(next++);
      let answered = false;
      /** The phase of the request in flight (one at a time: no pipelining). */
      let inFlight: Phase | undefined;
      client.setRequests([
        {
          setupRequest: (request) => {
            const { key, ...built } = build();
            inFlight = phaseNow(performance.now());
            if (key) (inFlight?.keys ?? lateKeys).push(key);
            return { ...request, ...built };
          },
        },
      ]);
      client.on('response', (status, _bytes, ms) => {
        const now = performance.now();
        if (!answered) {
          answered = true;
          if (++answeredConnections === plan.connections) rampedAt = now;
        }
        if (inFlight) {
          inFlight.answered++;
          inFlight.statuses[status] = (inFlight.statuses[status] ?? 0) + 1;
          inFlight.last = now;
          if (okStatus(status)) {
            inFlight.ok++;
            inFlight.samples.push(ms);
          }
        }
        if (now >= end) (client as ClosableClient).destroy();
      });
    },
  });
  const result = await instance;
  return {
    connections: plan.connections,
    warm: warm.result(),
    run: run.result(),
    rampSeconds: (rampedAt - started) / 1000,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    lateKeys,
  };
}

/** An order of two priced lines for the tablet, varied with `n`, as the tablet UI sends it (order-outbox.ts). */
export function orderBody(tablet: Tablet, itemIds: readonly number[], n: number) {
  const first = (tablet.diningTableId * 7 + n) % itemIds.length;
  return {
    ordersData: { table_session_id: tablet.tableSessionId, dining_table_id: tablet.diningTableId, status: 1 },
    orderItemsData: {
      items: [
        { id: itemIds[first]!, quantity: 1 + (n % 3) },
        { id: itemIds[(first + 1) % itemIds.length]!, quantity: 1 },
      ],
    },
  };
}

/**
 * POST /v1/order/create as the tablet's browser sends it: its device cookie, the page's Origin, JSON,
 * a fresh Idempotency-Key every time, two priced lines.
 */
export function tabletOrders(baseUrl: string, tablets: readonly Tablet[], itemIds: readonly number[]) {
  return (connection: number): (() => LoadRequest) => {
    const tablet = tablets[connection % tablets.length]!;
    let n = 0;
    return () => {
      const key = randomUUID();
      return {
        method: 'POST',
        path: '/v1/order/create',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          cookie: tablet.cookie,
          origin: baseUrl,
          'idempotency-key': key,
        },
        body: JSON.stringify(orderBody(tablet, itemIds, n++)),
        key,
      };
    };
  };
}
