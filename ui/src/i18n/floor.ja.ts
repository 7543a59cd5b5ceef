/** Strings the staff screens and the handy share about a table's guests (Japanese only, as staff screens are). */
export const floorJa = {
  guestLanguage: {
    en: '英語',
    'zh-Hans': '中国語(簡体)',
    'zh-Hant': '中国語(繁体)',
    ko: '韓国語',
    /** Read out by screen readers before the language: the guests read the tablet in it. */
    prefix: 'お客様の言語:',
    label: (language: string) => `お客様の言語: ${language}`,
  },
};
