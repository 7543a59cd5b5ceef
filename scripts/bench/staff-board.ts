/**
 * A staff order list (注文確認画面, /order-list) as ui/src/features/staff/hooks/use-order-board.ts and
 * use-plan-runs.ts drive it: a staff socket on /v1/events?detail=lines (every event of the shop,
 * paced, with new orders' lines), and at
 * the hello GET /v1/orderitem/get/list (open visits, lines still to serve, oldest first, up to the
 * screen's limit) with GET /v1/tablesession/get/list (the open visits), and GET /v1/plan/runs for
 * the 放題 panel. Then, per event, what the screen does: a new order's lines come in its
 * order.created event (`lines`) and are added without a load when their visit is held; a bump, a
 * recall or a served tick is patched; a printer's news changes nothing; any other event loads the
 * list again (coalesced as useCoalesced does: while a load runs, any number of events make exactly
 * one more after it). The panel loads on an order only when it holds a plan or 延長 line, and on a
 * 取消 or a visit's change. With `useEventLines` false the board loads the list on every order, as
 * the screen did before order.created carried its lines (the bench's "before"). Each order is timed
 * when the first message or answer that holds one of its lines arrives.
 */
import type { WebSocket } from 'ws';
import { SESSION_STATUS } from '../../appliance/src/contract/constants';
import type { DomainEvent } from '../../appliance/src/contract/events';
import type { OrderItemListResponse } from '../../appliance/src/contract/orders';
import { EVENTS_DETAIL_PARAM } from '../../appliance/src/contract/realtime-protocol';
import type { TableSessionListResponse } from '../../appliance/src/contract/table-sessions';
import type { ApiClient } from '../../appliance/test/helpers/api-client';
import type { Placed } from './kitchen-figures';
import { openStaffSocket } from './staff-socket';
import { type LatencySummary, summarize } from './stats';

/** The screen's ORDER_LIST_LIMIT (ui/src/features/staff/api/staff-api.ts). */
const ORDER_LIST_LIMIT = 2000;
const OPEN = [SESSION_STATUS.active, SESSION_STATUS.billRequested];

export interface StaffBoardStats {
  /** Whole-list loads (lines and visits), the first included. */
  loads: number;
  /** 放題 panel loads, the first included. */
  planLoads: number;
  /** Orders whose lines were added from their event, without a load. */
  pushedOrders: number;
  loadErrors: number;
  socketCloses: number;
  /** Lines still to serve the last answer counted. */
  openLines: number;
}

export class StaffBoard {
  readonly stats: StaffBoardStats = { loads: 0, planLoads: 0, pushedOrders: 0, loadErrors: 0, socketCloses: 0, openLines: 0 };
  /** order id -> performance.now() when one of its lines was first shown. */
  readonly shown = new Map<number, number>();
  #ws: WebSocket | undefined;
  #sessions = new Set<number>();
  #list = { running: false, again: false };
  #plans = { running: false, again: false };

  constructor(
    private readonly baseUrl: string,
    private readonly client: ApiClient,
    private readonly useEventLines: boolean,
  ) {}

