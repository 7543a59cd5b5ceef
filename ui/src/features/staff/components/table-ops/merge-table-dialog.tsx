import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { mergeSession } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import { useTableChoices } from '../../hooks/use-table-choices';
import styles from './table-ops.module.css';

export interface MergeTableDialogProps {
  session: TableSession;
  onClose: () => void;
  /** The visit that holds both tables' orders now. */
  onMerged: (into: TableSession) => void;
}

/** 合算: pick the open table whose bill takes this visit's orders, then confirm in words. */
export function MergeTableDialog({ session, onClose, onMerged }: MergeTableDialogProps) {
  const t = useText(staffText).tableOps;
  const states = useText(staffText).checkout.status;
  const choices = useTableChoices(session.id, true);
  const [target, setTarget] = useState<TableSession | null>(null);
  const [merging, setMerging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const from = session.diningTables.label;

  const merge = async () => {
    if (!target) return;
    setMerging(true);
    setError(null);
    try {
      const into = await mergeSession(session.id, target.id);
      showToast(t.merged(from, into.diningTables.label), 'success');
      onMerged(into);
    } catch (e) {
      setError(staffFailure(e));
      setTarget(null);
      choices.reload();
    } finally {
      setMerging(false);
    }
  };

  const footer = target ? (
    <div className={styles.footerActions}>
      <Button variant="secondary" size="lg" onClick={() => setTarget(null)} disabled={merging}>
        {t.back}
      </Button>
      <Button size="lg" onClick={merge} loading={merging}>
        {t.mergeDo}
      </Button>
    </div>
  ) : (
    <Button variant="secondary" size="lg" onClick={onClose}>
      {t.back}
    </Button>
  );

  return (
    <Modal open onClose={onClose} dismissible={!merging} title={t.mergeTitle(from)} footer={footer}>
      {(error ?? choices.error) && <Alert tone="error">{error ?? choices.error}</Alert>}
      {target ? (
        <div className={styles.confirm}>
          <p className={styles.confirmText}>{t.mergeConfirm(from, target.diningTables.label)}</p>
          <p className={styles.lead}>{t.mergeConfirmNote(from)}</p>
        </div>
      ) : (
        <>
          <p className={styles.lead}>{t.mergeLead}</p>
          {choices.open === null ? (
            !choices.error && <Spinner />
          ) : choices.open.length === 0 ? (
            <p className={styles.none}>{t.mergeNone}</p>
          ) : (
            <ul className={styles.choices} aria-label={t.mergeLead}>
              {choices.open.map((s) => (
                <li key={s.id}>
                  <Button
                    variant="secondary"
                    size="lg"
                    block
                    className={styles.choice}
                    aria-label={t.mergePick(s.diningTables.label)}
                    onClick={() => setTarget(s)}
                  >
                    <span className={styles.choiceLabel}>{s.diningTables.label}</span>
                    <span className={styles.choiceMeta}>
                      {states[s.status]} {formatYen(s.total_amount)}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
