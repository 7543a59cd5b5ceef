import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { ja } from '@/i18n/ja';

// Legal texts, loaded on demand. Replace a placeholder with the screen when it is built.

export function TokushohouPage() {
  return <PlaceholderPage title={ja.titles.tokushohou} />;
}

export function TermsPage() {
  return <PlaceholderPage title={ja.titles.terms} />;
}

export function PolicyPage() {
  return <PlaceholderPage title={ja.titles.policy} />;
}