  /** Opens the socket; resolves once the box said hello and the first loads answered. */
  async open(): Promise<void> {
    // As the screen asks: the lines of new orders (its 放題 panel asks the same).
    const { ws, ready } = openStaffSocket(this.baseUrl, this.client, `${EVENTS_DETAIL_PARAM}=lines`, 'staff board', {
      hello: () => Promise.all([this.#loadList(), this.#loadPlans()]),
      events: (events) => {
        const at = performance.now();
        for (const { event } of events) this.#hear(event, at);
      },
      closed: (closed) => {
        if (this.#ws === closed) this.stats.socketCloses++;
      },
    });
    this.#ws = ws;
    await ready;
  }

  #hear(event: DomainEvent, at: number): void {
    if (event.type === 'order.created') {
      const lines = this.useEventLines ? event.lines : undefined;
      if (lines && (lines.length === 0 || this.#sessions.has(event.tableSessionId))) {
        if (!this.shown.has(event.orderId)) this.shown.set(event.orderId, at);
        this.stats.pushedOrders++;
        this.stats.openLines += lines.length;
      } else this.#again(this.#list, () => this.#loadList());
      if (!lines || lines.some((l) => l.plan_kind !== null)) this.#again(this.#plans, () => this.#loadPlans());
      return;
    }
    // Patched in place (use-order-board.ts); the bench's items never change on sale.
    if (event.type === 'kitchen.bumped' || event.type === 'orderItem.updated' || event.type === 'printer.changed') return;
    if (event.type === 'menu.changed') return;
    this.#again(this.#list, () => this.#loadList());
    if (event.type === 'orderItem.cancelled' || event.type === 'tableSession.updated')
      this.#again(this.#plans, () => this.#loadPlans());
  }

  /** A load now, or one more after the one running. */
  #again(state: { running: boolean; again: boolean }, load: () => Promise<void>): void {
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    void (async () => {
      do {
        state.again = false;
        await load();
      } while (state.again && this.#ws);
      state.running = false;
    })();
  }

  async #loadList(): Promise<void> {
    this.stats.loads++;
    try {
      const [lines, sessions] = await Promise.all([
        this.client.get<OrderItemListResponse>('/v1/orderitem/get/list', {
          sessionStatus: OPEN,
          status: 0,
          order: 'created_at',
          orderBy: 'asc',
          limit: ORDER_LIST_LIMIT,
        }),
        this.client.get<TableSessionListResponse>('/v1/tablesession/get/list', { status: OPEN }),
      ]);
      const at = performance.now();
      if (lines.status !== 200 || sessions.status !== 200) {
        this.stats.loadErrors++;
        return;
      }
      this.#sessions = new Set(sessions.body.list.data.map((s) => s.id));
      for (const line of lines.body.list.data) if (!this.shown.has(line.orders.id)) this.shown.set(line.orders.id, at);
      this.stats.openLines = lines.body.list.total;
    } catch {
      this.stats.loadErrors++;
    }
  }

  async #loadPlans(): Promise<void> {
    this.stats.planLoads++;
    try {
      const res = await this.client.get('/v1/plan/runs');
      if (res.status !== 200) this.stats.loadErrors++;
    } catch {
      this.stats.loadErrors++;
    }
  }

  close(): void {
    this.#ws?.terminate();
    this.#ws = undefined;
  }
}

export interface BoardFigures {
  /** From t0 of a timed order to its first line on each list. */
  latency: LatencySummary;
  /** Every list showed every order. */
  shownAll: boolean;
  loads: number;
  /** Of `loads`, those during and after the timed run. */
  runLoads: number;
  planLoads: number;
  pushed: number;
  errors: number;
}

/** Waits until every list shows every order, or `timeoutMs` passed; false then. */
export async function waitBoards(
  boards: readonly StaffBoard[],
  orderIds: Iterable<number>,
  timeoutMs = 15_000,
): Promise<boolean> {
  const ids = [...orderIds];
  const deadline = performance.now() + timeoutMs;
  const done = () => boards.every((b) => ids.every((id) => b.shown.has(id)));
  while (!done()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** The lists' figures over the run; `loadsBefore` is their loads when the timed run began. */
export function boardFigures(boards: readonly StaffBoard[], placed: Iterable<Placed>, loadsBefore: number): BoardFigures {
  const orders = [...placed];
  const samples: number[] = [];
  for (const board of boards) {
    for (const order of orders) {
      const at = board.shown.get(order.orderId);
      if (!order.warm && at !== undefined) samples.push(at - order.t0);
    }
  }
  const sum = (pick: (s: StaffBoardStats) => number) => boards.reduce((n, b) => n + pick(b.stats), 0);
  return {
    latency: summarize(samples),
    shownAll: boards.every((b) => orders.every((o) => b.shown.has(o.orderId))),
    loads: sum((s) => s.loads),
    runLoads: sum((s) => s.loads) - loadsBefore,
    planLoads: sum((s) => s.planLoads),
    pushed: sum((s) => s.pushedOrders),
    errors: sum((s) => s.loadErrors + s.socketCloses),
  };
}

/** The lists' loads so far (taken when the timed run begins). */
export const boardLoads = (boards: readonly StaffBoard[]) => boards.reduce((n, b) => n + b.stats.loads, 0);
