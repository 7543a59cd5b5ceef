import type { DiningTable } from '@contract/dining-tables';
import { type ReactNode, useId } from 'react';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { BILL_STATES, type BillState, type CheckoutFilter, daysInMonth, withDate, yearChoices } from '../model/checkout-filter';
import styles from './checkout-filters.module.css';

export interface CheckoutFiltersProps {
  filter: CheckoutFilter;
  today: string;
  tables: readonly DiningTable[];
  onChange: (filter: CheckoutFilter) => void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  wide?: boolean;
}

function Select({ label, value, onChange, children, wide }: SelectProps) {
  const id = useId();
  return (
    <div className={[styles.field, wide ? styles.wide : undefined].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** SPEC.md's filters: table, bill state, year (last 5), month, day; each change reloads the list. */
export function CheckoutFilters({ filter, today, tables, onChange }: CheckoutFiltersProps) {
  const t = useText(staffText).checkout;
  const lastDay = daysInMonth(filter.year, filter.month);
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t.filters}</legend>
      <Select
        label={t.table}
        wide
        value={filter.tableId === null ? '' : String(filter.tableId)}
        onChange={(v) => onChange({ ...filter, tableId: v === '' ? null : Number(v) })}
      >
        <option value="">{t.allTables}</option>
        {tables.map((table) => (
          <option key={table.id} value={table.id}>
            {table.label}
          </option>
        ))}
      </Select>
      <Select label={t.state} value={filter.state} onChange={(v) => onChange({ ...filter, state: v as BillState })}>
        {BILL_STATES.map((state) => (
          <option key={state} value={state}>
            {t.states[state]}
          </option>
        ))}
      </Select>
      <Select label={t.year} value={String(filter.year)} onChange={(v) => onChange(withDate(filter, { year: Number(v) }))}>
        {yearChoices(today).map((y) => (
          <option key={y} value={y}>
            {t.yearValue(y)}
          </option>
        ))}
      </Select>
      <Select label={t.month} value={String(filter.month)} onChange={(v) => onChange(withDate(filter, { month: Number(v) }))}>
        {MONTHS.map((m) => (
          <option key={m} value={m}>
            {t.monthValue(m)}
          </option>
        ))}
      </Select>
      <Select label={t.day} value={String(filter.day)} onChange={(v) => onChange(withDate(filter, { day: Number(v) }))}>
        {DAYS.map((d) => (
          <option key={d} value={d} disabled={d > lastDay}>
            {t.dayValue(d)}
          </option>
        ))}
      </Select>
    </fieldset>
  );
}
