import type { Company } from '@contract/shop';
import { text } from '@/i18n/catalog';
import { legalText } from '@/i18n/legal';
import { useText } from '@/i18n/use-text';
import styles from './legal-page.module.css';

export interface InfoRow {
  term: string;
  detail: string;
}

/** A two-column notice table (項目 / 内容), as legal notices in Japan are laid out. */
export function InfoTable({ rows }: { rows: readonly InfoRow[] }) {
  const legal = useText(legalText);
  return (
    <dl className={styles.table}>
      {rows.map((row) => (
        <div key={row.term} className={styles.tableRow}>
          <dt>{row.term}</dt>
          <dd>{row.detail || legal.common.unset}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The company's contact details, for the privacy policy's inquiry desk. */
export function companyRows(company: Company | null, fallbackName: string): InfoRow[] {
  const legal = text(legalText);
  const c = legal.company;
  return [
    { term: c.name, detail: company?.name || fallbackName },
    { term: c.address, detail: company?.address ?? '' },
    { term: c.phone, detail: company?.phone ?? '' },
    { term: c.email, detail: company?.email ?? '' },
  ];
}
