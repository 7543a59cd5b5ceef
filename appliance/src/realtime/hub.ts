import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { REALTIME_PROTOCOL_VERSION, type RealtimeMessage, type ServerMessage } from '../contract/events';
import type { StaffActor } from '../features/auth/auth-sessions';
import type { DeviceActor } from '../features/pairing/device-credentials';
import { COOKIE } from '../http/cookies';
import type { AppDeps } from '../http/deps';

export const EVENTS_PATH = '/v1/events';
const MAX_FRAME_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;

type Listener = { staff: StaffActor; device: null } | { staff: null; device: DeviceActor };

function cookieFrom(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Same-origin only: a page of another site must not open a socket with the shop's cookies. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

async function listenerOf(deps: AppDeps, req: IncomingMessage): Promise<Listener | null> {
  const staffToken = cookieFrom(req, COOKIE.staff);
  const staff = staffToken ? deps.authSessions.resolve(staffToken) : null;
  if (staff) return { staff, device: null };
  const deviceToken = cookieFrom(req, COOKIE.device);
  const device = deviceToken ? await deps.devices.resolve(deviceToken) : null;
  return device ? { staff: null, device } : null;
}

/** Staff hear the whole shop; a tablet hears its own table and menu changes. */
function shouldReceive(listener: Listener, message: RealtimeMessage): boolean {
  if (listener.staff) return true;
  const event = message.event;
  return event.type === 'menu.changed' || event.diningTableId === listener.device.diningTableId;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The WebSocket hub on /v1/events: authenticates upgrades by the same cookies as the API, pushes
 * domain events from the bus, and drops sockets whose login or tablet credential was revoked.
 */
export function attachRealtimeHub(server: Server, deps: AppDeps): { close(): void; clientCount(): number } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, clientTracking: true });

  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== EVENTS_PATH) return refuse(socket, 404, 'Not Found');
    if (!sameOrigin(req)) return refuse(socket, 403, 'Forbidden');
    void listenerOf(deps, req).then(
      (listener) => {
        if (!listener) return refuse(socket, 401, 'Unauthorized');
        wss.handleUpgrade(req, socket, head, (ws) => serve(ws, req, listener));
      },
      () => refuse(socket, 500, 'Internal Server Error'),
    );
  });

  function serve(ws: WebSocket, req: IncomingMessage, listener: Listener): void {
    const send = (message: ServerMessage) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    };
    send({ kind: 'hello', protocol: REALTIME_PROTOCOL_VERSION, seq: deps.bus.seq });
    const unsubscribe = deps.bus.subscribe((message) => {
      if (shouldReceive(listener, message)) send({ kind: 'event', ...message });
    });
    let alive = true;
    ws.on('pong', () => {
      alive = true;
    });
    // Clients have nothing to say; anything they send is ignored rather than parsed.
    ws.on('message', () => {});
    const heartbeat = setInterval(async () => {
      const still = await listenerOf(deps, req).catch(() => null);
      if (!alive || !still) return ws.terminate();
      alive = false;
      ws.ping();
    }, HEARTBEAT_MS);
    ws.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    ws.on('error', () => ws.terminate());
  }

  return {
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
    clientCount: () => wss.clients.size,
  };
}
