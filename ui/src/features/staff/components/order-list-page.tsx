import { paths } from '@/app/paths';
import { SoundBanner, SoundOnBadge } from '@/components/live/sound-banner';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { kitchenText } from '@/i18n/kitchen';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { playSoundCheck, playStaffAlerts } from '@/lib/sounds/staff-sounds';
import { useSoundUnlock } from '@/lib/sounds/use-sound-unlock';
import { useOrderBoard } from '../hooks/use-order-board';
import { useServedToggle } from '../hooks/use-served-toggle';
import { useShopTimeZone } from '../hooks/use-shop-time-zone';
import { isCallLine } from '../model/board-diff';
import { BillPopup } from './bill-popup';
import styles from './order-list-page.module.css';
import { OrderTable } from './order-table';
import { StaffShell } from './staff-shell';

/** /order-list: every line of the open tables, newest first, live; bill popup; sounds. */
export function OrderListPage() {
  const app = useText(appText);
  const staff = useText(staffText);
  const kitchen = useText(kitchenText);
  const sound = useSoundUnlock(playSoundCheck);
  const timeZone = useShopTimeZone();
  const board = useOrderBoard(playStaffAlerts);
  const served = useServedToggle(board.patchLine);
  const lines = board.data?.lines ?? [];
  const unserved = lines.filter((l) => served.shown(l) !== 1);
  const calls = unserved.filter(isCallLine).length;

  return (
    <StaffShell
      title={app.titles.orderList}
      status={board.status}
      summary={
        <>
          <span className={styles.count}>{staff.orders.unserved(unserved.length)}</span>
          {calls > 0 && <span className={`${styles.count} ${styles.calls}`}>{staff.orders.calls(calls)}</span>}
          <SoundOnBadge unlocked={sound.unlocked} texts={staff.sound} />
        </>
      }
      actions={
        <>
          <LinkButton to={paths.checkoutList} size="lg">
            {staff.nav.checkoutList}
          </LinkButton>
          <LinkButton to={paths.kitchen} size="lg" variant="secondary">
            {kitchen.title}
          </LinkButton>
          <LinkButton to={paths.admin} size="lg" variant="secondary">
            {staff.nav.admin}
          </LinkButton>
        </>
      }
      notice={<SoundBanner unlocked={sound.unlocked} onEnable={sound.enable} texts={staff.sound} />}
    >
      {board.error && <Alert tone="error">{board.error}</Alert>}
      {board.data ? (
        <>
          <OrderTable lines={lines} fresh={board.fresh} timeZone={timeZone} shown={served.shown} onToggle={served.toggle} />
          {board.data.total > lines.length && <p className={styles.more}>{staff.orders.more(lines.length, board.data.total)}</p>}
        </>
      ) : (
        !board.error && <PageSpinner />
      )}
      <BillPopup sessions={board.data?.sessions ?? []} onAcknowledged={board.refresh} />
    </StaffShell>
  );
}
