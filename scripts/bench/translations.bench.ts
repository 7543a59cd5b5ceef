/**
 * What the owner's 多言語メニュー costs on a large menu (issue 18). The binary box with the demo
 * shop is started once, stopped, and BENCH_TRANSLATION_ITEMS (600) more items, each with a name and
 * description in each translated language (contract/languages.ts), are written into its database; then the box starts
 * again and the owner asks, BENCH_TRANSLATION_REPEATS (5) times each, for:
 *   - items: the menu item list, every translation in it (what each tablet loads): the baseline;
 *   - list: the translation editor's list (every text, what each lacks, the counts);
 *   - csv: the translators' file of the whole menu;
 *   - import same: that file read back unchanged (parsed, checked, compared, nothing written);
 *   - import edited: the file with every item's English name changed (one transaction).
 * Figures are medians, and ratios to the item list measured in the same run.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { MENU_TEXT_LOCALES } from '../../appliance/src/contract/menu-text';
import { MENU_TEXT_CSV_COLUMNS } from '../../appliance/src/contract/menu-translations';
import { csvText } from '../../appliance/src/shared/csv-text';
import type { ApiClient } from '../../appliance/test/helpers/api-client';
import { demoOwner, medianMs } from './owner-calls';
import { buildBinary, startBinaryBox, stopChild } from './processes';

const ITEMS = Number(process.env.BENCH_TRANSLATION_ITEMS ?? 600);
const REPEATS = Number(process.env.BENCH_TRANSLATION_REPEATS ?? 5);

/** The items and their translations written straight into the stopped box's database. */
function writeMenu(dbFile: string): void {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    const genre = (db.prepare('SELECT id FROM menus WHERE flag = 1 ORDER BY id LIMIT 1').get() as { id: number }).id;
    const now = Date.now();
    const item = db.prepare(
      'INSERT INTO menu_items (name, label, price, description, menu_id, flag, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?)',
    );
    const translation = db.prepare(
      "INSERT INTO menu_translations (kind, entity_id, locale, name, description, checked, updated_at) VALUES ('item', ?, ?, ?, ?, 1, ?)",
    );
    db.transaction(() => {
      for (let i = 0; i < ITEMS; i++) {
        const id = Number(
          item.run(
            `bench-item-${i}`,
            `ベンチ料理${i}`,
            500 + i,
            `ベンチ料理${i}の説明。旬の食材を使っています。`,
            genre,
            now,
            now,
          ).lastInsertRowid,
        );
        for (const locale of MENU_TEXT_LOCALES) {
          translation.run(id, locale, `Bench dish ${i} (${locale})`, `Seasonal dish ${i}.`, now);
        }
      }
    })();
  } finally {
    db.close();
  }
}

function upload(owner: ApiClient, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'menu.csv');
  return owner.postForm<{ updated: number }>('/v1/menutranslation/import', form);
}

export async function benchTranslations(): Promise<boolean> {
  buildBinary();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-translations-'));
  const dataDir = path.join(work, 'data');
  let box = await startBinaryBox(dataDir, work);
  await stopChild(box.child);
  writeMenu(box.dbFile);
  box = await startBinaryBox(dataDir, work);
  try {
    const owner = await demoOwner(box.url);

    const file = await owner.get<string>('/v1/menutranslation/csv');
    const rows: string[][] = parse(file.body, { bom: true });
    const entries = rows.length - 1;
    const enName = MENU_TEXT_CSV_COLUMNS.indexOf('en_name');
    let round = 0;
    // Each edited import changes every item's English, so each one writes.
    const edited = () => {
      round += 1;
      return csvText(
        rows.map((row, i) => (i > 0 && row[0] === 'item' ? row.map((v, c) => (c === enName ? `${v} r${round}` : v)) : row)),
      );
    };
    const first = await upload(owner, edited());
    const items = rows.filter((row) => row[0] === 'item').length;
    if (first.body.updated !== items) throw new Error(`an edited import updated ${first.body.updated} entries, not ${items}`);

    const baseline = await medianMs(REPEATS, 'items', () =>
      owner.get('/v1/menuitem/get/list', {}, { 'cache-control': 'no-cache' }),
    );
    const list = await medianMs(REPEATS, 'list', () => owner.get('/v1/menutranslation/get/list'));
    const csv = await medianMs(REPEATS, 'csv', () => owner.get('/v1/menutranslation/csv'));
    const same = csvText(rows);
    const unchanged = await medianMs(REPEATS, 'import same', () => upload(owner, same));
    const write = await medianMs(REPEATS, 'import edited', () => upload(owner, edited()));
    console.log(
      `bench: ${entries} texts (${items} items, ${ITEMS} added with all four languages), median of ${REPEATS}; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `  items list ${baseline.toFixed(0)} ms, editor list ${list.toFixed(0)} ms, csv ${csv.toFixed(0)} ms, import unchanged ${unchanged.toFixed(0)} ms, import edited ${write.toFixed(0)} ms`,
    );
    const ratio = (ms: number) => (ms / baseline).toFixed(2);
    console.log(
      `  / items list: editor list ${ratio(list)}, csv ${ratio(csv)}, import unchanged ${ratio(unchanged)}, import edited ${ratio(write)}`,
    );
    return true;
  } finally {
    await stopChild(box.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
