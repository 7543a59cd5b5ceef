import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { pageLinks } from '../menu/paging';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous / page numbers (windows of 4 with an ellipsis past 5 pages) / next. */
export function Pagination({ page, pages, onChange }: PaginationProps) {
  const diner = useText(dinerText);
  return (
    <nav className={styles.nav} aria-label={diner.menu.pagination}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={diner.menu.previous}
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
                aria-label={diner.menu.pageN(link.page)}
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
        aria-label={diner.menu.next}
      >
        ›
      </button>
    </nav>
  );
}
