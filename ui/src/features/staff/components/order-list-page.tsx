import type { OrderItem } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import { useMemo, useState } from 'react';
import { SoundSwitch } from '@/components/live/sound-banner';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { kitchenText } from '@/i18n/kitchen';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { playSoundCheck, playStaffAlerts } from '@/lib/sounds/staff-sounds';
import { useSoundUnlock } from '@/lib/sounds/use-sound-unlock';
import { useBoardStations } from '../hooks/use-board-stations';
import { useNow } from '../hooks/use-now';
import { useOrderBoard } from '../hooks/use-order-board';
import { useServedToggle } from '../hooks/use-served-toggle';
import { boardCounts, buildBoard } from '../model/order-board';
import { BillPopup } from './bill-popup';
import { CancelLineDialog } from './corrections/cancel-line-dialog';
import { BoardCounts } from './order-board/board-counts';
import { BoardToolbar } from './order-board/board-toolbar';
import { OrderBoard } from './order-board/order-board';
import { UnroutedLane } from './order-board/unrouted-lane';
import { OrderDetailModal } from './order-detail-modal';
import styles from './order-list-page.module.css';
import { LivePlanPanel } from './plan-panel/live-plan-panel';
import { StaffShell } from './staff-shell';

/**
 * /order-list: what the floor still has to serve, one block per table, the tables that want staff
 * and the longest waits first; live, with sounds and the bill popup; a station filter kept on the
 * device; served lines on request.
 */
export function OrderListPage() {
  const app = useText(appText);
  const staff = useText(staffText);
  const kitchen = useText(kitchenText);
  const sound = useSoundUnlock(playSoundCheck);
  const [showServed, setShowServed] = useState(false);
  const board = useOrderBoard(playStaffAlerts, showServed);
  const served = useServedToggle(board.patchLine);
  const stations = useBoardStations(board.data?.lines);
  const now = useNow();
  const [detail, setDetail] = useState<TableSession | null>(null);
  const [cancelling, setCancelling] = useState<OrderItem | null>(null);

  const { data } = board;
  const blocks = useMemo(
    () =>
      data
        ? buildBoard(data.lines, data.sessions, {
            stationId: stations.chosen,
            showServed,
            now,
            stations: stations.byId,
            shownStatus: served.shown,
            lingering: served.lingering,
          })
        : [],
    [data, stations.chosen, stations.byId, showServed, now, served.shown, served.lingering],
  );
  const counts = boardCounts(blocks);
  const stationName = stations.choices.find((s) => s.id === stations.chosen)?.name ?? null;

  return (
    <StaffShell
      title={app.titles.orderList}
      status={board.status}
      summary={
        <>
          {data && <BoardCounts counts={counts} />}
          <SoundSwitch unlocked={sound.unlocked} onEnable={sound.enable} texts={staff.sound} />
        </>
      }
      actions={
        <>
          <LinkButton to={paths.checkoutList} size="lg">
            {staff.nav.checkoutList}
          </LinkButton>
          <LinkButton to={paths.handy} size="lg" variant="secondary">
            {staff.nav.handy}
          </LinkButton>
          <LinkButton to={paths.kitchen} size="lg" variant="secondary">
            {kitchen.title}
          </LinkButton>
          <LinkButton to={paths.admin} size="lg" variant="secondary">
            {staff.nav.admin}
          </LinkButton>
        </>
      }
    >
      <BoardToolbar
        stations={stations.choices}
        stationId={stations.chosen}
        onStation={stations.choose}
        showServed={showServed}
        onShowServed={setShowServed}
      />
      {board.error && <Alert tone="error">{board.error}</Alert>}
      <LivePlanPanel onOpen={(id) => setDetail(data?.sessions.find((s) => s.id === id) ?? null)} />
      {data ? (
        <>
          <UnroutedLane lines={data.lines} />
          <OrderBoard
            blocks={blocks}
            fresh={board.fresh}
            stationName={stationName}
            onToggle={served.toggle}
            onOpenDetail={setDetail}
            onCancel={setCancelling}
          />
          {data.total > data.loaded && <p className={styles.more}>{staff.board.more(data.loaded, data.total)}</p>}
        </>
      ) : (
        !board.error && <PageSpinner />
      )}
      <BillPopup sessions={data?.sessions ?? []} lines={data?.lines ?? []} onAcknowledged={board.refresh} />
      {cancelling && (
        <CancelLineDialog
          line={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setCancelling(null);
            board.refresh();
          }}
        />
      )}
      <OrderDetailModal
        session={detail}
        onClose={() => setDetail(null)}
        onChanged={(updated) => {
          setDetail(updated);
          board.refresh();
        }}
      />
    </StaffShell>
  );
}
