import { and, eq, inArray } from 'drizzle-orm';
import type { BillClosedFact, FactsBatch, HelloBody } from '../contract/hq-protocol';
import type { SignedBox } from './box-auth';
import type { HqDb, HqTx } from './hq-db';
import { HqError } from './hq-errors';
import { billLines, billPayments, billRates, bills, boxes, dayCloses, facts, itemStates } from './hq-schema';

/**
 * Takes a box's batch of facts exactly once and in order. In one transaction, with the shop's row
 * locked: facts HQ holds already (a retry whose answer was lost) are skipped, a batch that would
 * leave a gap is refused with the last seq held (HQ_SEQ_GAP), and the rest are stored and worked
 * into the bills, day closes and items. Answers the last seq held.
 */
export async function ingestFacts(db: HqDb, box: SignedBox, batch: FactsBatch, now: number): Promise<number> {
  const { boxId, shopId } = box;
  for (let i = 1; i < batch.facts.length; i++) {
    if (batch.facts[i]!.seq !== batch.facts[i - 1]!.seq + 1) {
      throw new HqError('VALIDATION', { issues: [{ path: `facts.${i}.seq`, message: 'facts must be consecutive' }] });
    }
  }
  return db.transaction(async (tx) => {
    const [shop] = await tx.select({ lastSeq: boxes.last_seq }).from(boxes).where(eq(boxes.id, boxId)).for('update');
    if (!shop) throw new HqError('NOT_FOUND');
    const first = batch.facts[0]!.seq;
    if (first > shop.lastSeq + 1) throw new HqError('HQ_SEQ_GAP', { acked: shop.lastSeq });
    const fresh = batch.facts.filter((f) => f.seq > shop.lastSeq);
    const acked = fresh.length > 0 ? fresh[fresh.length - 1]!.seq : shop.lastSeq;
    if (fresh.length > 0) {
      await tx
        .insert(facts)
        .values(
          fresh.map((f) => ({
            box_id: boxId,
            shop_id: shopId,
            seq: f.seq,
            type: f.fact.type,
            at: f.at,
            body: f.fact,
            received_at: now,
          })),
        )
        .onConflictDoNothing();
      await applyFacts(tx, box, fresh);
    }
    await tx
      .update(boxes)
      .set({ last_seq: acked, last_seen_at: now, queued: batch.queued, version: batch.version, ...menuVersionOf(batch) })
      .where(eq(boxes.id, boxId));
    return acked;
  });
}

/** Works facts into the derived tables: each visit ends as its last fact left it. */
async function applyFacts(tx: HqTx, box: SignedBox, batch: FactsBatch['facts']): Promise<void> {
  const { shopId } = box;
  const visits = new Map<number, BillClosedFact | null>();
  for (const { fact, at } of batch) {
    switch (fact.type) {
      case 'bill.closed':
        visits.set(fact.visitId, fact);
        break;
      case 'bill.reopened':
        visits.set(fact.visitId, null);
        break;
      case 'day.closed':
        await tx
          .insert(dayCloses)
          .values({ shop_id: shopId, business_date: fact.businessDate, closed_at: fact.closedAt, figures: fact.figures })
          .onConflictDoUpdate({
            target: [dayCloses.shop_id, dayCloses.business_date],
            set: { closed_at: fact.closedAt, figures: fact.figures },
          });
        break;
      case 'item.state':
        await tx
          .insert(itemStates)
          .values({
            shop_id: shopId,
            menu_item_id: fact.menuItemId,
            label: fact.label,
            price: fact.price,
            sold_out: fact.soldOut,
            at,
          })
          .onConflictDoUpdate({
            target: [itemStates.shop_id, itemStates.menu_item_id],
            set: { label: fact.label, price: fact.price, sold_out: fact.soldOut, at },
          });
        break;
    }
  }
  if (visits.size > 0) await replaceBills(tx, box, visits);
}

async function replaceBills(tx: HqTx, box: SignedBox, visits: Map<number, BillClosedFact | null>): Promise<void> {
  const { boxId, shopId } = box;
  const ids = [...visits.keys()];
  // A visit closed for the first time has nothing to replace: one statement finds out.
  const replaced = await tx
    .delete(bills)
    .where(and(eq(bills.box_id, boxId), inArray(bills.visit_id, ids)))
    .returning({ visitId: bills.visit_id });
  if (replaced.length > 0) {
    const again = replaced.map((r) => r.visitId);
    for (const table of [billLines, billPayments, billRates]) {
      await tx.delete(table).where(and(eq(table.box_id, boxId), inArray(table.visit_id, again)));
    }
  }
  const closed = [...visits.values()].filter((fact): fact is BillClosedFact => fact !== null);
  if (closed.length === 0) return;
  const key = (fact: BillClosedFact) => ({
    box_id: boxId,
    shop_id: shopId,
    visit_id: fact.visitId,
    business_date: fact.businessDate,
  });
  await tx.insert(bills).values(
    closed.map((fact) => ({
      ...key(fact),
      hour: fact.hour,
      paid_at: fact.paidAt,
      table_label: fact.tableLabel,
      receipt_number: fact.receiptNumber,
      sales: fact.sales,
      subtotal: fact.subtotal,
      discount_total: fact.discountTotal,
      discount_count: fact.discountCount,
      adults: fact.adults,
      children: fact.children,
      guests_counted: fact.guestsCounted,
    })),
  );
  const rates = closed.flatMap((fact) =>
    fact.rates.map((r) => ({ ...key(fact), rate: r.rate, total: r.total, tax: r.tax, ex_tax: r.exTax })),
  );
  if (rates.length > 0) await tx.insert(billRates).values(rates);
  const paid = closed.flatMap((fact) => fact.payments.map((p, n) => ({ ...key(fact), n, method: p.method, amount: p.amount })));
  if (paid.length > 0) await tx.insert(billPayments).values(paid);
  const lines = closed.flatMap((fact) =>
    fact.lines.map((l, n) => ({
      ...key(fact),
      n,
      menu_item_id: l.menuItemId,
      label: l.label,
      genre_label: l.genreLabel,
      quantity: l.quantity,
      amount: l.amount,
      food: l.food,
    })),
  );
  // PostgreSQL takes at most 65,535 parameters in one statement: a long day's lines go in slices.
  for (let i = 0; i < lines.length; i += 5_000) await tx.insert(billLines).values(lines.slice(i, i + 5_000));
}

/** The box said it is alive (no facts waiting, or between batches). */
export async function noteHello(db: HqDb, box: SignedBox, hello: HelloBody, now: number): Promise<void> {
  await db
    .update(boxes)
    .set({ last_seen_at: now, queued: hello.queued, version: hello.version, ...menuVersionOf(hello) })
    .where(eq(boxes.id, box.boxId));
}

/** A box that says which chain menu it has: HQ keeps it (one of an earlier release says nothing). */
function menuVersionOf(call: { menuVersion?: number | null | undefined }): { menu_version?: number | null } {
  return call.menuVersion === undefined ? {} : { menu_version: call.menuVersion };
}
