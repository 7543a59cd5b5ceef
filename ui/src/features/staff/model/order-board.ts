import { SESSION_STATUS } from '@contract/constants';
import { isFoodLine } from '@contract/line-kinds';
import type { OrderItem } from '@contract/orders';
import type { Station } from '@contract/stations';
import type { TableSession } from '@contract/table-sessions';
import { isCallLine } from './board-diff';
import { type AgeBand, ageBand, waitedMinutes } from './line-age';

/**
 * What a line asks of the floor: a staff call to answer, a dish ready to carry, one being made, or
 * nothing (served, cancelled, or a plan or 延長: not food, never to serve).
 */
export type LineKind = 'call' | 'ready' | 'ordered' | 'served' | 'cancelled' | 'plan';

export interface BoardLine {
  line: OrderItem;
  kind: LineKind;
  /** Minutes since it was ordered (the guest's wait). */
  minutes: number;
  band: AgeBand;
  /** The station it was routed to, when this screen knows it. */
  station: Station | undefined;
  /** What places it among its table's lines: a line ticked here a moment ago keeps the place it had. */
  place: LineKind;
}

/** One table's block: its open visit and the lines shown for it, in the order the floor takes them. */
export interface TableBlock {
  sessionId: number;
  label: string;
  /** The open visit, for its bill detail; undefined when the visit list has not caught up yet. */
  session: TableSession | undefined;
  billRequested: boolean;
  /** Unserved staff calls (lines of the service genre). */
  calls: number;
  lines: BoardLine[];
  /** The line waiting longest among those still to serve; null when none is. */
  oldest: BoardLine | null;
  /** Portions still to serve (calls aside), and those of them ready to carry. */
  unservedPortions: number;
  readyPortions: number;
}

export interface BoardView {
  /** The station filter; null: every line. Staff calls and bill requests show whatever it is. */
  stationId: number | null;
  showServed: boolean;
  now: number;
  stations: ReadonlyMap<number, Station>;
  /** The served status to show: a tick on its way wins over the line's. */
  shownStatus: (line: OrderItem) => number;
  /** Lines ticked on this screen a moment ago: still shown, as served, so rows do not move under the finger. */
  lingering: ReadonlySet<number>;
}

const OPEN_KINDS: ReadonlySet<LineKind> = new Set(['call', 'ready', 'ordered']);
const KIND_RANK: Record<LineKind, number> = { call: 0, ready: 1, ordered: 2, served: 3, cancelled: 3, plan: 3 };

export function isOpenKind(kind: LineKind): boolean {
  return OPEN_KINDS.has(kind);
}

/**
 * A line as its station's bump (a time) or recall (null) left it, from kitchen.bumped: a line to make
 * becomes ready, a ready one to make again; a served or cancelled line keeps its state.
 */
export function withReadyAt(line: OrderItem, readyAt: number | null): OrderItem {
  if (line.state !== 'ordered' && line.state !== 'ready') return { ...line, ready_at: readyAt };
  return { ...line, ready_at: readyAt, state: readyAt === null ? 'ordered' : 'ready' };
}

export function lineKind(line: OrderItem, shownStatus: number): LineKind {
  if (line.state === 'cancelled') return 'cancelled';
  if (!isFoodLine(line) && !isCallLine(line)) return 'plan';
  if (shownStatus === 1) return 'served';
  if (isCallLine(line)) return 'call';
  return line.ready_at !== null ? 'ready' : 'ordered';
}

function passesStation(line: OrderItem, stationId: number | null): boolean {
  return stationId === null || isCallLine(line) || line.station_id === stationId;
}

function isShown(line: BoardLine, view: BoardView): boolean {
  if (!passesStation(line.line, view.stationId)) return false;
  if (isOpenKind(line.kind)) return true;
  return view.showServed || line.place !== line.kind;
}

/** Calls first, then dishes ready to carry (longest ready first), then the rest oldest first. */
export function compareLines(a: BoardLine, b: BoardLine): number {
  const rank = KIND_RANK[a.place] - KIND_RANK[b.place];
  if (rank !== 0) return rank;
  if (a.place === 'ready') {
    const ready = (a.line.ready_at ?? 0) - (b.line.ready_at ?? 0);
    if (ready !== 0) return ready;
  }
  return a.line.created_at - b.line.created_at || a.line.id - b.line.id;
}

