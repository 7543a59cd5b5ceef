import { POLL_INTERVAL_MS } from '@contract/constants';
import type { RealtimeEvent, RealtimeResume, ServerMessage } from '@contract/events';
import {
  EVENTS_DETAIL_PARAM,
  EVENTS_PATH,
  EVENTS_STATION_PARAM,
  type EventDetail,
  REALTIME_CLOSE,
} from '@contract/realtime-protocol';
import { useEffect, useRef } from 'react';
import { createStore, useStore } from '@/store/create-store';

/** live: pushed events arrive; connecting: first try or a retry under way; down: waiting to retry. */
export type RealtimeStatus = 'connecting' | 'live' | 'down';

export interface RealtimeHandlers {
  /** When the box says so (a first connect, a reconnect it could not resume) and after a sequence gap: load a fresh snapshot. */
  onSnapshot?: () => void;
  /** Each event the box pushes, in order (a message carries those of one commit). */
  onEvent?: (event: RealtimeEvent) => void;
}

const MAX_BACKOFF_MS = 30_000;
/** A socket that opened but said no hello by then is stuck behind something: drop it and retry. */
const HELLO_TIMEOUT_MS = 10_000;
/** The shortest poll a page may ask for through `?pollMs=` (tests use it; see pollIntervalMs). */
const MIN_POLL_MS = 500;

// A structural check instead of the zod schema keeps zod out of the diner's first load; the box
// is the only sender and its messages are typed by the contract.
function parseMessage(data: unknown): ServerMessage | null {
  try {
    const value: unknown = JSON.parse(String(data));
    if (typeof value !== 'object' || value === null || !('kind' in value) || !('seq' in value)) return null;
    if (typeof value.seq !== 'number') return null;
    if (value.kind === 'hello') return value as ServerMessage;
    if (value.kind === 'events' && 'events' in value && Array.isArray(value.events)) {
      const events = value.events.filter(
        (e: unknown) => typeof e === 'object' && e !== null && 'event' in e && typeof e.event === 'object' && e.event !== null,
      );
      return { ...(value as ServerMessage), events } as ServerMessage;
    }
    return null;
  } catch {
    return null;
  }
}

type Hello = Extract<ServerMessage, { kind: 'hello' }>;

/** Where a hello leaves the client in the box's stream of events; none from a box that does not say. */
function positionOf(hello: Hello): RealtimeResume | null {
  return typeof hello.stream === 'string' && typeof hello.eventSeq === 'number'
    ? { stream: hello.stream, since: hello.eventSeq }
    : null;
}

/**
 * One WebSocket to the box's event path per page, shared by every component that listens. Reconnects with
 * exponential backoff and jitter (at once when the browser comes back online or the page is
 * shown again), but not after a newer socket of the same login or tablet replaced it (4008,
 * contract/events.ts). A reconnect sends the last event seq it holds (`?since=&stream=`): the box
 * then sends what was missed, or says in its hello that a snapshot is needed. The box numbers the
 * events of each socket 1, 2, 3 ...: a gap means it skipped some for this client, which then
 * reloads a snapshot.
 */
export class RealtimeClient {
  readonly status = createStore<RealtimeStatus>('connecting');
  /** Each user and what it listens for: a station (a kitchen display) or null for the whole shop, and the details it shows. */
  readonly #handlers = new Map<RealtimeHandlers, RealtimeInterest>();
  #socket: WebSocket | null = null;
  #attempt = 0;
  #lastSeq: number | null = null;
  /** Kept across reconnects while anyone listens; null until the first hello. */
  #position: RealtimeResume | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #helloTimer: ReturnType<typeof setTimeout> | undefined;
  #users = 0;

