import type { DiningTable } from '@contract/dining-tables';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { initialTableSearch, listTables } from '../../api/tablets.api';
import { useAdminList } from '../../api/use-admin-list';
import { mayEditFromHere, storedTableId } from '../../lib/this-device';
import { AdminPage, Card, CollapsibleCard } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import { GuestPhonesCard } from './guest-phones-card';
import { PairingQrModal } from './pairing-qr-modal';
import { PrintSheet } from './print-sheet';
import { TableCardsSheet } from './table-cards-sheet';
import { TableRegisterForm } from './table-register-form';
import { TableEditForm, TableRow } from './table-row';
import { TableSearchForm } from './table-search-form';
import styles from './tablets-page.module.css';

/** /admin/tablets: tables and their tablets, registered from the tablet itself or paired by QR code. */
export function TabletsPage() {
  const admin = useText(adminText);
  const app = useText(appText);
  const list = useAdminList(listTables, initialTableSearch);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [qrTable, setQrTable] = useState<DiningTable | null>(null);
  const [printing, setPrinting] = useState(false);
  const [printingCards, setPrintingCards] = useState(false);
  const [registerOpen, setRegisterOpen] = useState(false);
  const thisTableId = storedTableId();

  function startEdit(table: DiningTable) {
    if (!mayEditFromHere(table.device_uuid)) {
      showToast(app.alerts.deviceMismatch, 'error');
      return;
    }
    setEditingId(table.id);
  }

  return (
    <AdminPage
      title={app.titles.adminTablets}
      actions={
        <>
          <Button variant="secondary" onClick={() => setPrintingCards(true)}>
            {admin.tablets.cards.open}
          </Button>
          <Button variant="secondary" onClick={() => setPrinting(true)}>
            {admin.tablets.print.open}
          </Button>
        </>
      }
    >
      <Card title={admin.common.searchCard}>
        <TableSearchForm initial={list.query} onSearch={list.search} />
      </Card>
      <CollapsibleCard title={admin.common.registerCard} open={registerOpen} onToggle={setRegisterOpen}>
        <TableRegisterForm onSaved={list.reload} />
      </CollapsibleCard>
      <GuestPhonesCard />
      <Card title={admin.tablets.listLabel} aside={list.rows && admin.common.count(list.rows.length)}>
        <ListState<DiningTable> {...list} empty={admin.tablets.empty} onRetry={list.reload}>
          {(tables) => (
            <ul className={[rows.list, styles.columns].join(' ')} aria-label={admin.tablets.listLabel}>
              {tables.map((table) =>
                editingId === table.id ? (
                  <TableEditForm
                    key={table.id}
                    table={table}
                    onDone={(saved) => {
                      setEditingId(null);
                      if (saved) list.reload();
                    }}
                  />
                ) : (
                  <TableRow
                    key={table.id}
                    table={table}
                    isThisDevice={table.id === thisTableId}
                    onEdit={() => startEdit(table)}
                    onQr={() => setQrTable(table)}
                  />
                ),
              )}
            </ul>
          )}
        </ListState>
      </Card>
      {qrTable && (
        <PairingQrModal
          table={qrTable}
          onClose={() => {
            setQrTable(null);
            list.reload();
          }}
        />
      )}
      {printingCards && <TableCardsSheet onClose={() => setPrintingCards(false)} />}
      {printing && (
        <PrintSheet
          onClose={() => {
            setPrinting(false);
            list.reload();
          }}
        />
      )}
    </AdminPage>
  );
}
