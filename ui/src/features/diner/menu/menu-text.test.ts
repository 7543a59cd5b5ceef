import type { MenuItem } from '@contract/menu-items';
import { describe, expect, it } from 'vitest';
import { menuTexts } from './menu-text';

const t = (name: string) => ({ name, description: null, checked: true });

const karaage = {
  id: 7,
  label: '唐揚げ',
  translations: { en: t('Japanese fried chicken (karaage)'), ko: t('가라아게(일본식 닭튀김)') },
  option_groups: [
    {
      id: 1,
      label: '量',
      min_picks: 0,
      max_picks: 1,
      choices: [
        { id: 11, label: '大盛り', price_delta: 100, is_default: 0, flag: 1, plan_charged: 0, translations: { en: t('Large') } },
      ],
    },
  ],
} as unknown as MenuItem;

describe('menuTexts: frozen lines read the current menu’s translations', () => {
  it('finds a line’s item and choice in the menu', () => {
    const texts = menuTexts([karaage], 'ko');
    expect(texts.itemTranslations(7)?.ko?.name).toBe('가라아게(일본식 닭튀김)');
    // Korean has no row for the choice: English, as the fallback says.
    expect(texts.optionLabel({ label: '大盛り', choice_id: 11 })).toBe('Large');
  });

  it('keeps the Japanese when the item or choice left the menu, or the line has no ids', () => {
    const texts = menuTexts([karaage], 'en');
    expect(texts.itemTranslations(99)).toBeUndefined();
    expect(texts.itemTranslations(null)).toBeUndefined();
    expect(texts.optionLabel({ label: 'ネギ抜き', choice_id: 99 })).toBe('ネギ抜き');
    expect(texts.optionLabel({ label: 'ネギ抜き' })).toBe('ネギ抜き');
  });

  it('shows Japanese in Japanese', () => {
    const texts = menuTexts([karaage], 'ja');
    expect(texts.itemTranslations(7)).toBeUndefined();
    expect(texts.optionLabel({ label: '大盛り', choice_id: 11 })).toBe('大盛り');
  });
});
