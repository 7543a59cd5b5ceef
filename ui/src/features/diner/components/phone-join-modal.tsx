import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { QrImage } from '@/components/ui/qr-image';
import { Spinner } from '@/components/ui/spinner';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { dinerApi } from '../api/diner-api';
import styles from './phone-join-modal.module.css';

export interface PhoneJoinModalProps {
  tableSessionId: number;
  onClose: () => void;
}

/**
 * スマホで注文: the visit's QR code on the tablet (or on a phone, for a friend at the table). A
 * phone that scans it orders from its own cart onto this table's bill. Its own chunk: the QR
 * drawing stays out of the tablet's first load.
 */
export default function PhoneJoinModal({ tableSessionId, onClose }: PhoneJoinModalProps) {
  const diner = useText(dinerText);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    dinerApi.visitJoinCode(tableSessionId).then(
      (code) => live && setUrl(code.url),
      (failure: unknown) => live && setError(errorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [tableSessionId]);
  return (
    <Modal open onClose={onClose} title={diner.guest.qrTitle}>
      <div className={styles.body}>
        <p className={styles.lead}>{diner.guest.qrLead}</p>
        {url && (
          <div className={styles.qr} data-testid="visit-qr" data-url={url}>
            <QrImage text={url} size={240} label={diner.guest.qrAlt} />
          </div>
        )}
        {!url && !error && <Spinner size="md" />}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
