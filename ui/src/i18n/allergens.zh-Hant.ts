import type { allergensJa } from './allergens.ja';
import type { LocaleFile, Messages } from './catalog';

/** The diner's allergen strings in Traditional Chinese (Taiwan wording). */
export const allergensZhHant: LocaleFile<Messages<typeof allergensJa>> = {
  title: '過敏原',
  contains: '含有',
  mayContain: '可能含有',
  none: '無',
  notice: '過敏原資訊由本店自行確認。如有嚴重過敏，請洽詢店員。',
  noneListed: '此餐點未登錄過敏原。',
  more: (n: number) => `+${n}`,
  marksLabel: (names: string) => `過敏原：${names}`,
  mayContainName: (name: string) => `${name}（可能含有）`,
  mandatory: '特定過敏原（8項）',
  recommended: '其他過敏原（20項）',
  filter: {
    open: '依過敏原篩選',
    title: '依過敏原篩選',
    hint: '選擇您想避開的過敏原，含有該成分的餐點將不會顯示（也可以淡色顯示）。',
    includeMayContain: '「可能含有」的餐點也包括在內',
    clear: '全部清除',
    done: '確定',
    active: (names: string, hidden: number) => `已排除${names}（隱藏${hidden}項餐點）`,
    off: '清除',
    dim: '不隱藏含有的餐點，改為淡色顯示（無法點餐）',
    activeDimmed: (names: string, dimmed: number) => `已排除${names}（淡色顯示${dimmed}項餐點）`,
    dimmedBadge: '含有您避開的食材',
    dimmedNotice: (names: string) => `此餐點含有您選擇避開的${names}，無法加入購物車。`,
  },
};
