import { MENU_TEXT_LOCALES, type MenuTranslation } from '../../contract/menu-text';
import type { MenuTranslationImportResponse } from '../../contract/menu-translations';
import { menuTranslations } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { write } from '../../shared/write';
import { readMenuTextCsv } from './menu-translations.csv';
import { existingEntities } from './menu-translations.service';

const keyOf = (kind: string, id: number, locale: string) => `${kind}:${id}:${locale}`;

function same(row: typeof menuTranslations.$inferSelect | undefined, text: MenuTranslation): boolean {
  if (!row) return text.name === null && text.description === null && !text.checked;
  return row.name === text.name && row.description === text.description && row.checked === (text.checked ? 1 : 0);
}

/**
 * A translator's file, written in one transaction: each row's four locales as the file has them.
 * Rows of entries deleted since the export are skipped and their lines reported. One
 * `menu.changed` when anything changed, so tablets reload their menu once.
 */
export function importMenuTranslations(deps: AppDeps, file: Buffer | undefined): MenuTranslationImportResponse {
  if (!file) throw new AppError('VALIDATION', { extras: { issues: [{ path: 'file', message: 'a CSV file is required' }] } });
  const rows = readMenuTextCsv(file);
  const now = deps.clock.now();
  const answer: MenuTranslationImportResponse = { updated: 0, unchanged: 0, skipped_lines: [] };
  write(deps, ({ tx, record }) => {
    // Two reads for the whole file (what exists, what is written), then writes only where a text changed.
    const exists = existingEntities(tx);
    const current = new Map(
      tx
        .select()
        .from(menuTranslations)
        .all()
        .map((row) => [keyOf(row.kind, row.entity_id, row.locale), row]),
    );
    for (const row of rows) {
      if (!exists(row.kind, row.entity_id)) {
        answer.skipped_lines.push(row.line);
        continue;
      }
      let changed = false;
      for (const locale of MENU_TEXT_LOCALES) {
        const text = row.texts[locale];
        if (same(current.get(keyOf(row.kind, row.entity_id, locale)), text)) continue;
        changed = true;
        const values = { name: text.name, description: text.description, checked: text.checked ? 1 : 0, updated_at: now };
        tx.insert(menuTranslations)
          .values({ kind: row.kind, entity_id: row.entity_id, locale, ...values })
          .onConflictDoUpdate({
            target: [menuTranslations.kind, menuTranslations.entity_id, menuTranslations.locale],
            set: values,
          })
          .run();
      }
      if (changed) answer.updated += 1;
      else answer.unchanged += 1;
    }
    if (answer.updated > 0) record({ type: 'menu.changed', menuItemId: null });
  });
  return answer;
}
