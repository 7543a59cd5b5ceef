import { type RealtimeResume, zRealtimeResume } from '../contract/events';
import type { Db } from '../db/client';
import { type EventRow, eventsAfter, keepsEverythingAfter, type StoredEvent, tableEventsBetween } from '../events/event-store';
import { type Listener, shouldReceive } from './listener';

/** A resume further back than this many events of the shop gets a snapshot: cheaper than the scan. */
export const MAX_REPLAY_SPAN = 10_000;
/** A resume that would replay more than this many events to the socket gets a snapshot instead. */
export const MAX_REPLAY_EVENTS = 500;

/** Where this run of the box stands, as far as resuming sockets are concerned. */
export interface HubPosition {
  /** Names this run of the box; a client's `since` from another run is trusted only up to `bootSeq`. */
  stream: string;
  /** The newest seq when this run started: older events are the same in every run (a restored backup is a prefix). */
  bootSeq: number;
  /** The last seq the hub fanned out to sockets; newer ones reach a new socket live. */
  delivered: number;
}

/** `?since=&stream=` of an upgrade URL, or null when absent or malformed (the client then gets a snapshot). */
export function resumeOf(url: string | undefined): RealtimeResume | null {
  const query = new URL(url ?? '/', 'http://box').searchParams;
  const parsed = zRealtimeResume.safeParse({ since: query.get('since') ?? undefined, stream: query.get('stream') ?? undefined });
  return parsed.success ? parsed.data : null;
}

/**
 * The events after the client's `since`, up to what the hub has delivered, that this listener may
 * see; null when the box cannot tell them all (another run's numbering, deleted by retention, too
 * many), and the client must load a snapshot instead.
 */
export function missedEvents(db: Db, listener: Listener, resume: RealtimeResume, at: HubPosition): StoredEvent[] | null {
  const { since } = resume;
  if (resume.stream !== at.stream && since > at.bootSeq) return null;
  if (since > at.delivered || at.delivered - since > MAX_REPLAY_SPAN) return null;
  if (!keepsEverythingAfter(db, since)) return null;
  const rows: EventRow[] = listener.staff
    ? eventsAfter(db, since, MAX_REPLAY_EVENTS + 1).filter((row) => row.seq <= at.delivered)
    : tableEventsBetween(db, listener.device.diningTableId, since, at.delivered, MAX_REPLAY_EVENTS + 1);
  if (rows.length > MAX_REPLAY_EVENTS) return null;
  const missed: StoredEvent[] = [];
  for (const { seq, at: committedAt, event } of rows) {
    if (event && shouldReceive(listener, event)) missed.push({ seq, at: committedAt, event });
  }
  return missed;
}
