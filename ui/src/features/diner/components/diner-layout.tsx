import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { installDinerTapSounds } from '@/lib/sounds/diner-sounds';
import { realtime, useRealtime } from '@/lib/ws-client';
import { preloadDinerScreens } from '../diner-screens';
import { checkConnection, onConnectionRestored } from '../state/connection-store';
import { getIdentity, identify, useIdentity } from '../state/identity-store';
import { leaveDinerScreens, restoreLocale } from '../state/locale-choice';
import { loadMenu, useMenu } from '../state/menu-store';
import { resumePendingOrder, takeDone, useOutbox } from '../state/order-outbox';
import { applyEvent, syncSnapshot } from '../state/realtime-sync';
import { refreshVisit } from '../state/visit-store';
import { OfflineBanner } from './offline-banner';

/** Live updates of this tablet's table; mounted only once the box knows the tablet. */
function DinerRealtime({ diningTableId }: { diningTableId: number }) {
  const navigate = useNavigate();
  const effects = {
    onVisitEnded: () => navigate(paths.home, { replace: true }),
    onFollowVisit: () => {
      const before = getIdentity().guest?.tableSessionId;
      void identify().then((state) => {
        // Its visit ended while the phone slept: the phone says so.
        if (state.status === 'unregistered') return navigate(paths.home, { replace: true });
        if (state.table) void refreshVisit(state.table.id);
        // The socket hears its visit's events: after a merge, those of the visit merged into.
        if (state.guest && state.guest.tableSessionId !== before) realtime.reconnectNow();
      });
    },
  };
  const status = useRealtime({
    onSnapshot: () => void syncSnapshot(diningTableId, effects),
    onEvent: (event) => applyEvent(event, diningTableId, effects),
  });
  useEffect(() => {
    if (status !== 'down') return;
    checkConnection();
    // A phone whose socket is refused may have had its visit end (checkout, 再発行) while it slept.
    if (getIdentity().guest) void identify();
  }, [status]);
  return null;
}

/**
 * The frame of every diner screen: who this tablet is, live updates, the offline indicator, tap
 * sounds, and the order outbox (a confirmed order keeps going out until the box acknowledges it).
 */
export function DinerLayout() {
  const navigate = useNavigate();
  const identity = useIdentity();
  const { done } = useOutbox();
  const menu = useMenu();

  useEffect(() => installDinerTapSounds(), []);

  // The menu, checkout and thanks screens, fetched while the welcome shows.
  useEffect(() => preloadDinerScreens(), []);

  useEffect(() => {
    restoreLocale();
    return leaveDinerScreens;
  }, []);

  useEffect(() => {
    void identify();
    resumePendingOrder();
    return onConnectionRestored(() => {
      realtime.reconnectNow();
      if (getIdentity().status !== 'registered') void identify();
    });
  }, []);

  useEffect(() => {
    if (menu.status !== 'failed') return;
    return onConnectionRestored(() => void loadMenu());
  }, [menu.status]);

  useEffect(() => {
    if (!done) return;
    const finished = takeDone();
    if (finished) navigate(finished.kind === 'order' ? paths.orderComplete : paths.staffCalled);
  }, [done, navigate]);

  return (
    <>
      <OfflineBanner />
      {identity.status === 'registered' && identity.table && <DinerRealtime diningTableId={identity.table.id} />}
      <Outlet />
    </>
  );
}
