import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useFloor } from '../hooks/use-floor';
import type { TableTile } from '../model/table-board';
import { GuestCountEditor } from './guest-count-editor';
import { HandyShell } from './handy-shell';
import { OrderScreen } from './order-screen';
import { TablePicker } from './table-picker';

/** /handy: the table picker; /handy?table=<id>: that table's ordering (the back button returns to the picker). */
export function HandyPage() {
  const handy = useText(handyText);
  usePageTitle(handy.title);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const floor = useFloor();
  const [starting, setStarting] = useState<TableTile | null>(null);
  const tableId = Number(search.get('table'));

  const openTable = (id: number) => navigate(`${paths.handy}?table=${id}`);

  if (Number.isSafeInteger(tableId) && tableId > 0) return <OrderScreen key={tableId} tableId={tableId} floor={floor} />;

  const pick = (tile: TableTile) => {
    if (tile.state === 'free') setStarting(tile);
    else openTable(tile.table.id);
  };
  const started = (session: TableSession) => {
    floor.patchSession(session);
    setStarting(null);
    openTable(session.dining_table_id);
  };

  return (
    <HandyShell title={handy.title} status={floor.status} back={{ to: paths.orderList, label: handy.toOrderList }}>
      <TablePicker floor={floor} onPick={pick} />
      <GuestCountEditor tile={starting} onDone={started} onClose={() => setStarting(null)} />
    </HandyShell>
  );
}
