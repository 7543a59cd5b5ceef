import type { MenuTranslationSaveResponse } from '@contract/menu-translations';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { useUnsavedGuard } from '../../lib/use-unsaved-guard';
import { AdminPage, Card } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import { CsvActions } from './csv-actions';
import { ImportOutcomeAlert } from './import-outcome';
import { LanguagePicker } from './language-picker';
import { TranslationFilters } from './translation-filters';
import { entryKey } from './translation-list';
import { TranslationRow } from './translation-row';
import styles from './translations.module.css';
import { useCsvTransfer } from './use-csv-transfer';
import { useTranslationList } from './use-translation-list';
import { useTranslationView } from './use-translation-view';

/** /admin/translations: 多言語メニュー, the menu's texts in the diner's languages, one language at a time, and the CSV. */
export function TranslationsPage() {
  const t = useText(adminText).translations;
  const load = useTranslationList();
  const view = useTranslationView();
  const csv = useCsvTransfer(load.reload);
  const { saved } = load;
  const { keep } = view;
  const onSaved = useCallback(
    (response: MenuTranslationSaveResponse) => {
      keep(response);
      saved(response);
    },
    [keep, saved],
  );
  const entries = load.list?.entries ?? null;
  const rows = entries && view.shown(entries);
  const focused = view.only && entries?.find((e) => entryKey(e) === view.only);
  // Another language shows other rows: typed text would go with them, so ask first.
  const guard = useUnsavedGuard(view.dirty, t.unsavedGuard);

  return (
    <AdminPage title={t.title} lead={t.lead} actions={<CsvActions csv={csv} />}>
      {csv.outcome && <ImportOutcomeAlert outcome={csv.outcome} onDismiss={csv.dismiss} />}
      {guard.dialog}
      <Card title={t.languageCard}>
        <LanguagePicker
          locale={view.locale}
          onLocale={(locale) => guard.confirm(() => view.setLocale(locale))}
          missing={load.list?.missing_on_sale ?? null}
        />
        <p className={styles.hint}>{t.missingHint}</p>
      </Card>
      <Card title={t.listCard} aside={rows && entries ? t.shown(rows.length, entries.length) : undefined}>
        <div className={styles.listBody}>
          <TranslationFilters filter={view.filter} onFilter={view.setFilter} keyword={view.keyword} onKeyword={view.setKeyword} />
          {view.only && (
            <p className={styles.focus}>
              {focused ? t.focused(focused.name) : null}
              <Button variant="ghost" onClick={view.showAll}>
                {t.showAll}
              </Button>
            </p>
          )}
          <ListState rows={rows} loading={false} failed={load.failed && !entries} empty={t.empty} onRetry={load.reload}>
            {(shown) => (
              <ul className={styles.rows} aria-label={t.listLabel}>
                {shown.map((entry) => (
                  <TranslationRow
                    key={`${entryKey(entry)}:${view.locale}`}
                    entry={entry}
                    locale={view.locale}
                    onSaved={onSaved}
                    onDirty={view.markDirty}
                  />
                ))}
              </ul>
            )}
          </ListState>
        </div>
      </Card>
    </AdminPage>
  );
}
