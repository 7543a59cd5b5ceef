import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { onConnectionRestored } from '../state/connection-store';
import { identify, useIdentity } from '../state/identity-store';
import { ensureMenu, loadMenu, useMenu } from '../state/menu-store';
import { startVisit, useVisit } from '../state/visit-store';
import { DinerNotice, UnregisteredAlert } from './diner-notice';
import { MenuScreen } from './menu-screen';

/**
 * /menu: needs a tablet the box knows, the table's visit (started or resumed here, so a reload
 * keeps working) and the menu. Each missing piece shows why and how to get on.
 */
export function MenuPage() {
  const app = useText(appText);
  const diner = useText(dinerText);
  usePageTitle(app.titles.menu);
  const identity = useIdentity();
  const visit = useVisit();
  const menu = useMenu();
  const table = identity.status === 'registered' ? identity.table : null;

  useEffect(() => {
    if (!table) return;
    ensureMenu();
    if (visit.status === 'idle') void startVisit(table.id);
  }, [table, visit.status]);

  useEffect(() => {
    if (!table || visit.status !== 'failed') return;
    return onConnectionRestored(() => void startVisit(table.id));
  }, [table, visit.status]);

  if (visit.status === 'ended') return <Navigate to={paths.home} replace />;
  if (identity.status === 'unregistered') {
    return (
      <DinerNotice>
        <UnregisteredAlert />
      </DinerNotice>
    );
  }
  if (identity.status === 'unreachable') {
    return (
      <DinerNotice actions={<Button onClick={() => void identify()}>{diner.menu.retry}</Button>}>
        <p>{diner.menu.loadFailed}</p>
      </DinerNotice>
    );
  }
  if (!table || menu.status === 'idle' || menu.status === 'loading' || (!visit.session && visit.status !== 'failed')) {
    return <PageSpinner />;
  }
  if (menu.status === 'failed' || !visit.session) {
    const retry = () => {
      if (menu.status === 'failed') void loadMenu();
      if (!visit.session) void startVisit(table.id);
    };
    return (
      <DinerNotice actions={<Button onClick={retry}>{diner.menu.retry}</Button>}>
        <p role="alert">{visit.error && !visit.session ? visit.error : diner.menu.loadFailed}</p>
      </DinerNotice>
    );
  }
  return <MenuScreen table={table} session={visit.session} menus={menu.menus} items={menu.items} />;
}
