import type { DiningTable } from '@contract/dining-tables';
import type { RealtimeEvent, SessionEventChange } from '@contract/events';
import type { TableSession } from '@contract/table-sessions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@/types/cart';
import { dinerApi } from '../api/diner-api';
import { setRegisteredTable } from './identity-store';
import { getOutbox, placeOrder } from './order-outbox';
import { applyEvent, getOrdersVersion } from './realtime-sync';
import { applySession, getVisit } from './visit-store';

// The box is not asked here: a re-read of the visit finds it still open.
vi.mock('../api/diner-api', () => ({
  dinerApi: {
    openSession: vi.fn(async () => visit(7)),
    planRuns: vi.fn(async () => ({ now: 0, runs: [] })),
    menus: vi.fn(),
    menuItems: vi.fn(),
    deviceMe: vi.fn(async () => ({ diningTableId: TABLE, diningTable: { id: TABLE, label: '3番' }, translations: {} })),
    createOrder: vi.fn(),
  },
}));

const TABLE = 3;

function visit(id: number): TableSession {
  return {
    id,
    dining_table_id: TABLE,
    status: 0,
    confirm_flag: 0,
    total_amount: 0,
    created_at: 1,
    bill_requested_at: null,
    ended_at: null,
    diningTables: { label: '3番' },
    activePlanMenuIds: [],
    activePlanItemIds: [],
    child_count: null,
    cover: null,
    user_id: null,
    guest_count: null,
    merged_into_id: null,
    guest_locale: null,
  };
}

function sessionEvent(change: SessionEventChange, tableSessionId = 7, diningTableId = TABLE): RealtimeEvent {
  return {
    eventSeq: 1,
    at: 1,
    event: { type: 'tableSession.updated', diningTableId, tableSessionId, status: 2, confirmFlag: 0, change },
  };
}

describe('a visit that leaves this table', () => {
  const onVisitEnded = vi.fn();

  beforeEach(() => {
    onVisitEnded.mockClear();
    applySession(visit(7));
  });

  it.each(['paid', 'movedOut', 'mergedOut'] as const)(
    '%s ends the visit and sends the tablet to the welcome screen',
    (change) => {
      applyEvent(sessionEvent(change), TABLE, { onVisitEnded, onFollowVisit: vi.fn() });
      expect(onVisitEnded).toHaveBeenCalledTimes(1);
      expect(getVisit()).toMatchObject({ status: 'ended', session: null });
    },
  );

  it.each(['movedIn', 'mergedIn', 'guestCount', 'billRequested'] as const)('%s keeps the visit', (change) => {
    applyEvent(sessionEvent(change), TABLE, { onVisitEnded, onFollowVisit: vi.fn() });
    expect(onVisitEnded).not.toHaveBeenCalled();
    expect(getVisit().session?.id).toBe(7);
  });

  it("leaves alone a visit that is not this tablet's current one", () => {
    applyEvent(sessionEvent('movedOut', 6), TABLE, { onVisitEnded, onFollowVisit: vi.fn() });
    applyEvent(sessionEvent('mergedOut', 7, TABLE + 1), TABLE, { onVisitEnded, onFollowVisit: vi.fn() });
    expect(onVisitEnded).not.toHaveBeenCalled();
    expect(getVisit().session?.id).toBe(7);
  });
});

describe("a guest's phone whose visit leaves the table", () => {
  const onVisitEnded = vi.fn();
  const onFollowVisit = vi.fn();

  beforeEach(() => {
    onVisitEnded.mockClear();
    onFollowVisit.mockClear();
    applySession(visit(7));
    setRegisteredTable({ id: TABLE, label: '3番' } as DiningTable, {}, { tableSessionId: 7, number: 2 });
  });

  it.each(['movedOut', 'movedIn', 'mergedOut'] as const)('%s: the phone follows its visit, cart and all', (change) => {
    applyEvent(sessionEvent(change), TABLE, { onVisitEnded, onFollowVisit });
    expect(onFollowVisit).toHaveBeenCalledTimes(1);
    expect(onVisitEnded).not.toHaveBeenCalled();
    expect(getVisit().session?.id).toBe(7);
  });

  it('news of another visit (the one its visit was merged into, heard on a resume) is followed too', () => {
    applyEvent(sessionEvent('mergedIn', 8, TABLE + 1), TABLE, { onVisitEnded, onFollowVisit });
    expect(onFollowVisit).toHaveBeenCalledTimes(1);
    expect(onVisitEnded).not.toHaveBeenCalled();
  });

  it('paid: the phone ends with its visit', () => {
    applyEvent(sessionEvent('paid'), TABLE, { onVisitEnded, onFollowVisit });
    expect(onVisitEnded).toHaveBeenCalledTimes(1);
    expect(onFollowVisit).not.toHaveBeenCalled();
  });
});

describe('an order of the table', () => {
  const effects = { onVisitEnded: vi.fn(), onFollowVisit: vi.fn() };
  const orderEvent = (planLines?: boolean): RealtimeEvent => ({
    eventSeq: 2,
    at: 2,
    event: {
      type: 'order.created',
      diningTableId: TABLE,
      tableSessionId: 7,
      orderId: 11,
      staffCall: false,
      ...(planLines === undefined ? {} : { planLines }),
    },
  });
  const line = { id: 1, label: '枝豆', name: '枝豆', price: 380, original_price: 380, quantity: 1 } as CartItem;
  const answer = (planKind: 'plan' | 'extension' | null) =>
    ({ status: true, replayed: false, order: { items: [{ plan_kind: null }, { plan_kind: planKind }] } }) as never;
  /** The outbox has settled its order (its answer handled). */
  const settled = () => vi.waitFor(() => expect(getOutbox().pending).toBeNull());

  beforeEach(() => {
    applySession(visit(7));
    vi.mocked(dinerApi.openSession).mockClear();
  });

  it('placed elsewhere without a plan: the visit is not read (the screens showing its total read it on the version bump)', () => {
    const version = getOrdersVersion();
    applyEvent(orderEvent(false), TABLE, effects);
    expect(dinerApi.openSession).not.toHaveBeenCalled();
    expect(getOrdersVersion()).toBe(version + 1);
  });

  it('placed elsewhere with a plan or 延長 line: the tablet reads its visit (what is free now)', () => {
    applyEvent(orderEvent(true), TABLE, effects);
    expect(dinerApi.openSession).toHaveBeenCalledTimes(1);
  });

  it('an event stored before the box told plans apart (no planLines): the visit is read', () => {
    applyEvent(orderEvent(), TABLE, effects);
    expect(dinerApi.openSession).toHaveBeenCalledTimes(1);
  });

  it("this tablet's own order without a plan: its answer reads nothing", async () => {
    vi.mocked(dinerApi.createOrder).mockResolvedValueOnce(answer(null));
    expect(placeOrder('order', [line], visit(7))).toBe(true);
    await settled();
    expect(dinerApi.openSession).not.toHaveBeenCalled();
  });

  it("this tablet's own order with a plan or 延長 line: its answer reads the visit", async () => {
    vi.mocked(dinerApi.createOrder).mockResolvedValueOnce(answer('extension'));
    expect(placeOrder('order', [line], visit(7))).toBe(true);
    await settled();
    expect(dinerApi.openSession).toHaveBeenCalledTimes(1);
  });

  it('refused: the visit is read again all the same', async () => {
    vi.mocked(dinerApi.createOrder).mockRejectedValueOnce(new Error('refused'));
    expect(placeOrder('order', [line], visit(7))).toBe(true);
    await vi.waitFor(() => expect(dinerApi.openSession).toHaveBeenCalledTimes(1));
  });
});
