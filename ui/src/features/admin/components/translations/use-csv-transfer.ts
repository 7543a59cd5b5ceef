import type { MenuTranslationImportResponse } from '@contract/menu-translations';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { downloadMenuTranslationsCsv, importMenuTranslationsCsv } from '../../api/menu-translations.api';
import { type ImportIssue, importIssues } from './import-issues';

/** The last import's answer, or why the file was refused. */
export type ImportOutcome =
  | { ok: true; result: MenuTranslationImportResponse }
  | { ok: false; message: string; issues: ImportIssue[] };

export interface CsvTransfer {
  exporting: boolean;
  importing: boolean;
  outcome: ImportOutcome | null;
  exportCsv: () => void;
  importCsv: (file: File) => void;
  dismiss: () => void;
}

/** CSVを書き出す and CSVを読み込む; `onImported` reads the list again after an import. */
export function useCsvTransfer(onImported: () => void): CsvTransfer {
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      await downloadMenuTranslationsCsv();
    } catch (error) {
      showToast(`${text(adminText).translations.exportFailed} ${errorMessage(error)}`, 'error');
    } finally {
      setExporting(false);
    }
  }, []);

  const importCsv = useCallback(
    async (file: File) => {
      setImporting(true);
      setOutcome(null);
      try {
        const result = await importMenuTranslationsCsv(file);
        setOutcome({ ok: true, result });
        if (result.updated > 0) onImported();
      } catch (error) {
        const issues = error instanceof ApiError ? (error.body?.error.issues ?? []) : [];
        setOutcome({ ok: false, message: errorMessage(error), issues: importIssues(issues) });
      } finally {
        setImporting(false);
      }
    },
    [onImported],
  );

  return {
    exporting,
    importing,
    outcome,
    exportCsv: () => void exportCsv(),
    importCsv: (file) => void importCsv(file),
    dismiss: () => setOutcome(null),
  };
}
