import type { ReceiptDocument, ReceiptRow } from '@contract/receipt-document';
import styles from './receipt-paper.module.css';

export type ReceiptPaperSize = '80mm' | 'a4';

function Row({ row }: { row: ReceiptRow }) {
  switch (row.kind) {
    case 'shop':
      return <p className={styles.shop}>{row.text}</p>;
    case 'center':
      return <p className={styles.center}>{row.text}</p>;
    case 'title':
      return <h1 className={styles.title}>{row.text}</h1>;
    case 'pair':
      return (
        <p className={row.total ? `${styles.pair} ${styles.total}` : styles.pair}>
          <span>{row.left}</span>
          <span className={styles.money}>{row.right}</span>
        </p>
      );
    case 'item':
      return (
        <p className={styles.item}>
          <span className={styles.name}>
            {row.name}
            {row.reduced && <span className={styles.mark}> ※</span>}
          </span>
          <span className={styles.quantity}>{row.quantity}</span>
          <span className={styles.money}>{row.amount}</span>
        </p>
      );
    case 'detail':
      return (
        <p className={`${styles.pair} ${styles.detail}`}>
          <span>{row.left}</span>
          <span className={styles.money}>{row.right}</span>
        </p>
      );
    case 'payer':
      return <p className={styles.payer}>{row.text}</p>;
    case 'amount':
      return <p className={styles.amount}>{row.text}</p>;
    case 'text':
      return <p className={styles.text}>{row.text}</p>;
    case 'stamp':
      return <div className={styles.stamp}>{row.text}</div>;
    case 'rule':
      return <hr className={styles.rule} />;
  }
}

/**
 * The same rows the receipt printer prints (contract/receipt-document.ts), laid out on a paper of
 * 80 mm or A4. 再発行 heads a copy after the first.
 */
export function ReceiptPaper({
  document,
  paper,
  reprintLabel,
}: {
  document: ReceiptDocument;
  paper: ReceiptPaperSize;
  reprintLabel: string;
}) {
  return (
    <article
      className={`${styles.paper} ${paper === 'a4' ? styles.a4 : styles.roll}`}
      data-testid="receipt-paper"
      aria-label={document.title}
    >
      {document.reprint && <p className={styles.reprint}>{reprintLabel}</p>}
      {document.rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed layout, never reordered
        <Row key={i} row={row} />
      ))}
    </article>
  );
}
