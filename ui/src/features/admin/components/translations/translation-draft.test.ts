import type { MenuTextEntry } from '@contract/menu-translations';
import { describe, expect, it } from 'vitest';
import { draftChanged, draftOf, followSaved, hasDescription, saveBodyOf } from './translation-draft';

const saved = { name: 'Fried chicken', description: null, checked: false };
const item: MenuTextEntry = {
  kind: 'item',
  entity_id: 7,
  name: '唐揚げ',
  description: 'カリッと',
  context: 'フード',
  on_sale: true,
  translations: { en: saved },
  missing: ['en', 'zh-Hans', 'zh-Hant', 'ko'],
};
const choice: MenuTextEntry = { ...item, kind: 'choice', entity_id: 3, name: '塩', description: null, context: '味' };

describe('translation drafts', () => {
  it('start from the saved text, empty where there is none', () => {
    expect(draftOf(saved)).toEqual({ name: 'Fried chicken', description: '', checked: false });
    expect(draftOf(undefined)).toEqual({ name: '', description: '', checked: false });
  });

  it('ask for a description only for items that have one', () => {
    expect(hasDescription(item, 'ko')).toBe(true);
    expect(hasDescription({ ...item, description: ' ' }, 'ko')).toBe(false);
    expect(hasDescription(choice, 'en')).toBe(false);
  });

  it('are changed by a text or the check, not by spaces around a text', () => {
    expect(draftChanged(saved, { name: 'Fried chicken ', description: '', checked: false }, true)).toBe(false);
    expect(draftChanged(saved, { name: 'Karaage', description: '', checked: false }, true)).toBe(true);
    expect(draftChanged(saved, { name: 'Fried chicken', description: 'Crisp', checked: false }, true)).toBe(true);
    expect(draftChanged(saved, { name: 'Fried chicken', description: '', checked: true }, true)).toBe(true);
    // Without a description field, its text does not count.
    expect(draftChanged(saved, { name: 'Fried chicken', description: 'x', checked: false }, false)).toBe(false);
    expect(draftChanged(undefined, { name: '', description: '', checked: false }, true)).toBe(false);
  });

  it('save trimmed texts, clear empty ones, and send a description only for items', () => {
    expect(saveBodyOf(item, 'en', { name: ' Karaage ', description: '  ', checked: true })).toEqual({
      kind: 'item',
      entity_id: 7,
      locale: 'en',
      name: 'Karaage',
      description: null,
      checked: true,
    });
    expect(saveBodyOf(choice, 'ko', { name: '소금', description: 'x', checked: false })).toEqual({
      kind: 'choice',
      entity_id: 3,
      locale: 'ko',
      name: '소금',
      checked: false,
    });
  });
});

describe('followSaved', () => {
  const imported = { name: 'Karaage', description: 'Crisp', checked: true };

  it('takes the box’s new text after its own save, as saved (trimmed)', () => {
    const typed = { name: ' Karaage ', description: 'Crisp', checked: true };
    expect(followSaved(saved, imported, typed, true)).toEqual({
      draft: { name: 'Karaage', description: 'Crisp', checked: true },
      same: true,
    });
  });

  it('follows an import into an untouched row, and keeps what is being typed', () => {
    expect(followSaved(saved, imported, draftOf(saved), true)).toEqual({ draft: draftOf(imported), same: false });
    const typing = { name: 'Fried chicken (L)', description: '', checked: false };
    expect(followSaved(saved, imported, typing, true)).toEqual({ draft: typing, same: false });
  });
});
