import { z } from 'zod';
import { zId, zIgnoredUserId, zText } from './common';
import { MENU_TEXT_KINDS, MENU_TEXT_LOCALES, type MenuTextKind } from './menu-text';

/** An entity's text in the other languages, only the locales that have a row (contract/menu-text.ts). */
export const zMenuTranslations = z.partialRecord(
  z.enum(MENU_TEXT_LOCALES),
  z.object({ name: z.string().nullable(), description: z.string().nullable(), checked: z.boolean() }),
);

/** The Japanese fields' limits: an item's label and description, a genre's label, a group's and a choice's label, the cover's name, a table's label. */
export const MENU_TEXT_LIMITS: Readonly<Record<MenuTextKind, { name: number; description: number }>> = {
  menu: { name: 100, description: 0 },
  item: { name: 500, description: 2000 },
  group: { name: 40, description: 0 },
  choice: { name: 40, description: 0 },
  cover: { name: 30, description: 0 },
  table: { name: 100, description: 0 },
};

const zCheckedFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/**
 * POST /v1/menutranslation/save (admin): one entity's text in one locale, created or replaced.
 * `name` / `description` omitted: unchanged (none on a new row); null or '' clears. Only items
 * have a description. The cover charge is kind `cover`, id 1 (COVER_ENTITY_ID). A locale other than the translated languages (languages.ts), a text past the Japanese
 * field's limit or a description for a genre or a choice is a 400 VALIDATION; an unknown entity a
 * 404 NOT_FOUND. Nothing is written on a refusal.
 */
export const zMenuTranslationSaveBody = z
  .object({
    kind: z.enum(MENU_TEXT_KINDS),
    entity_id: zId,
    locale: z.enum(MENU_TEXT_LOCALES),
    name: zText(500).nullable().optional(),
    description: zText(2000).nullable().optional(),
    checked: zCheckedFlag,
    user_id: zIgnoredUserId,
  })
  .superRefine((body, ctx) => {
    const limits = MENU_TEXT_LIMITS[body.kind];
    if (body.name && body.name.length > limits.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: `at most ${limits.name} characters` });
    }
    if (body.description && body.description.length > limits.description) {
      const message = limits.description === 0 ? 'only items have a description' : `at most ${limits.description} characters`;
      ctx.addIssue({ code: 'custom', path: ['description'], message });
    }
  });
export type MenuTranslationSaveBody = z.infer<typeof zMenuTranslationSaveBody>;

export const zMenuTranslationSaveResponse = z.object({
  kind: z.enum(MENU_TEXT_KINDS),
  entity_id: z.number().int(),
  translations: zMenuTranslations,
});
export type MenuTranslationSaveResponse = z.infer<typeof zMenuTranslationSaveResponse>;

/**
 * One text of the menu as the translation editor lists it: its Japanese (`name`, and `description`
 * for an item), what it belongs to (`context`: an item's genre, a choice's group; null for the
 * others), whether diners can see it now (`on_sale`: a genre shown, an item on sale, a choice not
 * sold out; the cover charge while the shop charges one) and the locales it lacks (`missing`).
 */
export const zMenuTextEntry = z.object({
  kind: z.enum(MENU_TEXT_KINDS),
  entity_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  context: z.string().nullable(),
  on_sale: z.boolean(),
  translations: zMenuTranslations,
  missing: z.array(z.enum(MENU_TEXT_LOCALES)),
});
export type MenuTextEntry = z.infer<typeof zMenuTextEntry>;

/**
 * GET /v1/menutranslation/get/list (admin): every text of the menu, in menu order (genres, each
 * followed by its items; option groups, each followed by its choices; the cover charge), and per
 * locale how many of those on sale lack it.
 */
export const zMenuTranslationListQuery = z.object({ user_id: zIgnoredUserId });
export const zMenuTranslationListResponse = z.object({
  entries: z.array(zMenuTextEntry),
  missing_on_sale: z.record(z.enum(MENU_TEXT_LOCALES), z.number().int()),
});
export type MenuTranslationListResponse = z.infer<typeof zMenuTranslationListResponse>;

/**
 * GET /v1/menutranslation/csv (admin): the same list as a file for a translator (UTF-8 with a BOM,
 * CRLF, RFC 4180): the columns of MENU_TEXT_CSV_COLUMNS, one row per entry.
 */
export const zMenuTranslationCsvQuery = z.object({ user_id: zIgnoredUserId });
export const zMenuTranslationCsvResponse = z.string();

/** The file's header: the entry, its Japanese (for reading; an import ignores it), then per locale name, description, checked (1 or empty). */
export const MENU_TEXT_CSV_COLUMNS: readonly string[] = [
  'kind',
  'id',
  'context',
  'ja_name',
  'ja_description',
  ...MENU_TEXT_LOCALES.flatMap((locale) => [`${locale}_name`, `${locale}_description`, `${locale}_checked`]),
];

/**
 * POST /v1/menutranslation/import (admin, multipart `file`: a CSV as the export writes it, with or
 * without a BOM, at most 2 MB). Each row writes its entry's four locales as the file has them (an
 * empty cell clears); rows of entries that no longer exist are skipped and reported. A file
 * without the export's columns, or a row with an unknown kind, a bad id or a text past its
 * limit, is a 400 VALIDATION naming the lines; nothing is written then. All rows are written in
 * one transaction.
 */
export const zMenuTranslationImportBody = z.object({ user_id: zIgnoredUserId });
export const zMenuTranslationImportResponse = z.object({
  /** Entries whose text in some locale changed. */
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** File lines (1 is the header) of entries not found. */
  skipped_lines: z.array(z.number().int()),
});
export type MenuTranslationImportResponse = z.infer<typeof zMenuTranslationImportResponse>;
