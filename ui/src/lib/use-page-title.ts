import { useEffect } from 'react';
import { ja } from '@/i18n/ja';

export function formatPageTitle(title: string): string {
  return `${title} | ${ja.app.title}`;
}

/** Sets 'page title | スマオーダー' (SPEC.md section 1) while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
