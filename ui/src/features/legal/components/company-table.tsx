import type { Company } from '@contract/shop';
import { legalJa } from '@/i18n/legal.ja';
import styles from './legal-page.module.css';

export interface InfoRow {
  term: string;
  detail: string;
}

/** A two-column notice table (項目 / 内容), as legal notices in Japan are laid out. */
export function InfoTable({ rows }: { rows: readonly InfoRow[] }) {
  return (
    <dl className={styles.table}>
      {rows.map((row) => (
        <div key={row.term} className={styles.tableRow}>
          <dt>{row.term}</dt>
          <dd>{row.detail || legalJa.common.unset}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The company's contact details, for the privacy policy's inquiry desk. */
export function companyRows(company: Company | null, fallbackName: string): InfoRow[] {
  const c = legalJa.company;
  return [
    { term: c.name, detail: company?.name || fallbackName },
    { term: c.address, detail: company?.address ?? '' },
    { term: c.phone, detail: company?.phone ?? '' },
    { term: c.email, detail: company?.email ?? '' },
  ];
}
