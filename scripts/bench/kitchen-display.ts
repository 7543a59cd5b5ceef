/**
 * A kitchen display (/kitchen) for one station, as ui/src/features/kitchen/hooks/use-kitchen-cards.ts
 * drives it: a staff socket on /v1/events?station_id= (its station's events, at once), GET
 * /v1/kitchen/get/cards?station_id= at the hello and
 * on each event that may change the station's cards (every event but menu.changed and its own
 * station's order.created and bumps; orderItem.cancelled and kitchen.bumped only of its own station,
 * the latter only for a recall), coalesced as useCoalesced does (while a load runs, any number of
 * events make exactly one more load after it, of the whole station if any asked for it). A new
 * order's card at its station is shown from its order.created event; while a load is running (its
 * answer may predate the order) it is loaded with GET ...&order_ids[]= instead. A bump at its station
 * is applied from the event: its lines leave the cards, and a card with no open line leaves the
 * display; a load that started before the event does not bring them back. Each card is timed when
 * the first message or answer that holds it arrives. A cook bumps each card `bumpAfterMs` after it
 * was first shown (POST /v1/kitchen/bump, one at a time), so the station's open cards stay those
 * of the last few seconds, as in a working kitchen, not every order of the run.
 */
import type { WebSocket } from 'ws';
import { QUERY_ARRAY_MAX } from '../../appliance/src/contract/constants';
import type { DomainEvent } from '../../appliance/src/contract/events';
import type { KitchenCard, KitchenCardsResponse } from '../../appliance/src/contract/kitchen';
import { EVENTS_DETAIL_PARAM, EVENTS_STATION_PARAM } from '../../appliance/src/contract/realtime-protocol';
import { stationHears } from '../../appliance/src/contract/station-events';
import type { ApiClient } from '../../appliance/test/helpers/api-client';
import { openStaffSocket } from './staff-socket';

export interface KitchenDisplayStats {
  loads: number;
  /** Of `loads`, those of only the orders just heard of (`order_ids[]=`). */
  orderLoads: number;
  /** New orders' cards shown from their order.created event, without a load. */
  pushedCards: number;
  loadErrors: number;
  /** The socket closed while the display was open (the display would poll, then reconnect). */
  socketCloses: number;
  bumps: number;
  bumpErrors: number;
  /** The most cards one answer held. */
  peakOpenCards: number;
  /** Cards of the last answer. */
  openCards: number;
}

export class KitchenDisplay {
  readonly stats: KitchenDisplayStats = {
    loads: 0,
    orderLoads: 0,
    pushedCards: 0,
    loadErrors: 0,
    socketCloses: 0,
    bumps: 0,
    bumpErrors: 0,
    peakOpenCards: 0,
    openCards: 0,
  };
  /** order_id -> performance.now() when its card was first shown. */
  readonly shown = new Map<number, number>();
  #ws: WebSocket | undefined;
  #running = false;
  #again = false;
  #bumping = false;
  #bumped = new Set<number>();
  /** Open cards (order id -> its open line ids), oldest first: the last answer with the bumps heard since. */
  #open = new Map<number, Set<number>>();
  /** Lines bumped by an event -> the loads started before it, whose answers may still hold them. */
  #heardBumps = new Map<number, number>();
  /** What the next load asks for: the whole station, or the cards of orders heard of since. */
  #wanted = { whole: true, orders: new Set<number>() };
  #timer: NodeJS.Timeout | undefined;
  #bumpAfterMs: number;
  #cooking = true;

  constructor(
    private readonly baseUrl: string,
    private readonly client: ApiClient,
    readonly stationId: number,
    bumpAfterMs: number,
  ) {
    this.#bumpAfterMs = bumpAfterMs;
  }

