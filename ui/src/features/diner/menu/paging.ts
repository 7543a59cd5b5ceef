import { LIST_LAYOUT_MENU_NAMES, LIST_PAGE_SIZE, PAGE_SIZE } from '@contract/constants';

/** SPEC.md section 9: 16 a page in a list on the drink and alcohol tabs, else a grid of 8. */
export function layoutOf(menuName: string): 'list' | 'grid' {
  return LIST_LAYOUT_MENU_NAMES.includes(menuName) ? 'list' : 'grid';
}

export function pageSizeOf(menuName: string): number {
  return layoutOf(menuName) === 'list' ? LIST_PAGE_SIZE : PAGE_SIZE;
}

/** At least one page, even for an empty tab. */
export function pageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** A page number the tab really has (1-based), whatever the URL said. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(pages, Math.max(1, Math.floor(page)));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

const WINDOW = 4;
const MAX_PLAIN = 5;

/**
 * The page buttons (SPEC.md section 9): every page up to 5; past that the first and last page,
 * the window of 4 that holds the current page (1-4, 5-8, ...), and an ellipsis for each gap.
 */
export function pageLinks(current: number, pages: number): PageLink[] {
  const page = (n: number): PageLink => ({ kind: 'page', page: n });
  if (pages <= MAX_PLAIN) return Array.from({ length: pages }, (_, i) => page(i + 1));
  const start = Math.floor((clampPage(current, pages) - 1) / WINDOW) * WINDOW + 1;
  const end = Math.min(pages, start + WINDOW - 1);
  const links: PageLink[] = [];
  if (start > 1) links.push(page(1));
  if (start > 2) links.push({ kind: 'gap', key: 'before' });
  for (let n = start; n <= end; n++) links.push(page(n));
  if (end < pages - 1) links.push({ kind: 'gap', key: 'after' });
  if (end < pages) links.push(page(pages));
  return links;
}
