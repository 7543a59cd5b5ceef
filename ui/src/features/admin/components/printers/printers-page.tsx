import type { Printer } from '@contract/printers';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { useNow } from '../../lib/use-now';
import { AdminPage, Card, CollapsibleCard } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import { DeletePrinterModal } from './delete-printer-modal';
import { HeldJobsCard } from './held-jobs-card';
import { PrintHistoryCard } from './print-history-card';
import { PrinterEditForm } from './printer-edit-form';
import { PrinterRegisterForm } from './printer-register-form';
import { PrinterRow } from './printer-row';
import styles from './printers.module.css';
import { usePrinterBoard } from './use-printer-board';

/** /admin/printers: the shop's receipt printers, their state, held tickets and what they printed. */
export function PrintersPage() {
  const admin = useText(adminText);
  const app = useText(appText);
  const board = usePrinterBoard();
  const timeZone = useShopTimeZone();
  const now = useNow(30_000);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Printer | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);
  const printers = board.printers.data ?? [];
  const stations = board.stations ?? [];
  const held = board.held.data ?? [];
  const { refresh } = board;
  const closeDelete = useCallback(
    (deleted: boolean) => {
      setDeleting(null);
      if (deleted) refresh();
    },
    [refresh],
  );

  return (
    <AdminPage title={app.titles.adminPrinters} lead={admin.printers.lead}>
      {held.length > 0 && <HeldJobsCard jobs={held} printers={printers} timeZone={timeZone} onChanged={refresh} />}
      <CollapsibleCard title={admin.common.registerCard} open={registerOpen} onToggle={setRegisterOpen}>
        <PrinterRegisterForm stations={stations} printers={printers} onSaved={refresh} />
      </CollapsibleCard>
      <Card title={admin.printers.listLabel} aside={board.printers.data && admin.common.count(printers.length)}>
        <ListState<Printer>
          rows={board.printers.data}
          loading={false}
          failed={board.printers.failed && board.printers.data === null}
          empty={admin.printers.empty}
          onRetry={refresh}
        >
          {(list) => (
            <ul className={[rows.list, styles.columns].join(' ')} aria-label={admin.printers.listLabel}>
              {list.map((printer) =>
                editingId === printer.id ? (
                  <PrinterEditForm
                    key={printer.id}
                    printer={printer}
                    stations={stations}
                    printers={list}
                    onDone={(saved) => {
                      setEditingId(null);
                      if (saved) refresh();
                    }}
                  />
                ) : (
                  <PrinterRow
                    key={printer.id}
                    printer={printer}
                    stations={stations}
                    printers={list}
                    now={now}
                    onEdit={() => setEditingId(printer.id)}
                    onDelete={() => setDeleting(printer)}
                    onTested={refresh}
                  />
                ),
              )}
            </ul>
          )}
        </ListState>
      </Card>
      <PrintHistoryCard
        history={board.history}
        printers={printers}
        printerId={board.historyPrinter}
        onPrinter={board.setHistoryPrinter}
        timeZone={timeZone}
        onChanged={refresh}
      />
      {deleting && <DeletePrinterModal printer={deleting} printers={printers} stations={stations} onClose={closeDelete} />}
    </AdminPage>
  );
}
