import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { MAX_EVENTS_PER_MESSAGE, REALTIME_PROTOCOL_VERSION, type RealtimeResume, type ServerMessage } from '../contract/events';
import { EVENTS_PATH, REALTIME_CLOSE } from '../contract/realtime-protocol';
import { latestSeq, type StoredEvent } from '../events/event-store';
import type { AppDeps } from '../shared/deps';
import { SOCKET_LIMITS, type SocketLimits } from './limits';
import {
  audienceOf,
  credentialKey,
  detailsOfUpgrade,
  eventAsHeardBy,
  hearsAtOnce,
  isSameOrigin,
  type Listener,
  listenerOf,
  shouldReceive,
  staffKey,
  stationOfUpgrade,
  tabletKey,
} from './listener';
import { type Holder, type Lane, SocketRegistry } from './registry';
import { type HubPosition, missedEvents, resumeOf } from './resume';

/** The hub's name among the event consumers. */
export const HUB_CONSUMER = 'realtime-hub';
const MAX_FRAME_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;
/** A client that has not read this much is stalled: events are skipped for it (it sees the gap). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * The least time between two messages to one staff screen while events keep coming (see flush):
 * ten a second is more than a person reads, and the kitchen bench's rush costs 14% less box CPU
 * per order than at 50 ms.
 */
export const STAFF_FRAME_MS = 100;
/**
 * The most messages a second all staff screens together are sent while events keep coming: with
 * more screens than fit in it at STAFF_FRAME_MS (30), each one's messages are spaced further apart,
 * so the fan-out's cost stays bounded however many the shop opens (150 screens: 500 ms, still
 * quicker than anyone turns to look). Each message costs a write and the kernel's TCP work; the
 * kitchen bench's rush measured ~13 us of box CPU per message on the build machine, several times
 * that on a Raspberry Pi's core: 300 a second is about 1% of one Pi core, 600 was 0.3 ms of box CPU
 * per rush order on the build machine.
 */
export const STAFF_MESSAGES_PER_SECOND = 300;

/** How long a staff screen's next message waits after its last while `screens` staff screens are open. */
export function staffFrameMs(screens: number): number {
  return Math.max(STAFF_FRAME_MS, (screens * 1000) / STAFF_MESSAGES_PER_SECOND);
}

