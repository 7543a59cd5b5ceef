import type { DiningTable } from '@contract/dining-tables';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { QrImage } from '@/components/ui/qr-image';
import { Spinner } from '@/components/ui/spinner';
import { adminText } from '@/i18n/admin';
import { formatClock } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import type { CallResponse } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-client';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { createPairing } from '../../api/tablets.api';
import { useNow } from '../../lib/use-now';
import styles from './pairing-qr-modal.module.css';
import { usePairedWatch } from './use-paired-watch';

/**
 * A table's pairing QR code: a fresh single-use URL from the box (10 minutes), its expiry counting
 * down in the shop's time zone, and a refresh. Scanning it makes the scanning tablet the table's
 * tablet (the box revokes the previous one); the modal then says so in place of the code.
 */
export function PairingQrModal({ table, onClose }: { table: DiningTable; onClose: () => void }) {
  const admin = useText(adminText);
  const t = admin.tablets.qrModal;
  const [pairing, setPairing] = useState<CallResponse<'pairing.create'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const now = useNow(1000);
  const timeZone = useShopTimeZone();
  const pairedUuid = usePairedWatch(table, pairing !== null);

  const issue = useCallback(async () => {
    setPairing(null);
    setError(null);
    try {
      setPairing(await createPairing(table.id));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, [table.id]);

  useEffect(() => {
    void issue();
  }, [issue]);

  const expired = pairing !== null && pairing.expiresAt <= now;
  const minutesLeft = pairing ? Math.max(1, Math.round((pairing.expiresAt - now) / 60_000)) : 0;

  return (
    <Modal
      open
      onClose={onClose}
      title={t.title(table.label)}
      footer={
        <>
          {!pairedUuid && (
            <Button variant="secondary" onClick={() => void issue()} disabled={pairing === null && error === null}>
              {t.refresh}
            </Button>
          )}
          <Button onClick={onClose}>{admin.tablets.print.close}</Button>
        </>
      }
    >
      <div className={styles.body}>
        {!pairedUuid && (
          <>
            <p>{t.lead}</p>
            <p className={styles.note}>{t.replaces}</p>
          </>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        {!error && !pairing && (
          <div className={styles.waiting}>
            <Spinner label={t.issuing} />
          </div>
        )}
        {pairedUuid && (
          <Alert tone="success">
            <strong>{t.paired}</strong>
            <br />
            {t.pairedDevice(pairedUuid)}
          </Alert>
        )}
        {pairing && !pairedUuid && (
          <div className={styles.code}>
            <QrImage text={pairing.url} size={240} label={t.title(table.label)} dimmed={expired} />
            <div className={styles.meta}>
              <span className={styles.badge}>{t.singleUse}</span>
              <p className={styles.expiry} aria-live="polite">
                {expired
                  ? t.expired
                  : timeZone && `${t.expiresAt(formatClock(pairing.expiresAt, timeZone))}（${t.remaining(minutesLeft)}）`}
              </p>
              <label className={styles.urlLabel}>
                {t.url}
                <input className={styles.url} readOnly value={pairing.url} onFocus={(e) => e.currentTarget.select()} />
              </label>
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
