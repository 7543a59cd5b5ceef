import type { VisitJoinCodeResponse } from '@contract/guests';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { JoinCodes } from '@/components/ui/join-codes';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { floorText } from '@/i18n/floor';
import { useText } from '@/i18n/use-text';
import { api, errorMessage } from '@/lib/api-client';
import styles from './visit-qr-modal.module.css';

export interface VisitQrModalProps {
  tableSessionId: number;
  tableLabel: string;
  onClose: () => void;
}

/**
 * スマホ注文QR: the open visit's QR code, shown to the guests from a staff screen, with how many
 * phones have joined; 再発行 makes a new code and ends the phones that joined with the old one
 * (a code photographed and used from outside orders nothing more).
 */
export function VisitQrModal({ tableSessionId, tableLabel, onClose }: VisitQrModalProps) {
  const t = useText(floorText).visitQr;
  const [code, setCode] = useState<VisitJoinCodeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reissued, setReissued] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = (reissue: boolean) => {
    setBusy(true);
    setError(null);
    return api
      .call('visitJoin.code', { body: { table_session_id: tableSessionId, reissue } })
      .then(
        (answer) => {
          setCode(answer);
          setReissued(reissue);
        },
        (failure: unknown) => setError(errorMessage(failure)),
      )
      .finally(() => setBusy(false));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the code of this visit, once per visit shown
  useEffect(() => void load(false), [tableSessionId]);

  return (
    <Modal
      open
      onClose={onClose}
      title={t.title}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => void load(true)} disabled={busy || code === null}>
            {t.reissue}
          </Button>
          <Button onClick={onClose} disabled={busy}>
            {t.close}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <p>{t.lead(tableLabel)}</p>
        {code ? (
          <JoinCodes
            url={code.url}
            wifi={code.wifi}
            soloSize={260}
            labels={{ menuAlt: t.alt(tableLabel), wifiAlt: t.wifiAlt, wifiStep: t.wifiStep, menuStep: t.menuStep }}
          />
        ) : (
          !error && <Spinner size="md" />
        )}
        {code && <p className={styles.phones}>{t.phones(code.phones)}</p>}
        {reissued && <Alert tone="success">{t.reissued}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <p className={styles.note}>{t.reissueLead}</p>
      </div>
    </Modal>
  );
}
