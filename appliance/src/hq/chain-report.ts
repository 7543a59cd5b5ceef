import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { HqReport, HqReportQuery } from '../contract/hq-api';
import { datesOf } from '../contract/report-dates';
import {
  averagePerGuest,
  REPORT_HOURS,
  REPORT_PAYMENT_KEYS,
  REPORT_TOP_ITEMS,
  type ReportPaymentKey,
  zReportFigures,
} from '../contract/reports';
import { TAX_RATES } from '../contract/tax-rules';
import type { HqDb } from './hq-db';
import { billLines, billPayments, billRates, bills, dayCloses, shops } from './hq-schema';

/** SUM over integer yen answers numeric (a string from pg): every figure is read back as a number. */
const total = (column: SQL | AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)`.mapWith(Number);
const rows = sql<number>`count(*)`.mapWith(Number);

/**
 * The chain's figures over business days from..to: sums of the paid bills the boxes sent, each as
 * its box's report counted it (taxes once per rate per bill, then summed), so a shop's line here
 * equals its own daily report to the yen.
 */
export async function chainReport(db: HqDb, query: HqReportQuery): Promise<HqReport> {
  const from = query.from;
  const to = query.to ?? query.from;
  const inRange = (table: { business_date: AnyPgColumn; shop_id: AnyPgColumn }) =>
    and(
      gte(table.business_date, from),
      lte(table.business_date, to),
      query.shop_id === undefined ? undefined : eq(table.shop_id, query.shop_id),
    );
  const guests = sql`${bills.adults} + ${bills.children}`;

  const [head] = await db
    .select({
      sales: total(bills.sales),
      subtotal: total(bills.subtotal),
      discountTotal: total(bills.discount_total),
      bills: rows,
      guests: total(guests),
      unknown: total(sql`case when ${bills.guests_counted} then 0 else 1 end`),
    })
    .from(bills)
    .where(inRange(bills));
  const rates = await db
    .select({ rate: billRates.rate, total: total(billRates.total), tax: total(billRates.tax), exTax: total(billRates.ex_tax) })
    .from(billRates)
    .where(inRange(billRates))
    .groupBy(billRates.rate);
  const payments = await db
    .select({ method: billPayments.method, count: rows, amount: total(billPayments.amount) })
    .from(billPayments)
    .where(inRange(billPayments))
    .groupBy(billPayments.method);
  const byShop = await db
    .select({
      shopId: shops.id,
      name: shops.name,
      sales: total(bills.sales),
      bills: sql<number>`count(${bills.visit_id})`.mapWith(Number),
      guests: total(guests),
    })
    .from(shops)
    .leftJoin(bills, and(eq(bills.shop_id, shops.id), inRange(bills)))
    .where(query.shop_id === undefined ? undefined : eq(shops.id, query.shop_id))
    .groupBy(shops.id, shops.name)
    .orderBy(asc(shops.id));
  const byDay = await db
    .select({ date: bills.business_date, sales: total(bills.sales), bills: rows })
    .from(bills)
    .where(inRange(bills))
    .groupBy(bills.business_date);
  const byHour = await db
    .select({ hour: bills.hour, sales: total(bills.sales), bills: rows })
    .from(bills)
    .where(inRange(bills))
    .groupBy(bills.hour);
  const items = await db
    .select({ label: billLines.label, quantity: total(billLines.quantity), amount: total(billLines.amount) })
    .from(billLines)
    .where(and(inRange(billLines), eq(billLines.food, true)))
    .groupBy(billLines.label)
    .orderBy(sql`3 desc`, sql`2 desc`, asc(billLines.label))
    .limit(REPORT_TOP_ITEMS);
  const closes = await db
    .select({
      shopId: dayCloses.shop_id,
      date: dayCloses.business_date,
      closedAt: dayCloses.closed_at,
      figures: dayCloses.figures,
    })
    .from(dayCloses)
    .where(inRange(dayCloses))
    .orderBy(asc(dayCloses.business_date), asc(dayCloses.shop_id));
  const shopDaySales = await db
    .select({ shopId: bills.shop_id, date: bills.business_date, sales: total(bills.sales) })
    .from(bills)
    .where(inRange(bills))
    .groupBy(bills.shop_id, bills.business_date);

  const sales = head?.sales ?? 0;
  const guestsTotal = head?.guests ?? 0;
  const dayMap = new Map(byDay.map((d) => [d.date, d]));
  const hourMap = new Map(byHour.map((h) => [h.hour, h]));
  const rateMap = new Map(rates.map((r) => [r.rate, r]));
  const paymentMap = new Map(payments.map((p) => [p.method as ReportPaymentKey, p]));
  const hqSales = new Map(shopDaySales.map((s) => [`${s.shopId}/${s.date}`, s.sales]));
  return {
    from,
    to,
    totals: {
      sales,
      subtotal: head?.subtotal ?? 0,
      discount_total: head?.discountTotal ?? 0,
      bills: head?.bills ?? 0,
      guests: guestsTotal,
      unknown_bills: head?.unknown ?? 0,
      average_per_guest: averagePerGuest(sales, guestsTotal),
      rates: TAX_RATES.map((rate) => {
        const r = rateMap.get(rate);
        return { rate, total: r?.total ?? 0, tax: r?.tax ?? 0, ex_tax: r?.exTax ?? 0 };
      }),
      payments: REPORT_PAYMENT_KEYS.map((method) => ({
        method,
        count: paymentMap.get(method)?.count ?? 0,
        amount: paymentMap.get(method)?.amount ?? 0,
      })),
    },
    shops: byShop.map((s) => ({
      shop_id: s.shopId,
      name: s.name,
      sales: s.sales,
      bills: s.bills,
      guests: s.guests,
      average_per_guest: averagePerGuest(s.sales, s.guests),
    })),
    days: datesOf(from, to).map((date) => ({ date, sales: dayMap.get(date)?.sales ?? 0, bills: dayMap.get(date)?.bills ?? 0 })),
    hours: REPORT_HOURS.map((hour) => ({ hour, sales: hourMap.get(hour)?.sales ?? 0, bills: hourMap.get(hour)?.bills ?? 0 })),
    items,
    closes: closes.map((c) => {
      const parsed = zReportFigures.safeParse(c.figures);
      const boxSales = parsed.success ? parsed.data.sales : 0;
      const ours = hqSales.get(`${c.shopId}/${c.date}`) ?? 0;
      return {
        shop_id: c.shopId,
        date: c.date,
        closed_at: c.closedAt,
        box_sales: boxSales,
        hq_sales: ours,
        matches: boxSales === ours,
      };
    }),
  };
}
