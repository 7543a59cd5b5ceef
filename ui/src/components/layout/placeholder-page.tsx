import { paths } from '@/app/paths';
import { LinkButton } from '@/components/ui/link-button';
import { ja } from '@/i18n/ja';
import { SimplePage } from './simple-page';

/** Stands in for a screen that is not built yet; it keeps the route, title and a way back. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <SimplePage
      title={title}
      text={ja.common.placeholder}
      actions={
        <LinkButton to={paths.home} variant="secondary">
          {ja.common.backToTop}
        </LinkButton>
      }
    />
  );
}
