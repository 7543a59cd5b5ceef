import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import type { PendingOrderKind } from '@/types/cart';
import type { OutboxState } from '../state/order-outbox';
import styles from './send-confirm-modal.module.css';
import { SendStatus } from './send-status';

export interface SendConfirmModalProps {
  kind: PendingOrderKind;
  open: boolean;
  /** True once the diner confirmed: the modal then follows the outbox. */
  submitted: boolean;
  title: string;
  lead: string;
  submitLabel: string;
  outbox: OutboxState;
  onConfirm: () => void;
  onRetry: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/** Asks before an order or a staff call goes out, then shows how the sending goes. */
export function SendConfirmModal(props: SendConfirmModalProps) {
  const { kind, open, submitted, title, lead, submitLabel, outbox, onConfirm, onRetry, onClose, children } = props;
  const app = useText(appText);
  const diner = useText(dinerText);
  const mine = outbox.pending?.kind === kind;
  const asking = !submitted || (!mine && !outbox.rejected);
  const footer = asking ? (
    <>
      <Button variant="secondary" size="lg" onClick={onClose} className={styles.footerButton}>
        {diner.confirm.cancel}
      </Button>
      <Button size="lg" onClick={onConfirm} className={styles.footerButton}>
        {submitLabel}
      </Button>
    </>
  ) : (
    <Button variant="secondary" size="lg" onClick={onClose} className={styles.footerButton}>
      {app.common.close}
    </Button>
  );

  return (
    <Modal open={open} onClose={onClose} title={title} footer={footer}>
      <div className={styles.body}>
        {asking && <p className={styles.lead}>{lead}</p>}
        {children}
        {submitted && mine && <SendStatus outbox={outbox} onRetry={onRetry} />}
        {submitted && !mine && outbox.rejected && <Alert tone="error">{outbox.rejected.message}</Alert>}
      </div>
    </Modal>
  );
}