  readonly #wake = () => {
    if (document.visibilityState === 'visible' && this.status.get() === 'down') this.reconnectNow();
  };

  /**
   * Starts the connection on first use; the last user leaving closes it. `stationId`: the user is
   * a kitchen display of that station, and while every user is one of the same station the socket
   * hears only that station's events (contract/station-events.ts), each at once. `details`: the
   * parts of events (a new order's cards or lines, a bump's lines ready to carry) the user shows
   * without a load (`?detail=`); the socket asks for every user's. A change of either reconnects
   * (resuming where it was).
   */
  retain(handlers: RealtimeHandlers, interest: RealtimeInterest = { stationId: null, details: [] }): () => void {
    const scope = this.#scope();
    this.#handlers.set(handlers, interest);
    if (this.#users++ === 0) {
      window.addEventListener('online', this.#wake);
      document.addEventListener('visibilitychange', this.#wake);
      this.#connect();
    } else if (this.#scope() !== scope) this.#reconnectForScope();
    return () => {
      const before = this.#scope();
      this.#handlers.delete(handlers);
      if (--this.#users === 0) this.#close();
      else if (this.#scope() !== before) this.#reconnectForScope();
    };
  }

  /** The socket's query for its users: the one station every user listens as, and every detail any shows. */
  #scope(): string {
    const query = new URLSearchParams();
    const stations = new Set([...this.#handlers.values()].map((i) => i.stationId));
    const [only = null] = stations;
    if (stations.size === 1 && only !== null) query.set(EVENTS_STATION_PARAM, String(only));
    const details = new Set([...this.#handlers.values()].flatMap((i) => i.details));
    if (details.size > 0) query.set(EVENTS_DETAIL_PARAM, [...details].sort().join(','));
    return query.toString();
  }

  #reconnectForScope(): void {
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
    this.#attempt = 0;
    this.#connect();
  }

  #connect(): void {
    clearTimeout(this.#timer);
    const query = new URLSearchParams();
    if (this.#position) {
      query.set('since', String(this.#position.since));
      query.set('stream', this.#position.stream);
    }
    for (const [key, value] of new URLSearchParams(this.#scope())) query.set(key, value);
    const text = query.toString();
    const search = text ? `?${text}` : '';
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${EVENTS_PATH}${search}`;
    this.status.set(this.#attempt === 0 ? 'connecting' : 'down');
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch {
      this.#retryLater();
      return;
    }
    this.#socket = socket;
    this.#lastSeq = null;
    socket.onmessage = (e) => this.#receive(e.data);
    socket.onclose = (e) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      // Retrying would close the newer tab's socket in turn, and so on forever: stay down (the
      // page polls) until the user asks or the page is shown again.
      if (e.code === REALTIME_CLOSE.replaced) this.#stayDown();
      else this.#retryLater();
    };
    clearTimeout(this.#helloTimer);
    this.#helloTimer = setTimeout(() => {
      if (this.#socket === socket && this.#lastSeq === null) socket.close();
    }, HELLO_TIMEOUT_MS);
  }

  #stayDown(): void {
    clearTimeout(this.#helloTimer);
    this.status.set('down');
  }

  #retryLater(): void {
    this.#stayDown();
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.#attempt) * (0.75 + Math.random() * 0.5);
    this.#attempt++;
    this.#timer = setTimeout(() => this.#connect(), delay);
  }

  #receive(data: unknown): void {
    const message = parseMessage(data);
    if (!message) return;
    if (message.kind === 'hello') {
      clearTimeout(this.#helloTimer);
      this.#attempt = 0;
      this.#lastSeq = message.seq;
      this.#position = positionOf(message);
      this.status.set('live');
      if (message.snapshot !== false) for (const h of this.#handlers.keys()) h.onSnapshot?.();
      return;
    }
    const gap = this.#lastSeq !== null && message.seq > this.#lastSeq + 1;
    this.#lastSeq = message.seq;
    for (const event of message.events) {
      if (this.#position && typeof event.eventSeq === 'number') this.#position.since = event.eventSeq;
      for (const h of this.#handlers.keys()) h.onEvent?.(event);
    }
    if (gap) for (const h of this.#handlers.keys()) h.onSnapshot?.();
  }

  #close(): void {
    clearTimeout(this.#timer);
    clearTimeout(this.#helloTimer);
    window.removeEventListener('online', this.#wake);
    document.removeEventListener('visibilitychange', this.#wake);
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
    this.#attempt = 0;
    this.#lastSeq = null;
    this.#position = null;
    this.status.set('connecting');
  }

  /** Retries at once instead of waiting out the backoff (the offline banner's button, coming online). */
  reconnectNow(): void {
    if (this.#socket || this.#users === 0) return;
    this.#attempt = 0;
    this.#connect();
  }
}

export const realtime = new RealtimeClient();

/** What a user of the socket listens for (RealtimeClient.retain). */
export interface RealtimeInterest {
  stationId: number | null;
  details: readonly EventDetail[];
}

/**
 * Listens to the box's events while the component is mounted and returns the connection status.
 * Handlers may change between renders; the latest ones are always called. `stationId`: the
 * component is a kitchen display of that station; `details`: the parts of events it shows
 * without a load (see RealtimeClient.retain).
 */
export function useRealtime(
  handlers: RealtimeHandlers,
  options: { stationId?: number; details?: readonly EventDetail[] } = {},
): RealtimeStatus {
  const latest = useRef(handlers);
  latest.current = handlers;
  const stationId = options.stationId ?? null;
  const details = (options.details ?? []).join(',');
  useEffect(
    () =>
      realtime.retain(
        {
          onSnapshot: () => latest.current.onSnapshot?.(),
          onEvent: (m) => latest.current.onEvent?.(m),
        },
        { stationId, details: details ? (details.split(',') as EventDetail[]) : [] },
      ),
    [stationId, details],
  );
  return useStore(realtime.status);
}

/**
 * SPEC.md's poll interval, 15 s. A page opened with `?pollMs=<n>` polls every n ms instead (at
 * least 500, at most 15000): the browser tests use it to see polling catch up without 15 s waits.
 */
export function pollIntervalMs(): number {
  const asked = Number(new URLSearchParams(location.search).get('pollMs'));
  if (!Number.isFinite(asked) || asked <= 0) return POLL_INTERVAL_MS;
  return Math.min(POLL_INTERVAL_MS, Math.max(MIN_POLL_MS, Math.round(asked)));
}

/**
 * SPEC.md's polling, but only while live updates are down. Losing a live connection polls at
 * once (events may have been missed), then every interval until the socket says hello again.
 */
export function usePollingWhileDown(status: RealtimeStatus, poll: () => void, intervalMs = pollIntervalMs()): void {
  const latest = useRef(poll);
  latest.current = poll;
  const previous = useRef(status);
  useEffect(() => {
    const wasLive = previous.current === 'live';
    previous.current = status;
    if (status === 'live') return;
    if (wasLive) latest.current();
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [status, intervalMs]);
}
