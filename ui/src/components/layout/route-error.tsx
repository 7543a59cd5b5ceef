import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { NotFoundPage } from './not-found-page';
import { SimplePage } from './simple-page';

/** Crashed screens. A lazy chunk that vanished after an update of the box also lands here. */
export function RouteError() {
  const app = useText(appText);
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <SimplePage
      title={app.common.crashed}
      text={app.common.crashedHint}
      actions={<Button onClick={() => window.location.reload()}>{app.common.reload}</Button>}
    />
  );
}
