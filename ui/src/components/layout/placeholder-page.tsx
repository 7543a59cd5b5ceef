import { LinkButton } from '@/components/ui/link-button';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { SimplePage } from './simple-page';

/** Stands in for a screen that is not built yet; it keeps the route, title and a way back. */
export function PlaceholderPage({ title }: { title: string }) {
  const app = useText(appText);
  return (
    <SimplePage
      title={title}
      text={app.common.placeholder}
      actions={
        <LinkButton to={paths.home} variant="secondary">
          {app.common.backToTop}
        </LinkButton>
      }
    />
  );
}
