import { z } from 'zod';
import { zId, zIgnoredUserId, zText } from './common';
import { MENU_TEXT_KINDS, MENU_TEXT_LOCALES, type MenuTextKind } from './menu-text';

/** An entity's text in the other languages, only the locales that have a row (contract/menu-text.ts). */
export const zMenuTranslations = z.partialRecord(
  z.enum(MENU_TEXT_LOCALES),
  z.object({ name: z.string().nullable(), description: z.string().nullable(), checked: z.boolean() }),
);

/** The Japanese fields' limits: an item's label and description, a genre's label, a choice's label. */
export const MENU_TEXT_LIMITS: Readonly<Record<MenuTextKind, { name: number; description: number }>> = {
  item: { name: 500, description: 2000 },
  menu: { name: 100, description: 0 },
  choice: { name: 40, description: 0 },
};

const zCheckedFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/**
 * POST /v1/menutranslation/save (admin): one entity's text in one locale, created or replaced.
 * `name` / `description` omitted: unchanged (none on a new row); null or '' clears. Only items
 * have a description. A locale other than en, zh-Hans, zh-Hant, ko, a text past the Japanese
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
