import type { BillDiscount } from '@contract/bills';
import { SESSION_STATUS } from '@contract/constants';
import type { OrderItem } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { VisitQrModal } from '@/components/floor/visit-qr-modal';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { fetchTableSessions } from '../api/staff-api';
import { useSessionDetail } from '../hooks/use-session-detail';
import { unservedLines } from '../model/unserved';
import { BillLines } from './corrections/bill-lines';
import { CancelLineDialog } from './corrections/cancel-line-dialog';
import { CoverToggle } from './corrections/cover-toggle';
import { UnservedLines } from './corrections/unserved-lines';
import { DiscountDialog } from './discount/discount-dialog';
import { RemoveDiscountDialog } from './discount/remove-discount-dialog';
import styles from './order-detail-modal.module.css';
import { ReceiptActions } from './receipts/receipt-actions';
import { RegisterDialog } from './register/register-dialog';
import { BillStateActions } from './table-ops/bill-state-actions';
import { MergeTableDialog } from './table-ops/merge-table-dialog';
import { MoveTableDialog } from './table-ops/move-table-dialog';
import { TableOpsBar } from './table-ops/table-ops-bar';

export interface OrderDetailModalProps {
  /** The visit shown; null keeps the dialog closed. */
  session: TableSession | null;
  onClose: () => void;
  /**
   * After the visit changed (bill state, guests, 席移動, a 取消; or on another screen): the visit
   * as the box now has it. After 合算 it is the visit that took the orders: the dialog shows it.
   */
  onChanged: (session: TableSession) => void;
}

type Step =
  | { kind: 'cancel'; line: OrderItem }
  | { kind: 'move' }
  | { kind: 'merge' }
  | { kind: 'register' }
  | { kind: 'discount' }
  | { kind: 'removeDiscount'; discount: BillDiscount }
  | { kind: 'visitQr' }
  | null;

/**
 * SPEC.md's order detail (name, quantity, subtotal padded to 10 rows, total, 戻る, the bill-state
 * toggle), with what the floor needs in a rush: 取消 per line, the guests, 席移動, 合算, and
 * freeing the table.
 */
export function OrderDetailModal({ session, onClose, onChanged }: OrderDetailModalProps) {
  const t = useText(staffText);
  const timeZone = useShopTimeZone();
  const detail = useSessionDetail(session, onChanged);
  const [step, setStep] = useState<Step>(null);
  const [busy, setBusy] = useState(false);
  const isOpen = session !== null && session.status !== SESSION_STATUS.paid && session.merged_into_id === null;

  const changed = (updated: TableSession) => {
    setStep(null);
    onChanged(updated);
  };

  return (
    <>
      <Modal
        open={session !== null}
        onClose={onClose}
        dismissible={!busy}
        title={session ? t.detail.title(session.diningTables.label) : ''}
        footer={session && <BillStateActions session={session} onBack={onClose} onChanged={onChanged} onBusy={setBusy} />}
      >
        {session && isOpen && (
          <TableOpsBar
            session={session}
            onChanged={onChanged}
            onMove={() => setStep({ kind: 'move' })}
            onVisitQr={() => setStep({ kind: 'visitQr' })}
            onMerge={() => setStep({ kind: 'merge' })}
            onRegister={() => setStep({ kind: 'register' })}
            onDiscount={detail.bill ? () => setStep({ kind: 'discount' }) : undefined}
          />
        )}
        {session?.status === SESSION_STATUS.paid && session.merged_into_id === null && (
          <ReceiptActions session={session} framed payments={detail.bill?.payments} />
        )}
        {session?.merged_into_id != null && (
          <Alert tone="info" className={styles.note}>
            {t.tableOps.mergedAway}
          </Alert>
        )}
        {detail.error && <Alert tone="error">{detail.error}</Alert>}
        {isOpen && detail.bill && (
          <UnservedLines
            lines={unservedLines(detail.bill.lines)}
            onServed={detail.reload}
            onCancel={(line) => setStep({ kind: 'cancel', line })}
          />
        )}
        {detail.bill ? (
          <BillLines
            bill={detail.bill}
            timeZone={timeZone}
            onCancel={isOpen ? (line) => setStep({ kind: 'cancel', line }) : undefined}
            onRemoveDiscount={isOpen ? (discount) => setStep({ kind: 'removeDiscount', discount }) : undefined}
            coverAction={
              session?.cover && isOpen ? <CoverToggle session={session} cover={session.cover} onChanged={onChanged} /> : undefined
            }
          />
        ) : (
          !detail.error && (
            <div className={styles.loading}>
              <Spinner />
            </div>
          )
        )}
      </Modal>
      {session && step?.kind === 'visitQr' && (
        <VisitQrModal tableSessionId={session.id} tableLabel={session.diningTables.label} onClose={() => setStep(null)} />
      )}
      {session && step?.kind === 'cancel' && (
        <CancelLineDialog
          line={step.line}
          onClose={() => setStep(null)}
          onDone={() => {
            detail.reload();
            changed(session);
          }}
        />
      )}
      {session && step?.kind === 'discount' && detail.bill && (
        <DiscountDialog
          bill={detail.bill}
          onClose={() => setStep(null)}
          onDone={(bill) => {
            detail.show(bill);
            setStep(null);
          }}
        />
      )}
      {session && step?.kind === 'removeDiscount' && (
        <RemoveDiscountDialog
          tableLabel={session.diningTables.label}
          discount={step.discount}
          onClose={() => setStep(null)}
          onDone={(bill) => {
            detail.show(bill);
            setStep(null);
          }}
        />
      )}
      {session && step?.kind === 'register' && detail.bill && (
        <RegisterDialog
          session={session}
          bill={detail.bill}
          onClose={() => setStep(null)}
          onPaid={() => {
            void fetchTableSessions(session.dining_table_id).then((visits) => {
              const paid = visits.find((visit) => visit.id === session.id);
              if (paid) changed(paid);
              else setStep(null);
            });
          }}
        />
      )}
      {session && step?.kind === 'move' && <MoveTableDialog session={session} onClose={() => setStep(null)} onMoved={changed} />}
      {session && step?.kind === 'merge' && (
        <MergeTableDialog session={session} onClose={() => setStep(null)} onMerged={changed} />
      )}
    </>
  );
}
