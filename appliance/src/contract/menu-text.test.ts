import { describe, expect, it } from 'vitest';
import { isMenuTextLocale, type MenuTranslations, menuText } from './menu-text';

const t = (name: string | null, description: string | null = null) => ({ name, description, checked: true });

describe('menuText', () => {
  const karaage: MenuTranslations = {
    en: t('Japanese fried chicken (karaage)', 'Juicy thigh meat'),
    ko: t('가라아게(일본식 닭튀김)'),
    'zh-Hans': t(''),
  };

  it('reads the locale first', () => {
    expect(menuText('唐揚げ', karaage, 'ko', 'name')).toBe('가라아게(일본식 닭튀김)');
    expect(menuText('唐揚げ', karaage, 'en', 'name')).toBe('Japanese fried chicken (karaage)');
  });

  it('shows Japanese in Japanese, whatever the rows', () => {
    expect(menuText('唐揚げ', karaage, 'ja', 'name')).toBe('唐揚げ');
  });

  it('falls back to English, then Japanese', () => {
    expect(menuText('唐揚げ', karaage, 'zh-Hant', 'name')).toBe('Japanese fried chicken (karaage)');
    expect(menuText('唐揚げ', karaage, 'ko', 'description')).toBe('Juicy thigh meat');
    expect(menuText('唐揚げ', { ko: t('가라아게') }, 'zh-Hans', 'name')).toBe('唐揚げ');
    expect(menuText('唐揚げ', undefined, 'en', 'name')).toBe('唐揚げ');
    expect(menuText('唐揚げ', {}, 'en', 'name')).toBe('唐揚げ');
  });

  it('counts an empty or blank text as missing', () => {
    expect(menuText('唐揚げ', karaage, 'zh-Hans', 'name')).toBe('Japanese fried chicken (karaage)');
    expect(menuText('唐揚げ', { en: t('  ') }, 'en', 'name')).toBe('唐揚げ');
    expect(menuText('', { en: t(null, '') }, 'en', 'description')).toBe('');
  });

  it('English falls back to Japanese only', () => {
    expect(menuText('枝豆', { ko: t('풋콩') }, 'en', 'name')).toBe('枝豆');
  });

  it('knows the translatable locales', () => {
    expect(['en', 'zh-Hans', 'zh-Hant', 'ko'].every(isMenuTextLocale)).toBe(true);
    expect(isMenuTextLocale('ja')).toBe(false);
    expect(isMenuTextLocale('fr')).toBe(false);
  });
});
