import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { ja } from '@/i18n/ja';
import { NotFoundPage } from './not-found-page';
import { SimplePage } from './simple-page';

/** Crashed screens. A lazy chunk that vanished after an update of the box also lands here. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <SimplePage
      title={ja.common.crashed}
      text={ja.common.crashedHint}
      actions={<Button onClick={() => window.location.reload()}>{ja.common.reload}</Button>}
    />
  );
}
