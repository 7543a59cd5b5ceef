import { RECEIPT_DOCUMENTS, type ReceiptDocumentKind, receiptDocument } from '@contract/receipt-document';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { receiptText } from '@/i18n/receipts';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import styles from './receipt-page.module.css';
import { ReceiptPaper, type ReceiptPaperSize } from './receipt-paper';
import { useReceiptView } from './use-receipt-view';

const PAPERS: readonly ReceiptPaperSize[] = ['80mm', 'a4'];

function docOf(value: string | null): ReceiptDocumentKind | null {
  return RECEIPT_DOCUMENTS.find((d) => d === value) ?? null;
}

/**
 * /receipt/:tableSessionId: a visit's レシート, 領収書 or お会計票 in the browser, laid out from the
 * same rows the receipt printer prints, on 80 mm or A4, with 印刷 (the browser's print). The
 * toolbar is not printed. Opening it counts no copy; after a paper copy it shows 再発行.
 */
export function ReceiptPage() {
  const t = useText(receiptText).view;
  const id = Number(useParams().tableSessionId);
  const [search, setSearch] = useSearchParams();
  const timeZone = useShopTimeZone();
  const load = useReceiptView(Number.isInteger(id) && id > 0 ? id : 0);
  const paper: ReceiptPaperSize = search.get('paper') === 'a4' ? 'a4' : '80mm';
  const set = (key: string, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (load.error) {
    return (
      <div className={styles.page}>
        <Alert tone="error">{load.error}</Alert>
        <Button onClick={load.reload}>{t.retry}</Button>
      </div>
    );
  }
  if (!load.data || !timeZone) return <PageSpinner />;

  const { bill, footer, company } = load.data;
  const doc = docOf(search.get('doc')) ?? (bill.receipt ? 'receipt' : 'slip');
  const issued = doc === 'slip' || bill.receipt !== null;
  const document = receiptDocument({
    kind: doc,
    bill,
    issuer: { company, footer },
    timeZone,
    reprint: doc !== 'slip' && (bill.receipt?.print_count ?? 0) >= 1,
    payerName: search.get('payer') ?? bill.receipt?.payer_name ?? null,
    proviso: search.get('proviso'),
  });

  return (
    <div className={styles.page}>
      <title>{t.title(t.documents[doc], bill.table_label)}</title>
      {/* @page follows the paper chosen: an A4 sheet, or the roll (its driver knows its width; the length is the receipt's). */}
      <style>{paper === 'a4' ? '@page { size: A4; margin: 0; }' : '@page { margin: 0; }'}</style>
      <div className={styles.toolbar} role="toolbar" aria-label={t.title(t.documents[doc], bill.table_label)}>
        <fieldset className={styles.group}>
          <legend className="visually-hidden">{t.document}</legend>
          {RECEIPT_DOCUMENTS.map((kind) => (
            <Button
              key={kind}
              variant={kind === doc ? 'primary' : 'secondary'}
              aria-pressed={kind === doc}
              onClick={() => set('doc', kind)}
            >
              {t.documents[kind]}
            </Button>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className="visually-hidden">{t.paper}</legend>
          {PAPERS.map((size) => (
            <Button
              key={size}
              variant={size === paper ? 'primary' : 'secondary'}
              aria-pressed={size === paper}
              onClick={() => set('paper', size)}
            >
              {t.papers[size]}
            </Button>
          ))}
        </fieldset>
        <div className={styles.group}>
          <Button onClick={() => window.print()} disabled={!issued}>
            {t.print}
          </Button>
          <LinkButton to={paths.orderList} variant="ghost">
            {t.back}
          </LinkButton>
        </div>
      </div>
      {issued ? (
        <div className={styles.sheet}>
          <ReceiptPaper document={document} paper={paper} reprintLabel={t.reprint} />
        </div>
      ) : (
        <Alert tone="info">{t.notIssued}</Alert>
      )}
    </div>
  );
}
