import { dinerJa } from '@/i18n/diner.ja';
import { pageLinks } from '../menu/paging';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous / page numbers (windows of 4 with an ellipsis past 5 pages) / next. */
export function Pagination({ page, pages, onChange }: PaginationProps) {
  return (
    <nav className={styles.nav} aria-label={dinerJa.menu.pagination}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={dinerJa.menu.previous}
      >
        ‹
      </button>
      <ol className={styles.pages}>
        {pageLinks(page, pages).map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <button
                type="button"
                className={styles.page}
                aria-current={link.page === page ? 'page' : undefined}
                aria-label={dinerJa.menu.pageN(link.page)}
                onClick={() => onChange(link.page)}
              >
                {link.page}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page + 1)}
        disabled={page >= pages}
        aria-label={dinerJa.menu.next}
      >
        ›
      </button>
    </nav>
  );
}
