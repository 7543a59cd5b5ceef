/** Strings of the allergen marks, the item's allergen list, the menu's filter and the editor's section. */
export const allergensJa = {
  title: 'アレルギー',
  contains: '含む',
  mayContain: '含む可能性',
  none: 'なし',
  /** Shown by the item's list and the filter: the shop checked it itself. */
  notice: 'アレルギー情報は店舗が独自に確認したものです。重篤なアレルギーをお持ちの方はスタッフにお尋ねください。',
  /** The detail when the item names none. */
  noneListed: '表示対象のアレルギー物質は登録されていません。',
  /** Marks on a card: how many more than fit. */
  more: (n: number) => `+${n}`,
  marksLabel: (names: string) => `アレルギー: ${names}`,
  /** An allergen the item may contain, as the marks' label and title name it. */
  mayContainName: (name: string) => `${name}（含む可能性）`,
  mandatory: '特定原材料（8品目）',
  recommended: '特定原材料に準ずるもの（20品目）',
  editor: {
    summary: (n: number) => (n === 0 ? '登録なし' : `${n}品目を登録`),
    hint: '店舗で確認した原材料を選んでください。「含む可能性」は同じ油・調理器具で調理するものなど。',
    levelOf: (name: string) => `${name}の表示`,
  },
  filter: {
    open: 'アレルギーで絞り込む',
    title: 'アレルギーで絞り込む',
    hint: '避けたいものを選ぶと、それを含む品をメニューに表示しません（薄く表示することもできます）。',
    includeMayContain: '「含む可能性」がある品も対象にする',
    clear: 'すべて解除',
    done: '決定',
    active: (names: string, hidden: number) => `${names}を除外中（${hidden}品を非表示）`,
    off: '解除',
    dim: '含む品を隠さず、薄く表示する（ご注文はできません）',
    activeDimmed: (names: string, dimmed: number) => `${names}を含む${dimmed}品を薄く表示中`,
    dimmedBadge: '避けたい食材を含む',
    dimmedNotice: (names: string) => `お避けの食材（${names}）を含むため、カートに追加できません。`,
  },
} as const;