  /** Opens the socket; resolves once the box said hello and the first load answered. */
  async open(): Promise<void> {
    // As the display asks: only its station's events, each commit at once.
    const query = `${EVENTS_STATION_PARAM}=${this.stationId}&${EVENTS_DETAIL_PARAM}=cards`;
    const { ws, ready } = openStaffSocket(this.baseUrl, this.client, query, 'kitchen display', {
      hello: () => this.#load(),
      events: (events) => {
        for (const { event } of events) {
          if (event.type === 'kitchen.bumped' && event.stationId === this.stationId && event.bumped) {
            this.#applyBump(event.orderItemIds);
          }
          if (event.type === 'order.created' && event.stationIds?.includes(this.stationId)) {
            const pushed = event.cards?.find((c) => c.station_id === this.stationId)?.card;
            if (pushed && !this.#running) this.#showPushed(pushed);
            else this.#wanted.orders.add(event.orderId);
          }
          if (this.#concerns(event)) this.#wanted.whole = true;
        }
        if (this.#wanted.whole || this.#wanted.orders.size > 0) this.refresh();
      },
      closed: (closed) => {
        if (this.#ws === closed) this.stats.socketCloses++;
      },
    });
    this.#ws = ws;
    await ready;
    this.#timer = setInterval(() => this.#bumpDue(), 100);
  }

  /** An event that makes the display load its whole station (as the hook's, after stationHears). */
  #concerns(event: DomainEvent): boolean {
    if (!stationHears(event, this.stationId)) return false;
    switch (event.type) {
      case 'menu.changed':
        // The bench's items never change.
        return false;
      case 'kitchen.bumped':
        return !event.bumped;
      case 'order.created':
        // Of its station: only that order's card (see the message handler).
        return event.stationIds === undefined;
      default:
        return true;
    }
  }

  /** A load now, or one more after the one running. */
  refresh(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = true;
    void (async () => {
      do {
        this.#again = false;
        await this.#load();
      } while (this.#again && this.#ws);
      this.#running = false;
    })();
  }

  #showPushed(card: KitchenCard): void {
    if (!this.shown.has(card.order_id)) this.shown.set(card.order_id, performance.now());
    this.#open.set(card.order_id, this.#openLines(card, this.stats.loads + 1));
    this.stats.pushedCards++;
    this.stats.openCards = this.#open.size;
    this.stats.peakOpenCards = Math.max(this.stats.peakOpenCards, this.#open.size);
  }

  #applyBump(ids: readonly number[]): void {
    for (const id of ids) this.#heardBumps.set(id, this.stats.loads);
    for (const [orderId, lines] of this.#open) {
      for (const id of ids) lines.delete(id);
      if (lines.size === 0) this.#open.delete(orderId);
    }
    this.stats.openCards = this.#open.size;
  }

  /** A card's lines still to make or to see, less the bumps heard since the load started. */
  #openLines(card: KitchenCard, started: number): Set<number> {
    const open = new Set<number>();
    for (const line of card.lines) {
      const waiting = line.ready_at === null && line.state !== 'served';
      const heard = (this.#heardBumps.get(line.id) ?? -1) >= started;
      if (waiting && !heard) open.add(line.id);
    }
    return open;
  }

  async #load(): Promise<void> {
    const whole = this.#wanted.whole || this.#wanted.orders.size > QUERY_ARRAY_MAX;
    const orderIds = whole ? null : [...this.#wanted.orders];
    if (orderIds?.length === 0) return;
    this.#wanted = { whole: false, orders: new Set() };
    const started = ++this.stats.loads;
    if (orderIds) this.stats.orderLoads++;
    try {
      const res = await this.client.get<KitchenCardsResponse>('/v1/kitchen/get/cards', {
        station_id: this.stationId,
        ...(orderIds ? { order_ids: orderIds } : {}),
      });
      const at = performance.now();
      if (res.status !== 200) {
        this.stats.loadErrors++;
        this.#wanted.whole = true;
        return;
      }
      const { cards } = res.body;
      for (const card of cards) if (!this.shown.has(card.order_id)) this.shown.set(card.order_id, at);
      if (orderIds) for (const id of orderIds) this.#open.delete(id);
      else this.#open = new Map();
      for (const card of cards) {
        const lines = this.#openLines(card, started);
        if (lines.size > 0) this.#open.set(card.order_id, lines);
      }
      for (const [id, before] of this.#heardBumps) if (before < started) this.#heardBumps.delete(id);
      this.stats.openCards = this.#open.size;
      this.stats.peakOpenCards = Math.max(this.stats.peakOpenCards, this.#open.size);
    } catch {
      this.stats.loadErrors++;
      this.#wanted.whole = true;
    }
  }

  /** The cook bumps the cards shown for `bumpAfterMs`, oldest first, one request at a time. */
  #bumpDue(): void {
    if (this.#bumping || !this.#cooking) return;
    const now = performance.now();
    const due = [...this.#open.keys()].find(
      (id) => !this.#bumped.has(id) && now - (this.shown.get(id) ?? now) >= this.#bumpAfterMs,
    );
    if (due === undefined) return;
    this.#bumping = true;
    this.#bumped.add(due);
    void this.client
      .post('/v1/kitchen/bump', { station_id: this.stationId, order_id: due })
      .then(
        (res) => {
          if (res.status === 200) this.stats.bumps++;
          else this.stats.bumpErrors++;
        },
        () => this.stats.bumpErrors++,
      )
      .finally(() => {
        this.#bumping = false;
        this.#bumpDue();
      });
  }

  /** The cook stops bumping (the run is over); the display keeps showing. */
  stopCooking(): void {
    this.#cooking = false;
  }

  close(): void {
    this.#cooking = false;
    clearInterval(this.#timer);
    this.#ws?.terminate();
    this.#ws = undefined;
  }
}
