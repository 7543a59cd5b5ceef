import { useEffect } from 'react';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';

export function formatPageTitle(title: string): string {
  const app = text(appText);
  return `${title} | ${app.app.title}`;
}

/** Sets 'page title | スマオーダー' (SPEC.md section 1) while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
