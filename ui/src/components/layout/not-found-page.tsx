import { LinkButton } from '@/components/ui/link-button';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { SimplePage } from './simple-page';

export function NotFoundPage() {
  const app = useText(appText);
  return (
    <SimplePage
      title={app.titles.notFound}
      text={app.common.notFound}
      actions={
        <LinkButton to={paths.home} variant="secondary">
          {app.common.backToTop}
        </LinkButton>
      }
    />
  );
}
