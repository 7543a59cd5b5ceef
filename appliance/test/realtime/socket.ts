import { WebSocket } from 'ws';
import type { DomainEvent, RealtimeResume, ServerMessage } from '../../src/contract/events';
import { latestSeq } from '../../src/events/event-store';
import type { ApiClient } from '../helpers/api-client';
import type { TestBox } from '../helpers/test-box';

export type EventsMessage = Extract<ServerMessage, { kind: 'events' }>;

export interface EventSocket {
  ws: WebSocket;
  messages: ServerMessage[];
  /** The `events` messages received so far, in order. */
  eventMessages(): EventsMessage[];
  /** Domain events received so far, in order, from all messages. */
  events(): DomainEvent[];
  /** The first message (already received or still to come) that matches, or a timeout error. */
  next(predicate: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  /** The first event matching `predicate` (type and payload), from any message. */
  event<T extends DomainEvent['type']>(
    type: T,
    predicate?: (e: Extract<DomainEvent, { type: T }>) => boolean,
  ): Promise<Extract<DomainEvent, { type: T }>>;
  /** Settles when the socket closes, with the box's close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

function cookieHeader(client: ApiClient | null): Record<string, string> {
  if (!client || client.cookies.size === 0) return {};
  return { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}

/**
 * Opens /v1/events with a client's cookies, as its browser would; rejects with the HTTP status.
 * `from` is the local address to connect from (127.0.0.2 is another machine to the box);
 * `resume` is sent as `?since=&stream=`, as the UI does on a reconnect; `query` adds to it
 * (`station_id`, as a kitchen display asks).
 */
export function connect(
  box: TestBox,
  client: ApiClient | null,
  headers: Record<string, string> = {},
  from?: string,
  resume?: RealtimeResume,
  extra: Record<string, string> = {},
): Promise<EventSocket> {
  const params = new URLSearchParams(
    resume ? { since: String(resume.since), stream: resume.stream, ...extra } : extra,
  ).toString();
  const query = params ? `?${params}` : '';
  const ws = new WebSocket(`${box.url.replace('http', 'ws')}/v1/events${query}`, {
    headers: { origin: box.url, ...cookieHeader(client), ...headers },
    ...(from ? { localAddress: from } : {}),
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const messages: ServerMessage[] = [];
  const waiters = new Set<{ predicate: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }>();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.predicate(message)) {
        waiters.delete(w);
        w.resolve(message);
      }
    }
  });
  const next = (predicate: (m: ServerMessage) => boolean, timeoutMs = 3000) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const found = messages.find(predicate);
      if (found) return resolve(found);
      const waiter = {
        predicate,
        resolve: (m: ServerMessage) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  const socket: EventSocket = {
    ws,
    messages,
    eventMessages: () => messages.filter((m): m is EventsMessage => m.kind === 'events'),
    events: () => socket.eventMessages().flatMap((m) => m.events.map((e) => e.event)),
    next,
    closed,
    async event(type, predicate = () => true) {
      const matches = (e: DomainEvent) => e.type === type && predicate(e as never);
      const m = await next((x) => x.kind === 'events' && x.events.some((e) => matches(e.event)));
      return (m as EventsMessage).events.find((e) => matches(e.event))?.event as never;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(socket));
    ws.on('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.on('error', reject);
  });
}

/** Connects and waits for the hello, so every event committed afterwards reaches the socket. */
export async function listen(
  box: TestBox,
  client: ApiClient,
  from?: string,
  resume?: RealtimeResume,
  extra: Record<string, string> = {},
): Promise<EventSocket> {
  const socket = await connect(box, client, {}, from, resume, extra);
  await socket.next((m) => m.kind === 'hello');
  return socket;
}

/**
 * Waits until the socket holds every event committed so far: a staff screen hears commits that
 * follow one another closely together, up to the hub's STAFF_FRAME_MS later.
 */
export async function caughtUp(socket: EventSocket, box: TestBox): Promise<void> {
  const last = latestSeq(box.deps.db);
  await socket.next((m) => (m.kind === 'hello' ? m.eventSeq : (m.events.at(-1)?.eventSeq ?? 0)) >= last);
}

/** Lets in-flight frames land: the box sends events synchronously after each call. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a client that read these messages resumes with: the hello's stream and the last event seq it holds. */
export function positionOf(socket: EventSocket): RealtimeResume {
  let position: RealtimeResume | undefined;
  for (const m of socket.messages) {
    if (m.kind === 'hello') position = { stream: m.stream, since: m.eventSeq };
    else if (position) position.since = m.events.at(-1)?.eventSeq ?? position.since;
  }
  if (!position) throw new Error('the socket said no hello');
  return position;
}
