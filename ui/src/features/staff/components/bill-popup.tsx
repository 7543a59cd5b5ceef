import type { OrderItem } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { GuestLanguageMark } from '@/components/floor/guest-language-mark';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { appText } from '@/i18n/app';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { ApiError } from '@/lib/api-client';
import { showActionToast, showToast } from '@/lib/toast-store';
import { acknowledgeBill, markPaid, reopenAcknowledged } from '../api/staff-api';
import { staffFailure } from '../hooks/staff-errors';
import { awaitsBillOk } from '../model/board-diff';
import { unservedLines } from '../model/unserved';
import styles from './bill-popup.module.css';
import { CancelLineDialog } from './corrections/cancel-line-dialog';
import { UnservedLines } from './corrections/unserved-lines';

export interface BillPopupProps {
  /** The open visits; those with status 1 and confirm_flag 0 are shown. */
  sessions: readonly TableSession[];
  /** The open visits' lines still to serve (the board's): a waiting table's show 未提供あり. */
  lines: readonly OrderItem[];
  onAcknowledged: () => void;
}

type Action = 'ok' | 'paid';

/**
 * SPEC.md's popup '{table label}お会計です。対応お願いします。' with OK, one line per waiting table
 * (oldest request first). It stays until each is acknowledged; OK sets confirm_flag 1.
 * 'お会計済みにする' settles the bill at once (status 2, which acknowledges too): the table is free
 * for the next guests without looking for the bill detail.
 */
export function BillPopup({ sessions, lines, onAcknowledged }: BillPopupProps) {
  const app = useText(appText);
  const staff = useText(staffText);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<ReadonlyMap<number, Action>>(new Map());
  const [cancelling, setCancelling] = useState<OrderItem | null>(null);
  const waiting = sessions
    .filter((s) => awaitsBillOk(s) && !done.has(s.id))
    .sort((a, b) => (a.bill_requested_at ?? a.created_at) - (b.bill_requested_at ?? b.created_at));

  const settle = async (session: TableSession, action: Action) => {
    setBusy((m) => new Map(m).set(session.id, action));
    try {
      if (action === 'paid') {
        await markPaid(session.id);
        const label = session.diningTables.label;
        // Beside OK, a hurried tap can close a bill that was not paid: its toast takes it back.
        showActionToast(staff.bill.paid(label), {
          label: staff.bill.undoPaid,
          name: staff.bill.undoPaidLabel(label),
          run: () => void undoPaid(session),
        });
      } else {
        await acknowledgeBill(session.id);
      }
      setDone((s) => new Set(s).add(session.id));
    } catch (error) {
      // Another screen may have acknowledged it or the table paid meanwhile: the reload settles it.
      const message = staffFailure(error);
      if (message && !(error instanceof ApiError && error.code === 'INVALID_TRANSITION')) showToast(message, 'error');
    } finally {
      setBusy((m) => {
        const next = new Map(m);
        next.delete(session.id);
        return next;
      });
      onAcknowledged();
    }
  };

  const undoPaid = async (session: TableSession) => {
    try {
      await reopenAcknowledged(session.id);
      showToast(staff.bill.undone(session.diningTables.label), 'success');
    } catch (error) {
      const message = staffFailure(error);
      if (message) showToast(message, 'error');
    } finally {
      onAcknowledged();
    }
  };

  return (
    <>
      <Modal open={waiting.length > 0} onClose={() => {}} dismissible={false} title={staff.bill.title}>
        <ul className={styles.list}>
          {waiting.map((session) => {
            const running = busy.get(session.id);
            return (
              <li key={session.id} className={styles.item} data-session-id={session.id}>
                <p className={styles.message}>
                  {staff.bill.message(session.diningTables.label)} <GuestLanguageMark locale={session.guest_locale} />
                </p>
                <UnservedLines
                  lines={unservedLines(lines.filter((line) => line.orders.table_session_id === session.id))}
                  onServed={onAcknowledged}
                  onCancel={setCancelling}
                />
                <div className={styles.buttons}>
                  <Button
                    size="lg"
                    variant="secondary"
                    className={styles.paid}
                    loading={running === 'paid'}
                    disabled={running === 'ok'}
                    aria-label={staff.bill.markPaidLabel(session.diningTables.label)}
                    onClick={() => settle(session, 'paid')}
                  >
                    <span>{staff.bill.markPaid}</span>
                    <span className={styles.sub}>{staff.bill.markPaidHint}</span>
                  </Button>
                  <Button
                    size="lg"
                    className={styles.ok}
                    loading={running === 'ok'}
                    disabled={running === 'paid'}
                    onClick={() => settle(session, 'ok')}
                  >
                    {app.common.ok}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </Modal>
      {cancelling && (
        <CancelLineDialog
          line={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setCancelling(null);
            onAcknowledged();
          }}
        />
      )}
    </>
  );
}
