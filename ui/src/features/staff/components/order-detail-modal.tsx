import { SESSION_STATUS } from '@contract/constants';
import type { OrderItem } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { fetchSessionLines, setBillStatus } from '../api/staff-api';
import { staffFailure } from '../hooks/staff-errors';
import { plainLabel } from '../model/format';
import styles from './order-detail-modal.module.css';

const DETAIL_ROWS = 10;
export interface OrderDetailModalProps {
  /** The visit shown; null keeps the dialog closed. */
  session: TableSession | null;
  onClose: () => void;
  /** After the bill state changed: the visit as the box now has it. */
  onChanged: (session: TableSession) => void;
}

/**
 * SPEC.md's order detail: name, quantity, subtotal (padded to 10 rows), total, back, and the
 * bill-state button: 'お会計済みにする' when the bill is requested (1 -> 2), otherwise
 * 'お会計待ちに戻す' (-> 1).
 */
export function OrderDetailModal({ session, onClose, onChanged }: OrderDetailModalProps) {
  const app = useText(appText);
  const t = useText(staffText).detail;
  const [lines, setLines] = useState<OrderItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const sessionId = session?.id;

  useEffect(() => {
    setLines(null);
    setError(null);
    if (sessionId === undefined) return;
    const abort = new AbortController();
    fetchSessionLines(sessionId, abort.signal).then(setLines, (e: unknown) => setError(staffFailure(e)));
    return () => abort.abort();
  }, [sessionId]);

  const toggle = async () => {
    if (!session) return;
    const next = session.status === SESSION_STATUS.billRequested ? SESSION_STATUS.paid : SESSION_STATUS.billRequested;
    setSaving(true);
    try {
      const updated = await setBillStatus(session.id, next);
      const label = session.diningTables.label;
      showToast(next === SESSION_STATUS.paid ? t.markedPaid(label) : t.markedWaiting(label), 'success');
      onChanged(updated);
    } catch (e) {
      const message = staffFailure(e);
      if (message) showToast(message, 'error');
    } finally {
      setSaving(false);
    }
  };

  const padding = Math.max(0, DETAIL_ROWS - (lines?.length ?? 0));
  return (
    <Modal
      open={session !== null}
      onClose={onClose}
      dismissible={!saving}
      title={session ? t.title(session.diningTables.label) : ''}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" size="lg" onClick={onClose} disabled={saving}>
            {app.common.back}
          </Button>
          <Button size="lg" className={styles.toggle} onClick={toggle} loading={saving}>
            {session?.status === SESSION_STATUS.billRequested ? t.markPaid : t.markWaiting}
          </Button>
        </div>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      {!lines && !error ? (
        <div className={styles.loading}>
          <Spinner />
        </div>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.item}</th>
              <th scope="col" className={styles.numeric}>
                {t.quantity}
              </th>
              <th scope="col" className={styles.numeric}>
                {t.subtotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {(lines ?? []).map((line) => (
              <tr key={line.id}>
                <td className={styles.name}>{plainLabel(line.menuitems.label)}</td>
                <td className={styles.numeric}>{line.quantity}</td>
                <td className={styles.numeric}>{formatYen(line.subtotal)}</td>
              </tr>
            ))}
            {Array.from({ length: padding }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blank ledger lines have no identity
              <tr key={`pad-${i}`} className={styles.pad}>
                <td colSpan={3}>{'\u00a0'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t.total}
              </th>
              <td className={styles.total}>{formatYen(session?.total_amount ?? 0)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </Modal>
  );
}
