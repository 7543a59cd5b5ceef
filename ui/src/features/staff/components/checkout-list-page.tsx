import type { DiningTable } from '@contract/dining-tables';
import type { TableSession } from '@contract/table-sessions';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { fetchTables } from '../api/staff-api';
import { staffFailure } from '../hooks/staff-errors';
import { useCheckoutList } from '../hooks/use-checkout-list';
import { CheckoutFilters } from './checkout-filters';
import { CheckoutTable } from './checkout-table';
import { OrderDetailModal } from './order-detail-modal';
import { StaffShell } from './staff-shell';

/** /checkout-list: the shop's bills by table, state and business day, live; detail to settle them. */
export function CheckoutListPage() {
  const app = useText(appText);
  const staff = useText(staffText);
  const timeZone = useShopTimeZone();
  const list = useCheckoutList(timeZone);
  const [tables, setTables] = useState<DiningTable[]>([]);
  const [open, setOpen] = useState<TableSession | null>(null);

  useEffect(() => {
    fetchTables().then(setTables, (e: unknown) => staffFailure(e));
  }, []);

  return (
    <StaffShell
      title={app.titles.checkoutList}
      status={list.status}
      actions={
        <>
          <LinkButton to={paths.admin} size="lg" variant="secondary">
            {staff.nav.admin}
          </LinkButton>
          <LinkButton to={paths.orderList} size="lg" variant="secondary">
            {staff.nav.orderList}
          </LinkButton>
          <Button size="lg" onClick={list.refresh}>
            {staff.nav.refresh}
          </Button>
        </>
      }
    >
      {list.filter && list.today && (
        <CheckoutFilters filter={list.filter} today={list.today} tables={tables} onChange={list.setFilter} />
      )}
      {list.error && <Alert tone="error">{list.error}</Alert>}
      {list.sessions ? (
        <CheckoutTable sessions={list.sessions} timeZone={timeZone} onOpen={setOpen} />
      ) : (
        !list.error && <PageSpinner />
      )}
      <OrderDetailModal
        session={open}
        onClose={() => setOpen(null)}
        onChanged={(updated) => {
          setOpen(updated);
          list.refresh();
        }}
      />
    </StaffShell>
  );
}
