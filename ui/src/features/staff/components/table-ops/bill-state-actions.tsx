import { SESSION_STATUS } from '@contract/constants';
import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { appText } from '@/i18n/app';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { markPaid, setBillStatus } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import styles from './bill-state-actions.module.css';

export interface BillStateActionsProps {
  session: TableSession;
  onBack: () => void;
  onChanged: (session: TableSession) => void;
  /** True while a call runs: the dialog around stays open. */
  onBusy: (busy: boolean) => void;
}

/**
 * The bill detail's footer: 戻る and SPEC.md's toggle ('お会計済みにする' when the bill is requested,
 * 1 -> 2; otherwise 'お会計待ちに戻す', -> 1). Paying frees the table, so the button says so; a visit
 * still eating (status 0) that paid at the register is freed in one tap too (0 -> 2).
 */
export function BillStateActions({ session, onBack, onChanged, onBusy }: BillStateActionsProps) {
  const app = useText(appText);
  const staff = useText(staffText);
  const [saving, setSaving] = useState<'toggle' | 'free' | null>(null);
  const label = session.diningTables.label;
  const requested = session.status === SESSION_STATUS.billRequested;
  const paid = session.status === SESSION_STATUS.paid;
  const merged = session.merged_into_id !== null;

  const run = async (which: 'toggle' | 'free') => {
    const next = which === 'free' || requested ? SESSION_STATUS.paid : SESSION_STATUS.billRequested;
    setSaving(which);
    onBusy(true);
    try {
      const updated = next === SESSION_STATUS.paid ? await markPaid(session.id) : await setBillStatus(session.id, next);
      showToast(next === SESSION_STATUS.paid ? staff.tableOps.freed(label) : staff.detail.markedWaiting(label), 'success');
      onChanged(updated);
    } catch (e) {
      const message = staffFailure(e);
      if (message) showToast(message, 'error');
    } finally {
      setSaving(null);
      onBusy(false);
    }
  };

  // Paid: the natural next step is to close; reopening the bill is the undo, quiet and marked so.
  if (paid) {
    return (
      <div className={styles.actions}>
        {!merged && (
          <Button
            size="lg"
            variant="ghost"
            className={`${styles.toggle} ${styles.undo}`}
            onClick={() => run('toggle')}
            loading={saving === 'toggle'}
          >
            <span className={styles.main}>{`↩ ${staff.detail.markWaiting}`}</span>
            <span className={styles.sub}>{staff.detail.undoPaidHint}</span>
          </Button>
        )}
        <Button size="lg" className={styles.close} onClick={onBack} disabled={saving !== null}>
          {app.common.close}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      <Button variant="secondary" size="lg" onClick={onBack} disabled={saving !== null}>
        {app.common.back}
      </Button>
      {!merged && (
        <Button
          size="lg"
          variant={session.status === SESSION_STATUS.active ? 'secondary' : 'primary'}
          className={styles.toggle}
          onClick={() => run('toggle')}
          loading={saving === 'toggle'}
          disabled={saving === 'free'}
        >
          <span className={styles.main}>{requested ? staff.detail.markPaid : staff.detail.markWaiting}</span>
          {requested && <span className={styles.sub}>{staff.bill.markPaidHint}</span>}
        </Button>
      )}
      {session.status === SESSION_STATUS.active && !merged && (
        <Button
          size="lg"
          className={styles.free}
          onClick={() => run('free')}
          loading={saving === 'free'}
          disabled={saving === 'toggle'}
        >
          {staff.tableOps.freeTable}
        </Button>
      )}
    </div>
  );
}
