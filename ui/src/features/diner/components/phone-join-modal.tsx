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
  const [code, setCode] = useState<{ url: string; wifi: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    dinerApi.visitJoinCode(tableSessionId).then(
      (answer) => live && setCode({ url: answer.url, wifi: answer.wifi }),
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
        {code && (
          <div className={styles.codes}>
            {code.wifi && (
              <figure className={styles.code}>
                <div className={styles.qr} data-testid="wifi-qr" data-text={code.wifi}>
                  <QrImage text={code.wifi} size={200} label={diner.guest.wifiAlt} />
                </div>
                <figcaption>{diner.guest.wifiStep}</figcaption>
              </figure>
            )}
            <figure className={styles.code}>
              <div className={styles.qr} data-testid="visit-qr" data-url={code.url}>
                <QrImage text={code.url} size={code.wifi ? 200 : 240} label={diner.guest.qrAlt} />
              </div>
              {code.wifi && <figcaption>{diner.guest.menuStep}</figcaption>}
            </figure>
          </div>
        )}
        {!code && !error && <Spinner size="md" />}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
