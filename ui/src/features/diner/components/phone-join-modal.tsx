import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { JoinCodes } from '@/components/ui/join-codes';
import { Modal } from '@/components/ui/modal';
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
          <JoinCodes
            url={code.url}
            wifi={code.wifi}
            soloSize={240}
            labels={{
              menuAlt: diner.guest.qrAlt,
              wifiAlt: diner.guest.wifiAlt,
              wifiStep: diner.guest.wifiStep,
              menuStep: diner.guest.menuStep,
            }}
          />
        )}
        {!code && !error && <Spinner size="md" />}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
