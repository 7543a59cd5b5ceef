import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { REALTIME_PROTOCOL_VERSION, type ServerMessage } from '../contract/events';
import type { AppDeps } from '../http/deps';
import type { PublishedEvent } from './bus';
import { isSameOrigin, type Listener, listenerOf, shouldReceive } from './listener';

export const EVENTS_PATH = '/v1/events';
const MAX_FRAME_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;
/** A client that has not read this much is stalled: events are skipped for it (it sees the gap). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Far above any shop's screens and tablets; keeps a runaway client from exhausting the box. */
const MAX_CONNECTIONS = 2000;

interface Connection {
  ws: WebSocket;
  req: IncomingMessage;
  listener: Listener;
  /** Events counted for this socket, sent or skipped. */
  seq: number;
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
 * Origin, pushes each domain event from the bus to the sockets allowed to hear it, and drops
 * sockets that stop answering pings or whose login or tablet credential was revoked.
 */
export function attachRealtimeHub(server: Server, deps: AppDeps): RealtimeHub {
  const log = deps.logger.child({ module: 'realtime' });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, clientTracking: false });
  const connections = new Set<Connection>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '').split('?')[0];
    if (path !== EVENTS_PATH) return refuse(socket, 404, 'Not Found');
    if (!isSameOrigin(req)) return refuse(socket, 403, 'Forbidden');
    if (connections.size >= MAX_CONNECTIONS) return refuse(socket, 503, 'Service Unavailable');
    listenerOf(deps, req).then(
      (listener) => {
        if (!listener) return refuse(socket, 401, 'Unauthorized');
        wss.handleUpgrade(req, socket, head, (ws) => serve(ws, req, listener));
      },
      (error: unknown) => {
        log.error({ err: error }, 'could not authenticate a socket');
        refuse(socket, 500, 'Internal Server Error');
      },
    );
  });

  function serve(ws: WebSocket, req: IncomingMessage, listener: Listener): void {
    const connection: Connection = { ws, req, listener, seq: 0, alive: true };
    connections.add(connection);
    const hello: ServerMessage = { kind: 'hello', protocol: REALTIME_PROTOCOL_VERSION, seq: 0 };
    ws.send(JSON.stringify(hello));
    ws.on('pong', () => {
      connection.alive = true;
    });
    // Clients have nothing to say; anything they send is ignored rather than parsed.
    ws.on('message', () => {});
    ws.on('close', () => connections.delete(connection));
    ws.on('error', () => ws.terminate());
  }

  // One serialisation per event, then the per-socket sequence number spliced in front.
  const unsubscribe = deps.bus.subscribe(({ at, event }: PublishedEvent) => {
    const body = JSON.stringify({ at, event }).slice(1);
    for (const c of connections) {
      if (!shouldReceive(c.listener, event)) continue;
      c.seq++;
      if (c.ws.readyState !== WebSocket.OPEN || c.ws.bufferedAmount > MAX_BUFFERED_BYTES) continue;
      c.ws.send(`{"kind":"event","seq":${c.seq},${body}`);
    }
  });

  const heartbeat = setInterval(() => {
    for (const c of connections) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
      listenerOf(deps, c.req).then(
        (still) => {
          if (still) c.listener = still;
          else c.ws.close(1008, 'credential revoked');
        },
        () => c.ws.terminate(),
      );
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const c of connections) c.ws.terminate();
      connections.clear();
      wss.close();
    },
    clientCount: () => connections.size,
  };
}