const STATUS_TEXT = {
  400: 'Bad Request',
  401: 'Unauthorized',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

interface Connection extends Holder {
  ws: WebSocket;
  req: IncomingMessage;
  listener: Listener;
  /** Messages counted for this socket, sent or skipped. */
  seq: number;
  /** The last event seq this socket has been given or passed over: nothing at or before it goes out again. */
  eventSeq: number;
  alive: boolean;
}

export interface RealtimeHub {
  close(): void;
  clientCount(): number;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The WebSocket hub on /v1/events: authenticates upgrades by the same cookies as the API, checks
 * Origin, caps sockets per credential, per address and for tablets (limits.ts), pushes each
 * committed domain event to the sockets allowed to hear it, replays what a reconnecting client
 * missed (resume.ts), closes the sockets of a login or tablet credential the moment it is revoked,
 * and drops sockets that stop answering pings. It is an event consumer without a stored cursor:
 * it starts at the newest event, since a socket of an earlier run resumes from the table.
 */
export function attachRealtimeHub(server: Server, deps: AppDeps, limits: SocketLimits = SOCKET_LIMITS): RealtimeHub {
  const log = deps.logger.child({ module: 'realtime' });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, clientTracking: false });
  const connections = new SocketRegistry<Connection>(limits, (c) => (hearsAtOnce(c.listener) ? 'at once' : 'paced'));
  const stream = randomUUID();
  const bootSeq = latestSeq(deps.db);
  const position = (): HubPosition => ({ stream, bootSeq, delivered: deps.events.cursorOf(HUB_CONSUMER) ?? bootSeq });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '').split('?')[0];
    if (path !== EVENTS_PATH) return refuse(socket, 404, 'Not Found');
    if (!isSameOrigin(req)) return refuse(socket, 403, 'Forbidden');
    if (stationOfUpgrade(req) === 'invalid' || detailsOfUpgrade(req) === 'invalid') return refuse(socket, 400, 'Bad Request');
    listenerOf(deps, req).then(
      (listener) => {
        if (!listener) return refuse(socket, 401, STATUS_TEXT[401]);
        const holder: Holder = {
          key: credentialKey(listener),
          address: req.socket.remoteAddress ?? '',
          tablet: listener.device !== null,
        };
        const admission = connections.admit(holder);
        if (!admission.admitted) return refuse(socket, admission.status, STATUS_TEXT[admission.status]);
        // ws completes the upgrade synchronously, so no other upgrade is admitted in between.
        wss.handleUpgrade(req, socket, head, (ws) => {
          if (admission.replaces) drop(admission.replaces, 'replaced');
          serve(ws, req, listener, holder, resumeOf(req.url));
        });
      },
      (error: unknown) => {
        log.error({ err: error }, 'could not authenticate a socket');
        refuse(socket, 500, STATUS_TEXT[500]);
      },
    );
  });

  // Synchronous from the replay's read to the socket's registration, so every event reaches it
  // exactly once: those up to `delivered` in the replay, later ones from the fan-out.
  function serve(ws: WebSocket, req: IncomingMessage, listener: Listener, holder: Holder, resume: RealtimeResume | null): void {
    const at = position();
    const missed = resume ? replayFor(listener, resume, at) : null;
    const connection: Connection = { ...holder, ws, req, listener, seq: 0, eventSeq: at.delivered, alive: true };
    connections.add(connection);
    const hello: ServerMessage = {
      kind: 'hello',
      protocol: REALTIME_PROTOCOL_VERSION,
      seq: 0,
      stream,
      eventSeq: missed && resume ? resume.since : at.delivered,
      snapshot: missed === null,
    };
    ws.send(JSON.stringify(hello));
    const replay = (missed ?? []).map((e) => bodyOf(e, eventAsHeardBy(listener, e.event)));
    for (let from = 0; from < replay.length; from += MAX_EVENTS_PER_MESSAGE) {
      ws.send(eventsMessage(++connection.seq, replay.slice(from, from + MAX_EVENTS_PER_MESSAGE)));
    }
    ws.on('pong', () => {
      connection.alive = true;
    });
    // Clients have nothing to say; anything they send is ignored rather than parsed.
    ws.on('message', () => {});
    ws.on('close', () => connections.delete(connection));
    ws.on('error', () => ws.terminate());
  }

  /** What a resuming socket missed; null (a snapshot) also when it cannot be read, rather than no socket. */
  function replayFor(listener: Listener, resume: RealtimeResume, at: HubPosition): StoredEvent[] | null {
    try {
      return missedEvents(deps.db, listener, resume, at);
    } catch (error) {
      log.error({ err: error }, 'could not read the events a socket missed');
      return null;
    }
  }

  /** Forgets the socket at once, so it hears no further event, and tells the client why. */
  function drop(c: Connection, why: keyof typeof REALTIME_CLOSE): void {
    if (connections.delete(c)) c.ws.close(REALTIME_CLOSE[why], why);
  }

  function dropRevoked(keys: readonly string[]): void {
    for (const key of keys) for (const c of connections.withKey(key)) drop(c, 'revoked');
  }

  const stopHearingRevocations = [
    deps.authSessions.onRevoked((tokenHashes) => dropRevoked(tokenHashes.map(staffKey))),
    deps.devices.onRevoked((credentialIds) => dropRevoked(credentialIds.map(tabletKey))),
    deps.guests.onRevoked((guestIds) => dropRevoked(guestIds.map((id) => tabletKey(`guest:${id}`)))),
  ];

  // The events of one commit (a group of orders) go out together: the dispatcher hands them over
  // one by one, synchronously after the COMMIT, and they are sent as one message per socket on the
  // next tick, before the orders' HTTP answers (those wait for promise callbacks, which run after
  // process.nextTick's). Tablets hear their table's events so, at once, and a kitchen display
  // (`?station_id=`) its station's (contract/station-events.ts). Other staff screens hear every
  // event of the shop, and at a rush the commits come tens a second: after a message, a staff
  // socket's next one waits out STAFF_FRAME_MS (longer with more screens than the shop's
  // STAFF_MESSAGES_PER_SECOND allow) and carries every commit of that time, so the staff screens
  // cost a bounded number of messages a second, however many commits there were. An event in a
  // quiet moment still goes out on the next tick.
  let pending: StoredEvent[] = [];
  let staffPending: StoredEvent[] = [];
  let staffTimer: NodeJS.Timeout | null = null;
  let staffSentAt = Number.NEGATIVE_INFINITY;
  function collect(stored: StoredEvent): void {
    if (pending.length === 0) process.nextTick(flush);
    pending.push(stored);
  }
  function flush(): void {
    const batch = pending;
    pending = [];
    fanOutInParts(batch, 'at once');
    staffPending.push(...batch);
    if (staffTimer) return;
    const wait = staffSentAt + staffFrameMs(connections.staff) - performance.now();
    if (wait <= 0) flushStaff();
    else staffTimer = setTimeout(flushStaff, wait);
  }
  function flushStaff(): void {
    staffTimer = null;
    staffSentAt = performance.now();
    const batch = staffPending;
    staffPending = [];
    fanOutInParts(batch, 'paced');
  }
  function fanOutInParts(batch: readonly StoredEvent[], to: Lane): void {
    for (let from = 0; from < batch.length; from += MAX_EVENTS_PER_MESSAGE) {
      fanOut(batch.slice(from, from + MAX_EVENTS_PER_MESSAGE), to);
    }
  }

  function fanOut(stored: readonly StoredEvent[], to: Lane): void {
    const batch = stored.map(outgoing);
    // Staff screens that are caught up hear the same events under the same seq: one encoded
    // message serves all of an audience, keyed by the three.
    const shared = new Map<string, Buffer>();
    for (const c of connections.inLane(to)) {
      const from = batch.findIndex((e) => e.seq > c.eventSeq);
      if (from < 0) continue;
      c.eventSeq = stored[stored.length - 1]?.seq ?? c.eventSeq;
      const picked = to === 'paced' ? null : pickFor(c.listener, batch, from);
      if (picked?.length === 0) continue;
      c.seq++;
      if (c.ws.readyState !== WebSocket.OPEN || c.ws.bufferedAmount > MAX_BUFFERED_BYTES) continue;
      if (picked) {
        c.ws.send(eventsMessage(c.seq, picked));
        continue;
      }
      const key = `${c.seq}:${from}:${audienceOf(c.listener)}`;
      let message = shared.get(key);
      if (!message) {
        message = Buffer.from(
          eventsMessage(
            c.seq,
            batch.slice(from).map((e) => e.bodyFor(c.listener)),
          ),
        );
        shared.set(key, message);
      }
      // As text, as before: a Buffer would otherwise go out as a binary frame.
      c.ws.send(message, { binary: false });
    }
  }
  const unregister = deps.events.register({ name: HUB_CONSUMER, durable: false, handle: collect });

  // The safety net behind the revocation news: a credential can also end without any (a session
  // idle or expired, a table stopped), and the socket must not outlive it by more than this.
  const heartbeat = setInterval(() => {
    for (const c of connections.values()) {
      if (!c.alive) {
        connections.delete(c);
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
      listenerOf(deps, c.req).then(
        (still) => {
          if (still && credentialKey(still) === c.key) c.listener = still;
          else drop(c, 'revoked');
        },
        () => {
          connections.delete(c);
          c.ws.terminate();
        },
      );
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    close() {
      clearInterval(heartbeat);
      if (staffTimer) clearTimeout(staffTimer);
      unregister();
      for (const stop of stopHearingRevocations) stop();
      for (const c of connections.values()) c.ws.terminate();
      connections.clear();
      wss.close();
    },
    clientCount: () => connections.size,
  };
}

/** An event on its way out: its seq, and the RealtimeEvent encoded once per audience (audienceOf) that hears it. */
interface Outgoing {
  seq: number;
  event: StoredEvent['event'];
  /** The encoding of what `listener` is sent of it (eventAsHeardBy), made when the first of its audience hears it. */
  bodyFor(listener: Listener): string;
}

function outgoing(stored: StoredEvent): Outgoing {
  const bodies = new Map<string, string>();
  return {
    seq: stored.seq,
    event: stored.event,
    bodyFor(listener) {
      const audience = audienceOf(listener);
      let body = bodies.get(audience);
      if (body === undefined) {
        body = bodyOf(stored, eventAsHeardBy(listener, stored.event));
        bodies.set(audience, body);
      }
      return body;
    },
  };
}

/** The encoded events of `batch` from `from` that a socket heard at once may hear (a tablet's table, a display's station). */
function pickFor(listener: Listener, batch: readonly Outgoing[], from: number): string[] {
  const picked: string[] = [];
  for (const e of batch.slice(from)) if (shouldReceive(listener, e.event)) picked.push(e.bodyFor(listener));
  return picked;
}

// One serialisation per event and audience (a RealtimeEvent), then the socket's message around the ones it hears.
function bodyOf({ seq, at }: StoredEvent, event: StoredEvent['event']): string {
  return JSON.stringify({ eventSeq: seq, at, event });
}

function eventsMessage(seq: number, bodies: readonly string[]): string {
  return `{"kind":"events","seq":${seq},"events":[${bodies.join(',')}]}`;
}
