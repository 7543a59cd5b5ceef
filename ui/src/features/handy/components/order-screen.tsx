import type { TableSession } from '@contract/table-sessions';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { VisitQrModal } from '@/components/floor/visit-qr-modal';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { floorText } from '@/i18n/floor';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import type { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import type { Floor } from '../hooks/use-floor';
import { useHandyMenu } from '../hooks/use-handy-menu';
import { useOrderCart } from '../hooks/use-order-cart';
import { cartCount } from '../model/cart-lines';
import { CartBar } from './cart-bar';
import { CartReview } from './cart-review';
import { GuestCountEditor } from './guest-count-editor';
import { GuestsButton } from './guests-button';
import { HandyShell } from './handy-shell';
import { MenuPanel } from './menu-panel';
import styles from './order-screen.module.css';
import { SentResult } from './sent-result';

export interface OrderScreenProps {
  tableId: number;
  floor: Floor;
}

/** One table's ordering: its visit (started here if free), the menu, the cart's review, the sent order. */
export function OrderScreen({ tableId, floor }: OrderScreenProps) {
  const handy = useText(handyText);
  const visitQr = useText(floorText).visitQr;
  const navigate = useNavigate();
  const tile = floor.tiles?.find((t) => t.table.id === tableId) ?? null;
  const session = tile?.state === 'seated' ? tile.session : null;
  const menu = useHandyMenu();
  const cart = useOrderCart(tableId, session, (error: ApiError) => {
    if (error.code === 'ITEM_UNAVAILABLE' || error.code === 'OPTION_UNAVAILABLE' || error.code === 'OPTION_INVALID')
      menu.reload();
    else floor.refresh();
  });
  const [view, setView] = useState<'menu' | 'review'>('menu');
  const [editingGuests, setEditingGuests] = useState(false);
  const [showingQr, setShowingQr] = useState(false);

  const back = { to: paths.handy, label: handy.order.back };
  const title = tile?.table.label ?? handy.title;
  const shell = (children: ReactNode, extra?: { aside?: ReactNode; footer?: ReactNode }) => (
    <HandyShell title={title} status={floor.status} back={back} aside={extra?.aside} footer={extra?.footer}>
      {children}
    </HandyShell>
  );

  const seated = (answer: TableSession) => {
    floor.patchSession(answer);
    setEditingGuests(false);
  };

  if (cart.sent) {
    return shell(
      <SentResult
        tableLabel={title}
        answer={cart.sent}
        tablesTo={paths.handy}
        onMore={() => {
          cart.dismissSent();
          setView('menu');
        }}
      />,
    );
  }
  if (floor.tiles === null) return shell(floor.error ? <Alert tone="error">{floor.error}</Alert> : <PageSpinner />);
  if (!tile) {
    return shell(
      <>
        <Alert tone="error">{handy.order.unknownTable}</Alert>
        <LinkButton to={paths.handy} variant="secondary" size="lg">
          {handy.sent.tables}
        </LinkButton>
      </>,
    );
  }
  if (tile.state === 'free') {
    // A free table starts with its guest count; closing the pad goes back to the tables.
    return shell(<GuestCountEditor tile={tile} onDone={seated} onClose={() => navigate(paths.handy, { replace: true })} />);
  }
  if (tile.state === 'billing' || !session) {
    return shell(
      <>
        <Alert tone="info">{handy.order.billing}</Alert>
        <LinkButton to={paths.handy} variant="secondary" size="lg">
          {handy.sent.tables}
        </LinkButton>
      </>,
    );
  }

  const aside = (
    <>
      <button type="button" className={styles.qrButton} onClick={() => setShowingQr(true)} aria-label={visitQr.open}>
        <span className={styles.qrLong}>{visitQr.open}</span>
        <span className={styles.qrShort}>QR</span>
      </button>
      <GuestsButton session={session} onClick={() => setEditingGuests(true)} />
    </>
  );
  const guestEditor = (
    <>
      <GuestCountEditor tile={editingGuests ? tile : null} onDone={seated} onClose={() => setEditingGuests(false)} />
      {showingQr && <VisitQrModal tableSessionId={session.id} tableLabel={title} onClose={() => setShowingQr(false)} />}
    </>
  );

  if (view === 'review') {
    return shell(
      <>
        <CartReview tableLabel={title} cart={cart} freeMenuIds={session.activePlanMenuIds} onBack={() => setView('menu')} />
        {guestEditor}
      </>,
      { aside },
    );
  }
  return shell(
    <>
      <MenuPanel menu={menu} cart={cart} />
      {guestEditor}
    </>,
    { aside, footer: <CartBar count={cartCount(cart.lines)} onReview={() => setView('review')} /> },
  );
}
