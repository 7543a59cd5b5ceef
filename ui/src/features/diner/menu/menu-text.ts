import type { MenuItem } from '@contract/menu-items';
import { type MenuTranslations, menuText } from '@contract/menu-text';
import { useMemo } from 'react';
import { type Locale, useLocale } from '@/i18n/locale';
import { useMenu } from '../state/menu-store';

/*
 * The shop's menu text in the diner's language (contract/menu-text.ts `menuText`: the locale, else
 * English, else the Japanese). Items, genres and choices carry their translations in the menu
 * answers; a cart, order or bill line froze only the Japanese label, so it reads the translations
 * of the item (and choices) as the current menu lists them, else stays Japanese.
 */

export interface MenuTexts {
  locale: Locale;
  /** The translations of a line's item in the current menu, if it is listed there. */
  itemTranslations(itemId: number | null | undefined): MenuTranslations | undefined;
  /** A chosen option's label: its own translations, else the current menu's of its choice id. */
  optionLabel(option: { label: string; choice_id?: number; translations?: MenuTranslations }): string;
}

/** The lookups over a menu list (pure, for tests). */
export function menuTexts(items: readonly MenuItem[], locale: Locale): MenuTexts {
  const byItem = new Map<number, MenuTranslations>();
  const byChoice = new Map<number, MenuTranslations>();
  if (locale !== 'ja') {
    for (const item of items) {
      byItem.set(item.id, item.translations);
      for (const group of item.option_groups) for (const choice of group.choices) byChoice.set(choice.id, choice.translations);
    }
  }
  return {
    locale,
    itemTranslations: (itemId) => (itemId == null ? undefined : byItem.get(itemId)),
    optionLabel: (option) =>
      menuText(
        option.label,
        option.translations ?? (option.choice_id === undefined ? undefined : byChoice.get(option.choice_id)),
        locale,
        'name',
      ),
  };
}

export function useMenuTexts(): MenuTexts {
  const locale = useLocale();
  const { items } = useMenu();
  return useMemo(() => menuTexts(items, locale), [items, locale]);
}
