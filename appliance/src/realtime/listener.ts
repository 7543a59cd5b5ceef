import type { IncomingMessage } from 'node:http';
import type { DomainEvent } from '../contract/events';
import { EVENT_DETAILS, EVENTS_DETAIL_PARAM, EVENTS_STATION_PARAM, type EventDetail } from '../contract/realtime-protocol';
import { stationHears } from '../contract/station-events';
import { deviceOfCookies, staffOfCookies } from '../http/auth-middleware';
import type { StaffActor } from '../shared/auth-sessions';
import type { AppDeps } from '../shared/deps';
import type { DeviceActor } from '../shared/device-credentials';

/**
 * Who holds a socket: a logged-in staff member (any role), as a kitchen display of one station
 * when it asked with `?station_id=`, or a paired tablet.
 */
export type Listener =
  | { staff: StaffActor; device: null; stationId: number | null; details: ReadonlySet<EventDetail> }
  | { staff: null; device: DeviceActor };

/** The station an upgrade asks to hear (`?station_id=`), null for none, 'invalid' for anything but a positive integer. */
export function stationOfUpgrade(req: IncomingMessage): number | null | 'invalid' {
  const query = (req.url ?? '').split('?')[1];
  if (query === undefined) return null;
  const values = new URLSearchParams(query).getAll(EVENTS_STATION_PARAM);
  if (values.length === 0) return null;
  const [value = ''] = values;
  if (values.length > 1 || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2 ** 31 - 1) return 'invalid';
  return Number(value);
}

/** The parts of events an upgrade asks for (`?detail=cards,lines`), each once; 'invalid' for anything else. */
export function detailsOfUpgrade(req: IncomingMessage): ReadonlySet<EventDetail> | 'invalid' {
  const query = (req.url ?? '').split('?')[1];
  const values = query === undefined ? [] : new URLSearchParams(query).getAll(EVENTS_DETAIL_PARAM);
  if (values.length > 1) return 'invalid';
  const asked = values[0] === undefined || values[0] === '' ? [] : values[0].split(',');
  const known = new Set<string>(EVENT_DETAILS);
  if (new Set(asked).size !== asked.length || asked.some((d) => !known.has(d))) return 'invalid';
  return new Set(asked as EventDetail[]);
}

/**
 * Same origin only: a page of another site must not open a socket with the shop's cookies
 * (SameSite=Lax cookies do travel on cross-site WebSocket upgrades). Browsers always send Origin
 * on an upgrade; clients without one (curl, the bench) are not browsers riding a cookie.
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Resolves the upgrade's cookies as the API does; a staff login wins over a tablet credential. */
export async function listenerOf(deps: AppDeps, req: IncomingMessage): Promise<Listener | null> {
  // From the guests' network only a tablet or a phone may listen: a staff cookie counts for nothing there.
  const { staff } = staffOfCookies(deps, req);
  if (staff) {
    const station = stationOfUpgrade(req);
    const details = detailsOfUpgrade(req);
    return {
      staff,
      device: null,
      stationId: typeof station === 'number' ? station : null,
      details: details === 'invalid' ? new Set() : details,
    };
  }
  const device = await deviceOfCookies(deps, req);
  return device ? { staff: null, device } : null;
}

/** Tablets and kitchen displays hear each commit at once; other staff screens in paced messages (hub.ts). */
export function hearsAtOnce(listener: Listener): boolean {
  return listener.staff === null || listener.stationId !== null;
}

/** The credential a socket counts against and is closed with: one staff login or one tablet credential. */
export function credentialKey(listener: Listener): string {
  return listener.staff ? staffKey(listener.staff.tokenHash) : tabletKey(listener.device.credentialId);
}

export const staffKey = (tokenHash: string): string => `staff:${tokenHash}`;
export const tabletKey = (credentialId: string): string => `tablet:${credentialId}`;

/**
 * Staff hear the whole shop, a kitchen display its station's events; a tablet hears its own table
 * and menu changes; a guest's phone only its own visit's (a later party at the table is not its
 * business) and menu changes.
 */
export function shouldReceive(listener: Listener, event: DomainEvent): boolean {
  if (listener.staff) return listener.stationId === null || stationHears(event, listener.stationId);
  if (event.type === 'menu.changed') return true;
  if (!('diningTableId' in event)) return false;
  const guest = listener.device.guest;
  if (guest) return event.tableSessionId === guest.tableSessionId;
  return event.diningTableId === listener.device.diningTableId;
}

/**
 * The parts of events a listener is sent: those it asked for (`?detail=`; a kitchen display of a
 * station always its cards); a tablet or a guest's phone none (the lines name the guest's phone,
 * スマホN, which only staff are told).
 */
function partsHeardBy(listener: Listener): { cards: boolean; lines: boolean; expo: boolean } {
  if (!listener.staff) return { cards: false, lines: false, expo: false };
  return {
    cards: listener.stationId !== null || listener.details.has('cards'),
    lines: listener.details.has('lines'),
    expo: listener.details.has('expo'),
  };
}

/** What a listener is sent of an event it hears (partsHeardBy). */
export function eventAsHeardBy(listener: Listener, event: DomainEvent): DomainEvent {
  if (event.type === 'kitchen.bumped') {
    if (event.expo === undefined || partsHeardBy(listener).expo) return event;
    const { expo: _left, ...rest } = event;
    return rest;
  }
  if (event.type !== 'order.created' || (event.cards === undefined && event.lines === undefined)) return event;
  const { cards, lines, ...rest } = event;
  const parts = partsHeardBy(listener);
  return { ...rest, ...(parts.cards && cards ? { cards } : {}), ...(parts.lines && lines ? { lines } : {}) };
}

/** Listeners sent the same parts of events share one encoding: this names theirs. */
export function audienceOf(listener: Listener): string {
  const parts = partsHeardBy(listener);
  return `${parts.cards ? 'c' : ''}${parts.lines ? 'l' : ''}${parts.expo ? 'e' : ''}`;
}