/** Since when a table has wanted staff: its bill request or its oldest unanswered call; null: it has not. */
export function wantsStaffSince(block: TableBlock): number | null {
  const times: number[] = [];
  if (block.billRequested) times.push(block.session?.bill_requested_at ?? block.session?.created_at ?? 0);
  for (const l of block.lines) if (l.kind === 'call') times.push(l.line.created_at);
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * Tables that asked for the bill or called staff first (who asked first, first), then by the
 * line that has waited longest, then tables with nothing left to serve.
 */
export function compareBlocks(a: TableBlock, b: TableBlock): number {
  const wantA = wantsStaffSince(a);
  const wantB = wantsStaffSince(b);
  if ((wantA === null) !== (wantB === null)) return wantA === null ? 1 : -1;
  if (wantA !== null && wantB !== null && wantA !== wantB) return wantA - wantB;
  const oldA = a.oldest?.line.created_at ?? null;
  const oldB = b.oldest?.line.created_at ?? null;
  if ((oldA === null) !== (oldB === null)) return oldA === null ? 1 : -1;
  if (oldA !== null && oldB !== null && oldA !== oldB) return oldA - oldB;
  return a.sessionId - b.sessionId;
}

/** The order list as the floor reads it in a rush: one block per table, the most urgent first. */
export function buildBoard(lines: readonly OrderItem[], sessions: readonly TableSession[], view: BoardView): TableBlock[] {
  const sessionById = new Map(sessions.map((s) => [s.id, s]));
  const blocks = new Map<number, TableBlock>();
  const blockOf = (sessionId: number, fallbackLabel: string): TableBlock => {
    let block = blocks.get(sessionId);
    if (!block) {
      const session = sessionById.get(sessionId);
      block = {
        sessionId,
        label: session?.diningTables.label ?? fallbackLabel,
        session,
        billRequested: session?.status === SESSION_STATUS.billRequested,
        calls: 0,
        lines: [],
        oldest: null,
        unservedPortions: 0,
        readyPortions: 0,
      };
      blocks.set(sessionId, block);
    }
    return block;
  };

  for (const line of lines) {
    const station = line.station_id === null ? undefined : view.stations.get(line.station_id);
    const minutes = waitedMinutes(line.created_at, view.now);
    const kind = lineKind(line, view.shownStatus(line));
    const lingering = kind === 'served' && view.lingering.has(line.id);
    const place = lingering ? lineKind(line, 0) : kind;
    const boardLine: BoardLine = { line, kind, minutes, band: ageBand(minutes, station), station, place };
    if (!isShown(boardLine, view)) continue;
    const block = blockOf(line.orders.table_session_id, line.diningTables.label);
    block.lines.push(boardLine);
    if (kind === 'call') block.calls++;
    if (kind === 'ready' || kind === 'ordered') block.unservedPortions += line.quantity;
    if (kind === 'ready') block.readyPortions += line.quantity;
    if (isOpenKind(kind) && (!block.oldest || compareAge(boardLine, block.oldest) < 0)) block.oldest = boardLine;
  }
  for (const session of sessions) if (session.status === SESSION_STATUS.billRequested) blockOf(session.id, '');

  const board = [...blocks.values()];
  for (const block of board) block.lines.sort(compareLines);
  return board.sort(compareBlocks);
}

function compareAge(a: BoardLine, b: BoardLine): number {
  return a.line.created_at - b.line.created_at || a.line.id - b.line.id;
}

export interface BoardCounts {
  /** Portions still to serve (staff calls aside). */
  unserved: number;
  /** Of them, ready to carry. */
  ready: number;
  /** Staff calls not answered yet. */
  calls: number;
  /** Tables that asked for the bill. */
  bills: number;
}

/** The header's counts, in portions (×3 is three), over what the board shows. */
export function boardCounts(board: readonly TableBlock[]): BoardCounts {
  let unserved = 0;
  let ready = 0;
  let calls = 0;
  let bills = 0;
  for (const block of board) {
    unserved += block.unservedPortions;
    ready += block.readyPortions;
    calls += block.calls;
    if (block.billRequested) bills++;
  }
  return { unserved, ready, calls, bills };
}
