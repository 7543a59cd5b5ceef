import type { MenuItem } from '@contract/menu-items';
import type { OrderCreateResponse } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { uuidV4 } from '@/lib/uuid';
import { handyApi } from '../api/handy-api';
import { addItem, type CartLine, type HandyChoice, orderLinesOf, removeLines, setNote, setQuantity } from '../model/cart-lines';
import { getTableCart, setTableCart, type TableCart, useTableCart } from '../state/table-carts';
import { handyFailure, isUncertain } from './handy-failure';

/** A wait this long for the box's answer counts as a lost one: the waiter may retry. */
const SEND_TIMEOUT_MS = 15_000;

export type SendFailure =
  /** No answer: the box may hold the order; only the same send may follow. */
  | { kind: 'uncertain' }
  /** The box refused (nothing written): its message, and for sold-out items their ids. */
  | { kind: 'refused'; message: string; unavailableIds: number[] };

export interface OrderCart {
  lines: CartLine[];
  /** Editing is closed while a send runs or may have reached the box. */
  locked: boolean;
  sending: boolean;
  failure: SendFailure | null;
  /** The box's answer to the last send that went through. */
  sent: OrderCreateResponse | null;
  add: (item: MenuItem, choice?: HandyChoice) => void;
  /** By line key (handyLineKey): the same item with other options is another line. */
  setLineQuantity: (key: string, quantity: number) => void;
  /** The kitchen note of a line (a line with the same item, options and note takes its quantity). */
  setLineNote: (key: string, note: string) => void;
  /** Lines by key; the items the box refused (unavailableIds) are forgotten once none of their lines is left. */
  remove: (keys: readonly string[]) => void;
  clear: () => void;
  send: () => void;
  dismissSent: () => void;
}

function bodyOf(tableId: number, cart: TableCart) {
  return {
    ordersData: { table_session_id: cart.sessionId, dining_table_id: tableId, status: 1 },
    orderItemsData: { items: orderLinesOf(cart.lines) },
  };
}

/**
 * The waiter's cart for one table's open visit, and sending it as one order. The order's
 * Idempotency-Key is made on the first send and stored with the cart, so a retry (the button, or
 * after a reload) is the same order for the box, which answers it instead of making a second one.
 */
export function useOrderCart(tableId: number, session: TableSession | null, onRefused: (error: ApiError) => void): OrderCart {
  const cart = useTableCart(tableId);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [sent, setSent] = useState<OrderCreateResponse | null>(null);
  const inFlight = useRef(false);
  const refused = useRef(onRefused);
  refused.current = onRefused;

  // A cart left from before a reload that may have reached the box says so at once.
  useEffect(() => {
    if (getTableCart(tableId)?.uncertain) setFailure({ kind: 'uncertain' });
  }, [tableId]);

  // A cart keyed in for guests who have left (the visit ended, new guests sit there) is not theirs.
  // One that may have reached the box stays until a retry settles it.
  useEffect(() => {
    const current = getTableCart(tableId);
    if (session && current && !current.uncertain && current.sessionId !== session.id) setTableCart(tableId, null);
  }, [tableId, session]);

  const locked = sending || Boolean(cart?.uncertain);

  const edit = useCallback(
    (change: (lines: readonly CartLine[]) => CartLine[]) => {
      const current = getTableCart(tableId);
      if (inFlight.current || current?.uncertain || !session) return;
      // An edited cart is another order: it gets a new key when sent.
      setTableCart(tableId, { sessionId: session.id, lines: change(current?.lines ?? []), key: null, uncertain: false });
      setFailure((f) => (f?.kind === 'refused' && f.unavailableIds.length === 0 ? null : f));
    },
    [tableId, session],
  );

  const send = useCallback(() => {
    const current = getTableCart(tableId);
    if (!current || current.lines.length === 0 || inFlight.current) return;
    // A cart not yet sent follows the table's visit as it is now; an uncertain one keeps its own.
    const ready: TableCart = current.uncertain || !session ? current : { ...current, sessionId: session.id };
    const key = ready.key ?? uuidV4();
    setTableCart(tableId, { ...ready, key });
    inFlight.current = true;
    setSending(true);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
    handyApi
      .createOrder(bodyOf(tableId, ready), key, controller.signal)
      .then(
        (answer) => {
          setTableCart(tableId, null);
          setFailure(null);
          setSent(answer);
        },
        (error: unknown) => {
          if (isUncertain(error)) {
            setTableCart(tableId, { ...ready, key, uncertain: true });
            setFailure({ kind: 'uncertain' });
            return;
          }
          setTableCart(tableId, { ...ready, key: null, uncertain: false });
          const message = handyFailure(error);
          if (message === null) return;
          const unavailableIds = error instanceof ApiError ? (error.body?.error.itemIds ?? []) : [];
          setFailure({ kind: 'refused', message, unavailableIds });
          if (error instanceof ApiError) refused.current(error);
        },
      )
      .finally(() => {
        clearTimeout(timer);
        inFlight.current = false;
        setSending(false);
      });
  }, [tableId, session]);

  return {
    lines: cart?.lines ?? [],
    locked,
    sending,
    failure,
    sent,
    add: (item, choice) => edit((lines) => addItem(lines, item, choice)),
    setLineQuantity: (key, quantity) => edit((lines) => setQuantity(lines, key, quantity)),
    setLineNote: (key, note) => edit((lines) => setNote(lines, key, note)),
    remove: (keys) => {
      const left = removeLines(getTableCart(tableId)?.lines ?? [], keys);
      edit((lines) => removeLines(lines, keys));
      setFailure((f) => {
        if (f?.kind !== 'refused') return f;
        const stillThere = f.unavailableIds.filter((id) => left.some((line) => line.id === id));
        // Every sold-out line is out: the cart may go again.
        return stillThere.length === 0 ? null : { ...f, unavailableIds: stillThere };
      });
    },
    clear: () => edit(() => []),
    send,
    dismissSent: () => setSent(null),
  };
}
