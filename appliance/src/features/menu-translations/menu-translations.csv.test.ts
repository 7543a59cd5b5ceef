import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MENU_TEXT_LOCALES, type MenuTranslations } from '../../contract/menu-text';
import type { MenuTextEntry } from '../../contract/menu-translations';
import { menuTextCsv, readMenuTextCsv } from './menu-translations.csv';

// Text as the box stores it: trimmed, no control characters other than line breaks and tabs; empty is absent.
const zText = fc
  .string({ unit: 'grapheme', maxLength: 30 })
  .map((text) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim())
  .map((text) => (text === '' ? null : text));

const zTranslations: fc.Arbitrary<MenuTranslations> = fc.record(
  Object.fromEntries(
    MENU_TEXT_LOCALES.map((locale) => [locale, fc.record({ name: zText, description: zText, checked: fc.boolean() })]),
  ),
  { requiredKeys: [] },
);

describe('the translators’ CSV', () => {
  it('reads back every text it wrote, whatever the characters (commas, quotes, line breaks, emoji, CJK)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 1e6 }), zTranslations), { maxLength: 8 }), (drafts) => {
        const entries: MenuTextEntry[] = drafts.map(([id, translations], index) => ({
          kind: 'item',
          entity_id: id * 10 + index,
          name: '唐揚げ',
          description: null,
          context: null,
          on_sale: true,
          translations,
          missing: [],
        }));
        const rows = readMenuTextCsv(Buffer.from(menuTextCsv(entries)));
        expect(rows.map((row) => row.entity_id)).toEqual(entries.map((entry) => entry.entity_id));
        rows.forEach((row, index) => {
          for (const locale of MENU_TEXT_LOCALES) {
            const written = entries[index]?.translations[locale];
            expect(row.texts[locale]).toEqual({
              name: written?.name ?? null,
              description: written?.description ?? null,
              checked: written?.checked ?? false,
            });
          }
        });
      }),
      { numRuns: 200 },
    );
  });
});
