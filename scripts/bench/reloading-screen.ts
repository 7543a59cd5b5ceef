/**
 * A staff screen that loads its list again on events, scheduled as the screen schedules it (the
 * UI's own CoalescedRunner: coalesced, and at most one load per gap): the お会計一覧 (checkout list,
 * ui/src/features/staff/hooks/use-checkout-list.ts: today's waiting bills, again on each visit's
 * change and on an order or a 取消 of a visit it lists) and the expo view (ui/src/features/kitchen/hooks/use-expo.ts: every ready
 * line; patched from the events that say what changed, a bump's lines among them (`?detail=expo`),
 * and loaded again on those that do not: the UI's own expoChangeOf decides). A staff socket on
 * /v1/events with the details the screen asks for, a load at the hello, then on each event the
 * screen reloads on. With a gap of 0 they reload back to back, as both screens did before (the
 * bench's "before").
 */
import type { WebSocket } from 'ws';
import { businessDateOf } from '../../appliance/src/contract/business-day';
import { SESSION_STATUS } from '../../appliance/src/contract/constants';
import type { DomainEvent } from '../../appliance/src/contract/events';
import type { ApiClient } from '../../appliance/test/helpers/api-client';
import { expoChangeOf } from '../../ui/src/features/kitchen/model/expo-patch';
import { CoalescedRunner } from '../../ui/src/lib/coalesced-runner';
import { openStaffSocket } from './staff-socket';

/** The screens' gaps: CHECKOUT_RELOAD_GAP_MS in use-checkout-list.ts, EXPO_RELOAD_GAP_MS in use-expo.ts. */
const CHECKOUT_RELOAD_GAP_MS = 2_000;
const EXPO_RELOAD_GAP_MS = 1_000;

export interface ScreenSpec {
  name: string;
  path: string;
  /** The socket's query (`detail=...`), as the screen opens it. */
  socketQuery: string;
  query?: Record<string, string | number | number[]>;
  /**
   * Whether the screen loads again on the event; `shown`: the visits its last load listed, `loading`:
   * whether a load is on its way.
   */
  reloadsOn(event: DomainEvent, shown: ReadonlySet<number>, loading: boolean): boolean;
  gapMs: number;
}

/**
 * The first `count` of the checkout list and the expo view (at most both), spaced as the screens
 * space their loads, or back to back without `gaps`.
 */
export function reloadingScreens(count: number, gaps: boolean): ScreenSpec[] {
  return [checkoutList(gaps ? CHECKOUT_RELOAD_GAP_MS : 0), expoView(gaps ? EXPO_RELOAD_GAP_MS : 0)].slice(0, count);
}

/** The checkout list as it opens: the shop's business day (the demo shop is in Tokyo), waiting bills. */
function checkoutList(gapMs: number): ScreenSpec {
  return {
    name: 'お会計一覧',
    path: '/v1/tablesession/get/list',
    query: { status: [SESSION_STATUS.billRequested], date: businessDateOf(Date.now(), 'Asia/Tokyo') },
    socketQuery: '',
    // As use-checkout-list.ts: a visit's change, or an order or a 取消 of a visit it shows.
    reloadsOn: (event, shown, loading) =>
      event.type === 'tableSession.updated' ||
      ((event.type === 'order.created' || event.type === 'orderItem.cancelled') && (loading || shown.has(event.tableSessionId))),
    gapMs,
  };
}

function expoView(gapMs: number): ScreenSpec {
  return {
    name: 'expo',
    path: '/v1/kitchen/get/expo',
    socketQuery: 'detail=expo',
    reloadsOn: (event) => expoChangeOf(event) === 'reload',
    gapMs,
  };
}

export class ReloadingScreen {
  readonly stats = { loads: 0, loadErrors: 0, socketCloses: 0 };
  #ws: WebSocket | undefined;
  /** The visits the last load listed (a checkout list's), and the loads on their way. */
  #shown: ReadonlySet<number> = new Set();
  #loading = 0;
  readonly #runner: CoalescedRunner;

  constructor(
    private readonly baseUrl: string,
    private readonly client: ApiClient,
    readonly spec: ScreenSpec,
  ) {
    this.#runner = new CoalescedRunner(() => this.#load(), spec.gapMs);
  }

  /** Opens the socket; resolves once the box said hello and the first load answered. */
  open(): Promise<void> {
    const { ws, ready } = openStaffSocket(this.baseUrl, this.client, this.spec.socketQuery, this.spec.name, {
      hello: () => this.#load(),
      events: (events) => {
        if (events.some(({ event }) => this.spec.reloadsOn(event, this.#shown, this.#loading > 0))) this.#runner.ask();
      },
      closed: (closed) => {
        if (this.#ws === closed) this.stats.socketCloses++;
      },
    });
    this.#ws = ws;
    return ready;
  }

  async #load(): Promise<void> {
    this.stats.loads++;
    this.#loading++;
    try {
      const res = await this.client.get<{ list?: { data?: { id: number }[] } }>(this.spec.path, this.spec.query);
      if (res.status !== 200) this.stats.loadErrors++;
      else this.#shown = new Set(res.body.list?.data?.map((visit) => visit.id) ?? []);
    } catch {
      this.stats.loadErrors++;
    } finally {
      this.#loading--;
    }
  }

  close(): void {
    this.#runner.stop();
    this.#ws?.terminate();
    this.#ws = undefined;
  }
}
