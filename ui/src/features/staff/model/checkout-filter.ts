import { SESSION_STATUS } from '@contract/constants';
import type { SessionFilter } from '../api/staff-api';

/** SPEC.md's bill-state filter: all, waiting (status 1, the default) or completed (status 2). */
export type BillState = 'all' | 'waiting' | 'completed';
export const BILL_STATES: readonly BillState[] = ['all', 'waiting', 'completed'];

export interface CheckoutFilter {
  /** null: every table. */
  tableId: number | null;
  state: BillState;
  year: number;
  month: number;
  day: number;
}

const YEARS_SHOWN = 5;

function parseDate(date: string): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

/** Waiting bills of the shop's business day `today` (YYYY-MM-DD), every table. */
export function defaultFilter(today: string): CheckoutFilter {
  return { tableId: null, state: 'waiting', ...parseDate(today) };
}

/** This year and the four before it, newest first. */
export function yearChoices(today: string): number[] {
  const { year } = parseDate(today);
  return Array.from({ length: YEARS_SHOWN }, (_, i) => year - i);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Changes year, month or day; a day past the month's end becomes its last day (31 -> 28 in Feb). */
export function withDate(filter: CheckoutFilter, patch: Partial<Pick<CheckoutFilter, 'year' | 'month' | 'day'>>): CheckoutFilter {
  const next = { ...filter, ...patch };
  return { ...next, day: Math.min(next.day, daysInMonth(next.year, next.month)) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The list call's query: status by bill state, one table or all, the business day. */
export function toSessionFilter(filter: CheckoutFilter): SessionFilter {
  const status =
    filter.state === 'waiting'
      ? [SESSION_STATUS.billRequested]
      : filter.state === 'completed'
        ? [SESSION_STATUS.paid]
        : undefined;
  return {
    status,
    activeTableId: filter.tableId ?? undefined,
    date: `${filter.year}-${pad(filter.month)}-${pad(filter.day)}`,
  };
}
