import { LANGUAGES, perTranslatedLanguage, TRANSLATED_LANGUAGES } from '@contract/languages';

// 英語・中国語・韓国語: the translated languages' Japanese names, the two Chinese scripts named once.
const languagesInProse = [
  ...new Set(TRANSLATED_LANGUAGES.map((language) => LANGUAGES[language].japaneseName.replace(/\(.+\)$/, ''))),
].join('・');

/** The admin strings of the menu's translations (多言語メニュー, issue 18). */
export const adminTranslationsJa = {
  translations: {
    title: '多言語メニュー',
    lead: `お客様のタブレットに表示する、メニューの${languagesInProse}の表記です。未翻訳の項目は英語、英語もなければ日本語で表示されます。`,
    languageCard: '翻訳する言語',
    languageLabel: '言語',
    missingCount: (n: number) => `未翻訳 ${n}件`,
    allDone: '未翻訳なし',
    missingHint: '件数は販売中の項目のみです。',
    listCard: '翻訳一覧',
    listLabel: '翻訳の一覧',
    filterLabel: '表示する項目',
    filters: { all: 'すべて', missing: '未翻訳', unchecked: '未確認' },
    keyword: '日本語名で検索',
    keywordPlaceholder: '例: 唐揚げ',
    shown: (shown: number, total: number) => `${shown}件 / ${total}件`,
    empty: '条件に合う項目はありません。',
    focused: (name: string) => `「${name}」だけを表示しています。`,
    showAll: 'すべて表示',
    kinds: { menu: 'ジャンル', item: '商品', group: 'オプション', choice: '選択肢', cover: 'お通し', table: 'テーブル' },
    stopped: '販売停止',
    missingChips: '未訳:',
    /** The chips' short names of the languages a row lacks. */
    shortNames: perTranslatedLanguage((language) => LANGUAGES[language].shortName),
    missingLabel: (languages: string) => `未翻訳の言語: ${languages}`,
    complete: '翻訳済み',
    japanese: '日本語',
    name: (language: string) => `名前（${language}）`,
    description: (language: string) => `説明（${language}）`,
    checked: '確認済み',
    checkedHint: '人が内容を確認したら付けます。',
    save: '保存',
    saved: '保存しました',
    unsaved: '未保存',
    csvHint: '書き出したCSVをExcelなどで編集し、読み込むとまとめて反映されます（UTF-8・BOM付き）。',
    exportCsv: 'CSVを書き出す',
    importCsv: 'CSVを読み込む',
    exportFailed: 'CSVを書き出せませんでした。',
    importFailed: 'CSVを読み込めませんでした。',
    updated: (n: number) => `${n}件を更新しました`,
    unchanged: (n: number) => `変更なし ${n}件`,
    skipped: (lines: string) => `見つからない項目の行（読み飛ばし）: ${lines}`,
    issueLine: (line: number) => `${line}行目`,
    itemTexts: `${languagesInProse}の表記`,
    itemComplete: `${TRANSLATED_LANGUAGES.length}言語とも翻訳済み`,
    itemMissing: (languages: string) => `未翻訳: ${languages}`,
    editLink: '翻訳を編集',
    unsavedGuard: {
      title: '保存していない翻訳があります',
      body: '保存せずに移ると、入力した内容は失われます。',
      discard: '破棄して移る',
      stay: '入力に戻る',
    },
    /** The admin home's line. */
    home: {
      link: '多言語メニュー',
      allDone: '販売中の項目はすべて翻訳・確認済みです',
      missing: (languages: string) => `未翻訳: ${languages}`,
      perLanguage: (language: string, n: number) => `${language} ${n}件`,
      unchecked: (n: number) => `未確認 ${n}件`,
    },
  },
} as const;
