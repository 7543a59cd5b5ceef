import type { allergensJa } from './allergens.ja';
import type { LocaleFile, Messages } from './catalog';

/** The diner's allergen strings in Simplified Chinese. */
export const allergensZhHans: LocaleFile<Messages<typeof allergensJa>> = {
  title: '过敏原',
  contains: '含有',
  mayContain: '可能含有',
  none: '无',
  notice: '过敏原信息由本店自行确认。如有严重过敏，请向店员咨询。',
  noneListed: '本菜品未登记过敏原。',
  more: (n: number) => `+${n}`,
  marksLabel: (names: string) => `过敏原：${names}`,
  mayContainName: (name: string) => `${name}（可能含有）`,
  mandatory: '特定过敏原（8种）',
  recommended: '其他过敏原（20种）',
  filter: {
    open: '按过敏原筛选',
    title: '按过敏原筛选',
    hint: '选择您需要避免的过敏原，含有该成分的菜品将不再显示（也可以淡色显示）。',
    includeMayContain: '“可能含有”的菜品也包括在内',
    clear: '全部清除',
    done: '确定',
    active: (names: string, hidden: number) => `已排除${names}（隐藏${hidden}道菜品）`,
    off: '清除',
    dim: '不隐藏含有的菜品，改为淡色显示（无法点餐）',
    activeDimmed: (names: string, dimmed: number) => `已排除${names}（淡色显示${dimmed}道菜品）`,
    dimmedBadge: '含有您避开的食材',
    dimmedNotice: (names: string) => `此菜品含有您选择避开的${names}，无法加入购物车。`,
  },
};
