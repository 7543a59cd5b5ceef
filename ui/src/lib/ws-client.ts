import type { ServerMessage } from '@contract/events';
import { useEffect, useRef } from 'react';
import { createStore, useStore } from './create-store';

/** live: pushed events arrive; connecting: first try or a retry under way; down: waiting to retry. */
export type RealtimeStatus = 'connecting' | 'live' | 'down';

export interface RealtimeHandlers {
  /** After every (re)connect and after a sequence gap: load a fresh snapshot. */
  onSnapshot?: () => void;
  onEvent?: (message: Extract<ServerMessage, { kind: 'event' }>) => void;
}

const MAX_BACKOFF_MS = 30_000;

// A structural check instead of the zod schema keeps zod out of the diner's first load; the box
// is the only sender and its messages are typed by the contract.
function parseMessage(data: unknown): ServerMessage | null {
  try {
    const value: unknown = JSON.parse(String(data));
    if (typeof value !== 'object' || value === null || !('kind' in value) || !('seq' in value)) return null;
    if (typeof value.seq !== 'number') return null;
    if (value.kind === 'hello') return value as ServerMessage;
    if (value.kind === 'event' && 'event' in value && typeof value.event === 'object' && value.event !== null) {
      return value as ServerMessage;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * One WebSocket to /v1/events per page, shared by every component that listens. Reconnects with
 * exponential backoff and jitter; `seq` gaps (staff see every number) trigger a snapshot reload.
 */
class RealtimeClient {
  readonly status = createStore<RealtimeStatus>('connecting');
  readonly #handlers = new Set<RealtimeHandlers>();
  #socket: WebSocket | null = null;
  #attempt = 0;
  #lastSeq: number | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #users = 0;

  /** Starts the connection on first use; the last user leaving closes it. */
  retain(handlers: RealtimeHandlers): () => void {
    this.#handlers.add(handlers);
    if (this.#users++ === 0) this.#connect();
    return () => {
      this.#handlers.delete(handlers);
      if (--this.#users === 0) this.#close();
    };
  }

  #connect(): void {
    clearTimeout(this.#timer);
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/v1/events`;
    this.status.set(this.#attempt === 0 ? 'connecting' : 'down');
    const socket = new WebSocket(url);
    this.#socket = socket;
    socket.onmessage = (e) => this.#receive(e.data);
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.status.set('down');
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.#attempt) * (0.75 + Math.random() * 0.5);
      this.#attempt++;
      this.#timer = setTimeout(() => this.#connect(), delay);
    };
  }

  #receive(data: unknown): void {
    const message = parseMessage(data);
    if (!message) return;
    if (message.kind === 'hello') {
      this.#attempt = 0;
      this.#lastSeq = message.seq;
      this.status.set('live');
      for (const h of this.#handlers) h.onSnapshot?.();
      return;
    }
    const gap = this.#lastSeq !== null && message.seq > this.#lastSeq + 1;
    this.#lastSeq = message.seq;
    for (const h of this.#handlers) {
      h.onEvent?.(message);
      if (gap) h.onSnapshot?.();
    }
  }

  #close(): void {
    clearTimeout(this.#timer);
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
    this.#attempt = 0;
    this.#lastSeq = null;
  }

  /** Tests and the offline banner can force a reconnect right away. */
  reconnectNow(): void {
    if (this.#socket) return;
    this.#attempt = 0;
    this.#connect();
  }
}

export const realtime = new RealtimeClient();

/**
 * Listens to the box's events while the component is mounted and returns the connection status.
 * Handlers may change between renders; the latest ones are always called.
 */
export function useRealtime(handlers: RealtimeHandlers): RealtimeStatus {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(
    () =>
      realtime.retain({
        onSnapshot: () => latest.current.onSnapshot?.(),
        onEvent: (m) => latest.current.onEvent?.(m),
      }),
    [],
  );
  return useStore(realtime.status);
}

/** SPEC.md's 15 s polling, but only while live updates are down. */
export function usePollingWhileDown(status: RealtimeStatus, poll: () => void, intervalMs = 15_000): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (status === 'live') return;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [status, intervalMs]);
}
