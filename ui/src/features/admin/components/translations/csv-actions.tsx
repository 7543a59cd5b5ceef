import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import styles from './translations.module.css';
import type { CsvTransfer } from './use-csv-transfer';

/** CSVを書き出す, and CSVを読み込む which picks a file and sends it at once. */
export function CsvActions({ csv }: { csv: CsvTransfer }) {
  const t = useText(adminText).translations;
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.csvActions}>
      <Button variant="secondary" onClick={csv.exportCsv} loading={csv.exporting} title={t.csvHint}>
        {t.exportCsv}
      </Button>
      <Button variant="secondary" onClick={() => input.current?.click()} loading={csv.importing} title={t.csvHint}>
        {t.importCsv}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t.importCsv}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file may be picked again after a fix.
          e.target.value = '';
          if (file) csv.importCsv(file);
        }}
      />
    </div>
  );
}
