import { paths } from '@/app/paths';
import { LinkButton } from '@/components/ui/link-button';
import { ja } from '@/i18n/ja';
import { SimplePage } from './simple-page';

export function NotFoundPage() {
  return (
    <SimplePage
      title={ja.titles.notFound}
      text={ja.common.notFound}
      actions={
        <LinkButton to={paths.home} variant="secondary">
          {ja.common.backToTop}
        </LinkButton>
      }
    />
  );
}
