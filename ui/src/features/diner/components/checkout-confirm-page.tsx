import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Modal } from '@/components/ui/modal';
import { PageSpinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { playThanksVisit } from '@/lib/sounds/diner-sounds';
import { usePageTitle } from '@/lib/use-page-title';
import { dinerApi } from '../api/diner-api';
import { billLines, coverLine } from '../history/bill-lines';
import { clearVisitData } from '../state/cart-store';
import { ensureCheckIn, useCheckIn, visitCoverTranslations } from '../state/check-in-store';
import { useIdentity, useTableName } from '../state/identity-store';
import { useOrdersVersion } from '../state/realtime-sync';
import { useVisitLines } from '../state/use-visit-lines';
import { applySession, refreshVisit, startVisit, useVisit } from '../state/visit-store';
import styles from './checkout-confirm-page.module.css';
import { DinerNotice, UnregisteredAlert } from './diner-notice';
import { OrderHistoryTable } from './order-history-table';
import { Phrases } from './phrases';

/** /checkout-confirm: the visit's order history and total from the box, then the bill request. */
export function CheckoutConfirmPage() {
  const app = useText(appText);
  const diner = useText(dinerText);
  usePageTitle(app.titles.checkoutConfirm);
  const navigate = useNavigate();
  const identity = useIdentity();
  const tableName = useTableName();
  const visit = useVisit();
  const version = useOrdersVersion();
  const table = identity.status === 'registered' ? identity.table : null;
  const session = visit.session;
  const { lines, error: loadError, reload } = useVisitLines(session?.id);
  const cover = session?.cover ?? null;
  // The cover's name in the diner's language comes with the shop's check-in settings.
  const coverTranslations = visitCoverTranslations(useCheckIn(), cover?.label);
  useEffect(ensureCheckIn, []);
  // お通し first, as on a shop's slip; then what was ordered.
  const rows = useMemo(
    () => [coverLine(cover, coverTranslations), ...billLines(lines ?? [])].filter((row) => row !== null),
    [lines, cover, coverTranslations],
  );
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  useEffect(() => {
    if (table && visit.status === 'idle') void startVisit(table.id);
  }, [table, visit.status]);

  // The total is the box's: read the visit again with the lines (a new order, a 取消).
  const tableId = table?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    if (tableId !== undefined) void refreshVisit(tableId);
  }, [tableId, version]);

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
        <DinerNotice actions={<LinkButton to={paths.menu}>{diner.checkoutConfirm.back}</LinkButton>}>
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
      setSubmitError(`${diner.checkoutConfirm.submitFailed}（${errorMessage(error)}）`);
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>{diner.checkoutConfirm.heading}</h1>
          <p className={styles.lead}>{diner.checkoutConfirm.lead}</p>
        </div>
        <p className={styles.table} data-menu-text="">
          {tableName}
        </p>
      </header>
      {loadError && (
        <Alert tone="error">
          {diner.checkoutConfirm.loadFailed}
          <Button variant="secondary" onClick={reload} className={styles.retry}>
            {diner.menu.retry}
          </Button>
        </Alert>
      )}
      <OrderHistoryTable lines={rows} total={total} />
      <div className={styles.actions}>
        <LinkButton to={paths.menu} variant="secondary" size="xl" className={styles.back}>
          {diner.checkoutConfirm.back}
        </LinkButton>
        <Button size="xl" className={styles.submit} disabled={total === 0} onClick={() => setConfirming(true)}>
          <Phrases phrases={diner.checkoutConfirm.submit} />
        </Button>
      </div>
      <p className={styles.submitNote}>{diner.checkoutConfirm.submitNote}</p>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        dismissible={!submitting}
        title={diner.confirm.checkoutTitle}
        footer={
          <>
            <Button
              variant="secondary"
              size="lg"
              onClick={() => setConfirming(false)}
              disabled={submitting}
              className={styles.footerButton}
            >
              {diner.confirm.cancel}
            </Button>
            <Button size="lg" loading={submitting} onClick={() => void requestBill()} className={styles.footerButton}>
              <Phrases phrases={diner.confirm.checkoutSubmit} />
            </Button>
          </>
        }
      >
        <div className={styles.confirmBody}>
          <p>{diner.confirm.checkoutLead}</p>
          <p className={styles.confirmTotal}>
            <span>{diner.checkoutConfirm.total}</span>
            <strong>{formatYen(total)}</strong>
          </p>
          {submitError && <Alert tone="error">{submitError}</Alert>}
        </div>
      </Modal>
    </div>
  );
}
