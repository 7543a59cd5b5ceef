import type { TableCardsResponse } from '@contract/guests';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QrImage } from '@/components/ui/qr-image';
import { Spinner } from '@/components/ui/spinner';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { tableCardCodes } from '../../api/tablets.api';
import styles from './print-sheet.module.css';
import { PrintSheetFrame } from './print-sheet-frame';

/**
 * 卓カード (issue 35): a printable card per table in service, with the guests' Wi-Fi's join code
 * and the table's menu code. The card's code joins whichever visit is open at the table, and
 * nothing while the table is free; 再発行 prints new codes (the old cards stop working).
 */
export function TableCardsSheet({ onClose }: { onClose: () => void }) {
  const t = useText(adminText).tablets.cards;
  const [sheet, setSheet] = useState<TableCardsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = (reissue: boolean) => {
    setBusy(true);
    setError(null);
    tableCardCodes(reissue)
      .then(setSheet, (failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setBusy(false));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cards as they are, once when the sheet opens
  useEffect(() => load(false), []);

  return (
    <PrintSheetFrame
      titleId="table-cards-title"
      title={t.title}
      note={t.note}
      printLabel={t.print}
      closeLabel={t.close}
      canPrint={sheet !== null && sheet.cards.length > 0}
      actions={
        <Button variant="secondary" onClick={() => load(true)} disabled={busy || !sheet}>
          {t.reissue}
        </Button>
      }
      onClose={onClose}
    >
      {error && <Alert tone="error">{error}</Alert>}
      {!error && !sheet && (
        <div className={styles.waiting}>
          <Spinner />
        </div>
      )}
      {sheet?.cards.length === 0 && <p>{t.none}</p>}
      {sheet && sheet.cards.length > 0 && (
        <ul className={styles.grid}>
          {sheet.cards.map((card) => (
            <li key={card.diningTableId} className={styles.card} data-testid="table-card" data-url={card.url}>
              <p className={styles.label}>{card.label}</p>
              {sheet.wifi && (
                <>
                  <QrImage text={sheet.wifi} size={120} label={t.wifiAlt} />
                  <p className={styles.expiry}>{t.wifiStep}</p>
                </>
              )}
              <QrImage text={card.url} size={sheet.wifi ? 120 : 168} label={t.menuAlt(card.label)} />
              <p className={styles.expiry}>{sheet.wifi ? t.menuStep : t.menuOnly}</p>
              <p className={styles.expiry}>{t.menuAbroad}</p>
            </li>
          ))}
        </ul>
      )}
    </PrintSheetFrame>
  );
}
