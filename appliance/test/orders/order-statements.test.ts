import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, postOrder, startVisit } from '../table-sessions/visit-fixtures';

const errorOf = (res: { body: unknown }) => (res.body as ErrorBody).error;

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

describe('the order path', () => {
  it('compiles no SQL once the first order and its first replay are placed: orders, replays and refusals reuse prepared statements', async () => {
    const { items } = box.shop;
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const session = await startVisit(tablet, tableId);
    const cart = [
      { id: items.karaage, quantity: 1 },
      { id: items.beer, quantity: 2 },
    ];
    const firstKey = randomUUID();
    expect((await postOrder(tablet, session, cart, firstKey)).status).toBe(200);
    expect((await postOrder(tablet, session, cart, firstKey)).body).toMatchObject({ replayed: true });

    const client = box.deps.db.$client;
    const prepare = client.prepare.bind(client);
    const compiled: string[] = [];
    const spy = vi.spyOn(client, 'prepare').mockImplementation((source: string) => {
      compiled.push(source);
      return prepare(source);
    });
    try {
      const key = randomUUID();
      const placed = await postOrder(tablet, session, [{ id: items.karaage, quantity: 3 }], key);
      expect(placed.status).toBe(200);
      expect(placed.body).toMatchObject({ replayed: false });
      const replay = await postOrder(tablet, session, [{ id: items.karaage, quantity: 3 }], key);
      expect(replay.body).toMatchObject({ replayed: true, order: { id: placed.body.order.id } });
      expect(errorOf(await postOrder(tablet, session, cart, key)).code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(errorOf(await postOrder(tablet, session, [{ id: 999_999, quantity: 1 }])).code).toBe('ITEM_UNAVAILABLE');
      expect((await postOrder(tablet, session, cart)).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(compiled).toEqual([]);
  });
});
