import { menuText } from '@contract/menu-text';
import { useEffect, useMemo } from 'react';
import { LineOptions } from '@/components/options/line-options';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { coverLine, type HistoryRow, historyRows, linesTotal } from '../history/bill-lines';
import { useMenuTexts } from '../menu/menu-text';
import { ensureCheckIn, useCheckIn, visitCoverTranslations } from '../state/check-in-store';
import { useVisitLines } from '../state/use-visit-lines';
import { useVisit } from '../state/visit-store';
import { ItemLabel } from './item-label';
import styles from './order-history-modal.module.css';

export interface OrderHistoryModalProps {
  open: boolean;
  tableSessionId: number;
  onClose: () => void;
}

/**
 * 注文履歴: what the table has ordered this visit and where each plate stands (注文済み, 調理完了,
 * 提供済み, 取消), live, with the running total of the box's prices. Read only while open.
 */
export function OrderHistoryModal({ open, tableSessionId, onClose }: OrderHistoryModalProps) {
  const app = useText(appText);
  const diner = useText(dinerText);
  const { lines, error, reload } = useVisitLines(open ? tableSessionId : undefined);
  const rows = useMemo(() => historyRows(lines ?? []), [lines]);
  const texts = useMenuTexts();
  // The cover's name in the diner's language comes with the shop's check-in settings.
  const checkIn = useCheckIn();
  useEffect(ensureCheckIn, []);
  const visitCover = useVisit().session?.cover ?? null;
  const cover = coverLine(visitCover, visitCoverTranslations(checkIn, visitCover?.label));
  const footer = (
    <>
      {cover && (
        <p className={styles.cover} data-testid="history-cover">
          <span>
            <span data-menu-text="">{menuText(cover.label, cover.translations, texts.locale, 'name')}</span>{' '}
            {diner.history.quantity(cover.quantity)}
          </span>
          <span>{formatYen(cover.subtotal)}</span>
        </p>
      )}
      <p className={styles.total}>
        <span>{diner.history.total}</span>
        <strong data-testid="history-total">{formatYen(linesTotal(lines ?? []) + (cover?.subtotal ?? 0))}</strong>
      </p>
      <Button variant="secondary" size="lg" onClick={onClose} className={styles.close}>
        {app.common.close}
      </Button>
    </>
  );
  return (
    <Modal open={open} onClose={onClose} size="wide" title={diner.history.title} footer={footer}>
      {error && (
        <Alert tone="error">
          {diner.history.loadFailed}
          <Button variant="secondary" onClick={reload} className={styles.retry}>
            {diner.menu.retry}
          </Button>
        </Alert>
      )}
      {lines === null && !error && (
        <div className={styles.loading}>
          <Spinner />
        </div>
      )}
      {lines !== null && rows.length === 0 && <p className={styles.empty}>{diner.history.empty}</p>}
      {rows.length > 0 && (
        <>
          <ul className={styles.list} aria-label={diner.history.caption} data-testid="history-lines">
            {rows.map((row) => (
              <HistoryLine key={row.key} row={row} />
            ))}
          </ul>
          {rows.some((row) => row.state === 'cancelled') && <p className={styles.note}>{diner.history.cancelledNote}</p>}
        </>
      )}
    </Modal>
  );
}

function HistoryLine({ row }: { row: HistoryRow }) {
  const diner = useText(dinerText);
  const texts = useMenuTexts();
  const cancelled = row.state === 'cancelled';
  return (
    <li className={styles.line} data-state={row.state} data-testid="history-line">
      <div className={styles.nameCell}>
        <ItemLabel html={row.label} translations={texts.itemTranslations(row.item_id)} className={styles.name} />
        <LineOptions options={row.options} note={row.note} noteLabel={diner.options.noteLabel} labelOf={texts.optionLabel} />
      </div>
      <span className={styles.quantity}>{diner.history.quantity(row.quantity)}</span>
      <span className={styles.state}>{diner.history.states[row.state]}</span>
      <span className={styles.amount}>{cancelled ? '' : formatYen(row.subtotal)}</span>
    </li>
  );
}
