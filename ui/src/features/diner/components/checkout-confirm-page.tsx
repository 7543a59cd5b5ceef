import type { OrderItem } from '@contract/orders';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Modal } from '@/components/ui/modal';
import { PageSpinner } from '@/components/ui/spinner';
import { dinerJa } from '@/i18n/diner.ja';
import { ja } from '@/i18n/ja';
import { errorMessage } from '@/lib/api-client';
import { playThanksVisit } from '@/lib/sounds/diner-sounds';
import { usePageTitle } from '@/lib/use-page-title';
import { dinerApi } from '../api/diner-api';
import { formatYen } from '../cart/price';
import { clearVisitData } from '../state/cart-store';
import { useIdentity } from '../state/identity-store';
import { useOrdersVersion } from '../state/realtime-sync';
import { applySession, refreshVisit, startVisit, useVisit } from '../state/visit-store';
import styles from './checkout-confirm-page.module.css';
import { DinerNotice, UnregisteredAlert } from './diner-notice';
import { OrderHistoryTable } from './order-history-table';

/** /checkout-confirm: the visit's order history and total from the box, then the bill request. */
export function CheckoutConfirmPage() {
  usePageTitle(ja.titles.checkoutConfirm);
  const navigate = useNavigate();
  const identity = useIdentity();
  const visit = useVisit();
  const version = useOrdersVersion();
  const table = identity.status === 'registered' ? identity.table : null;
  const session = visit.session;
  const [lines, setLines] = useState<OrderItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  useEffect(() => {
    if (table && visit.status === 'idle') void startVisit(table.id);
  }, [table, visit.status]);

  const sessionId = session?.id;
  const load = useCallback(async () => {
    if (!table || sessionId === undefined) return;
    try {
      const [items] = await Promise.all([dinerApi.sessionOrderItems(sessionId), refreshVisit(table.id)]);
      setLines(items.list.data);
      setLoadError(null);
    } catch (error) {
      setLoadError(errorMessage(error));
    }
  }, [table, sessionId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger (served marks, new orders)
  useEffect(() => {
    void load();
  }, [load, version]);

  if (visit.status === 'ended') return <Navigate to={paths.home} replace />;
  if (identity.status === 'unregistered') {
    return (
      <DinerNotice>
        <UnregisteredAlert />
      </DinerNotice>
    );
  }
  if (!session || (lines === null && !loadError)) {
    if (visit.status === 'failed') {
      return (
        <DinerNotice actions={<LinkButton to={paths.menu}>{dinerJa.checkoutConfirm.back}</LinkButton>}>
          <p role="alert">{visit.error}</p>
        </DinerNotice>
      );
    }
    return <PageSpinner />;
  }

  const total = session.total_amount;
  const requestBill = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      const response = await dinerApi.requestBill(session.id);
      applySession(response.tableSession);
      playThanksVisit();
      clearVisitData();
      navigate(paths.checkout);
    } catch (error) {
      setSubmitError(`${dinerJa.checkoutConfirm.submitFailed}（${errorMessage(error)}）`);
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>{dinerJa.checkoutConfirm.heading}</h1>
          <p className={styles.lead}>{dinerJa.checkoutConfirm.lead}</p>
        </div>
        <p className={styles.table}>{table?.label}</p>
      </header>
      {loadError && (
        <Alert tone="error">
          {dinerJa.checkoutConfirm.loadFailed}
          <Button variant="secondary" onClick={() => void load()} className={styles.retry}>
            {dinerJa.menu.retry}
          </Button>
        </Alert>
      )}
      <OrderHistoryTable lines={lines ?? []} total={total} />
      <div className={styles.actions}>
        <LinkButton to={paths.menu} variant="secondary" size="xl" className={styles.back}>
          {dinerJa.checkoutConfirm.back}
        </LinkButton>
        <Button size="xl" className={styles.submit} disabled={total === 0} onClick={() => setConfirming(true)}>
          {dinerJa.checkoutConfirm.submit}
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        dismissible={!submitting}
        title={dinerJa.confirm.checkoutTitle}
        footer={
          <>
            <Button
              variant="secondary"
              size="lg"
              onClick={() => setConfirming(false)}
              disabled={submitting}
              className={styles.footerButton}
            >
              {dinerJa.confirm.cancel}
            </Button>
            <Button size="lg" loading={submitting} onClick={() => void requestBill()} className={styles.footerButton}>
              {dinerJa.confirm.checkoutSubmit}
            </Button>
          </>
        }
      >
        <div className={styles.confirmBody}>
          <p>{dinerJa.confirm.checkoutLead}</p>
          <p className={styles.confirmTotal}>
            <span>{dinerJa.checkoutConfirm.total}</span>
            <strong>{formatYen(total)}</strong>
          </p>
          {submitError && <Alert tone="error">{submitError}</Alert>}
        </div>
      </Modal>
    </div>
  );
}
