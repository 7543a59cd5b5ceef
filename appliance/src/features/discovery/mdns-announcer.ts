import type { EventEmitter } from 'node:events';
import os from 'node:os';
import type { Bonjour, ServiceConfig } from 'bonjour-service';
import type { Logger } from '../../logger';
import { lanIpv4Addresses, serviceInstanceName } from './lan-addresses';

export interface AnnouncerOptions {
  /** Read at every poll, so a shop renamed (or set up) is announced under its new name. */
  shopName: () => string;
  port: number;
  /** The listen address when it is one interface's address; all interfaces otherwise. */
  interfaceAddress?: string;
  logger: Logger;
  pollMs?: number;
  addresses?: () => string[];
}

export interface Announcer {
  /** Sends goodbye packets and closes the socket; resolves within about a second. */
  stop(): Promise<void>;
}

const DEFAULT_POLL_MS = 30_000;
const STOP_WAIT_MS = 1_000;

function mdnsEvents(bonjour: Bonjour): EventEmitter | undefined {
  const server: unknown = Reflect.get(bonjour, 'server');
  const mdns: unknown = server && typeof server === 'object' ? Reflect.get(server, 'mdns') : undefined;
  return mdns && typeof mdns === 'object' && 'on' in mdns ? (mdns as EventEmitter) : undefined;
}

function withTimeout(work: (done: () => void) => void, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    try {
      work(() => {
        clearTimeout(timer);
        resolve();
      });
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/**
 * Announces the box as an `_http._tcp` service named after the shop (TXT path=/) by mDNS. Every
 * poll compares the LAN addresses and the shop name with what was announced and, on a change,
 * says goodbye and announces afresh on a new socket (which joins the new interfaces). Multicast
 * trouble (no route, no interface, port refused) is logged once and retried at the next poll;
 * it never stops the box.
 */
export function startAnnouncer(options: AnnouncerOptions): Announcer {
  const { logger, port } = options;
  const addresses = options.addresses ?? lanIpv4Addresses;
  const host = `${os.hostname().replace(/\.local$/, '')}.local`;
  let bonjour: Bonjour | undefined;
  let announced = '';
  let reported = '';
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();

  const report = (err: unknown) => {
    const text = err instanceof Error ? err.message : String(err);
    if (text === reported) return;
    reported = text;
    logger.warn({ err: text }, 'mDNS announcement trouble; the box keeps serving and retries');
  };

  const withdraw = async () => {
    const current = bonjour;
    bonjour = undefined;
    announced = '';
    if (!current) return;
    await withTimeout((done) => current.unpublishAll(done), STOP_WAIT_MS);
    await withTimeout((done) => current.destroy(done), STOP_WAIT_MS);
  };

  const refresh = async () => {
    if (stopped) return;
    const lan = addresses();
    const usable = options.interfaceAddress ? lan.filter((a) => a === options.interfaceAddress) : lan;
    const name = serviceInstanceName(options.shopName());
    const wanted = usable.length > 0 ? `${name}|${usable.join(',')}` : '';
    if (wanted === announced && (wanted === '' || bonjour)) return;
    await withdraw();
    if (wanted === '' || stopped) return;
    try {
      // bonjour-service (multicast-dns, dns-packet) loads with the first announcement, after the box listens.
      const { Bonjour: BonjourClass } = await import('bonjour-service');
      if (stopped) return;
      // bonjour-service hands these to multicast-dns; its typing names only service fields.
      const socketOptions = options.interfaceAddress ? { interface: options.interfaceAddress } : {};
      const next = new BonjourClass(socketOptions as Partial<ServiceConfig>, report);
      const events = mdnsEvents(next);
      events?.on('error', (err: unknown) => {
        report(err);
        // A socket that could not bind is useless; the next poll makes a new one.
        if (bonjour === next) announced = '';
      });
      events?.on('warning', report);
      next.publish({ name, type: 'http', port, host, txt: { path: '/' }, disableIPv6: true });
      bonjour = next;
      announced = wanted;
      logger.info({ name, port, addresses: usable }, 'announced on the LAN by mDNS');
    } catch (err) {
      report(err);
    }
  };

  const tick = () => {
    busy = busy.then(refresh).catch(report);
  };
  tick();
  const timer = setInterval(tick, options.pollMs ?? DEFAULT_POLL_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
      await withdraw();
    },
  };
}
