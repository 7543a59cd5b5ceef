import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { moveSession } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import { useTableChoices } from '../../hooks/use-table-choices';
import styles from './table-ops.module.css';

export interface MoveTableDialogProps {
  session: TableSession;
  onClose: () => void;
  /** The visit at its new table. */
  onMoved: (session: TableSession) => void;
}

/** 席移動: one tap on a free table moves the visit, its orders and its bill there. */
export function MoveTableDialog({ session, onClose, onMoved }: MoveTableDialogProps) {
  const t = useText(staffText).tableOps;
  const choices = useTableChoices(session.id, true);
  const [moving, setMoving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const from = session.diningTables.label;

  const move = async (tableId: number) => {
    setMoving(tableId);
    setError(null);
    try {
      const updated = await moveSession(session.id, tableId);
      showToast(t.moved(from, updated.diningTables.label), 'success');
      onMoved(updated);
    } catch (e) {
      // TABLE_BUSY: someone sat there meanwhile; the list is read again.
      setError(staffFailure(e));
      choices.reload();
    } finally {
      setMoving(null);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={moving === null}
      title={t.moveTitle(from)}
      footer={
        <Button variant="secondary" size="lg" onClick={onClose} disabled={moving !== null}>
          {t.back}
        </Button>
      }
    >
      <p className={styles.lead}>{t.moveLead}</p>
      {(error ?? choices.error) && <Alert tone="error">{error ?? choices.error}</Alert>}
      {choices.free === null ? (
        !choices.error && <Spinner />
      ) : choices.free.length === 0 ? (
        <p className={styles.none}>{t.moveNone}</p>
      ) : (
        <ul className={styles.choices} aria-label={t.moveLead}>
          {choices.free.map((table) => (
            <li key={table.id}>
              <Button
                variant="secondary"
                size="lg"
                block
                className={styles.choice}
                loading={moving === table.id}
                disabled={moving !== null && moving !== table.id}
                aria-label={t.moveTo(table.label)}
                onClick={() => move(table.id)}
              >
                {table.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
