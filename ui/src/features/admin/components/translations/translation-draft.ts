import type { MenuTextLocale, MenuTranslation } from '@contract/menu-text';
import type { MenuTextEntry, MenuTranslationSaveBody } from '@contract/menu-translations';

/** What the owner is typing for one entry in one language. */
export interface TranslationDraft {
  name: string;
  description: string;
  checked: boolean;
}

/** The draft of a saved translation (none: empty). */
export function draftOf(saved: MenuTranslation | undefined): TranslationDraft {
  return { name: saved?.name ?? '', description: saved?.description ?? '', checked: saved?.checked ?? false };
}

/** Only items have a description, and only one in Japanese (or an old translation of one) asks for it. */
export function hasDescription(entry: MenuTextEntry, locale: MenuTextLocale): boolean {
  return entry.kind === 'item' && Boolean(entry.description?.trim() || entry.translations[locale]?.description);
}

/** Whether saving would change something (spaces around a text do not count). */
export function draftChanged(saved: MenuTranslation | undefined, draft: TranslationDraft, withDescription: boolean): boolean {
  const base = draftOf(saved);
  return (
    draft.name.trim() !== base.name ||
    (withDescription && draft.description.trim() !== base.description) ||
    draft.checked !== base.checked
  );
}

/** The save call's body: texts trimmed, an empty one cleared (null); a description only where one is asked for. */
export function saveBodyOf(entry: MenuTextEntry, locale: MenuTextLocale, draft: TranslationDraft): MenuTranslationSaveBody {
  const clean = (text: string) => text.trim() || null;
  const body: MenuTranslationSaveBody = {
    kind: entry.kind,
    entity_id: entry.entity_id,
    locale,
    name: clean(draft.name),
    checked: draft.checked,
  };
  if (hasDescription(entry, locale)) body.description = clean(draft.description);
  return body;
}

/**
 * The draft when the box's text changed under it: one matching the new text (its own save) or
 * untouched since the old (a CSV import) becomes the new text; one being typed is kept.
 * `same`: the draft already says what the box now has.
 */
export function followSaved(
  previous: MenuTranslation | undefined,
  current: MenuTranslation | undefined,
  draft: TranslationDraft,
  withDescription: boolean,
): { draft: TranslationDraft; same: boolean } {
  const same = !draftChanged(current, draft, withDescription);
  if (same || !draftChanged(previous, draft, withDescription)) return { draft: draftOf(current), same };
  return { draft, same };
}
