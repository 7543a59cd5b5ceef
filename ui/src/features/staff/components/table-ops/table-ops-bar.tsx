import type { TableSession } from '@contract/table-sessions';
import { Button } from '@/components/ui/button';
import { floorText } from '@/i18n/floor';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { ReceiptActions } from '../receipts/receipt-actions';
import { GuestCount } from './guest-count';
import styles from './table-ops.module.css';

export interface TableOpsBarProps {
  /** An open visit (active or bill requested). */
  session: TableSession;
  onChanged: (session: TableSession) => void;
  onMove: () => void;
  onMerge: () => void;
  /** The register: take the money (割り勘, cash with change, card, QR) and free the table. */
  onRegister: () => void;
  /** 割引 on a line or the whole bill (once the bill is loaded). */
  onDiscount?: () => void;
  /** スマホ注文QR: the visit's code for the guests' own phones. */
  onVisitQr: () => void;
}

/** Above an open bill: the guests, 席移動 and 合算. */
export function TableOpsBar({ session, onChanged, onMove, onMerge, onRegister, onDiscount, onVisitQr }: TableOpsBarProps) {
  const t = useText(staffText).tableOps;
  const visitQr = useText(floorText).visitQr;
  const register = useText(staffText).register;
  const discount = useText(staffText).discount;
  return (
    <section className={styles.bar} aria-label={t.heading}>
      <GuestCount key={session.id} session={session} onChanged={onChanged} />
      <div className={styles.ops}>
        <Button onClick={onRegister}>{register.open}</Button>
        <Button variant="secondary" onClick={onDiscount} disabled={!onDiscount}>
          {discount.open}
        </Button>
        <Button variant="secondary" onClick={onMove}>
          {t.move}
        </Button>
        <Button variant="secondary" onClick={onMerge}>
          {t.merge}
        </Button>
        <Button variant="secondary" onClick={onVisitQr}>
          {visitQr.open}
        </Button>
      </div>
      <ReceiptActions session={session} />
    </section>
  );
}
