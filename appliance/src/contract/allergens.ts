/**
 * The allergens a menu item may name (アレルギー表示), as versioned data: the box validates items'
 * allergens against it and the screens read it (no zod here: the tablet's menu imports it).
 *
 * Source: 消費者庁 (Consumer Affairs Agency), 食品表示基準 / 「食品表示基準について」 on food
 * allergy labelling, https://www.caa.go.jp/policies/policy/food_labeling/food_sanitation/allergy/
 * As of 2025-2026: 8 特定原材料 (mandatory: えび, かに, くるみ, 小麦, そば, 卵, 乳, 落花生) and 20
 * 特定原材料に準ずるもの (recommended). The revision of 2024-03-28 added マカダミアナッツ and removed
 * まつたけ from the recommended list (an item saved earlier with 'matsutake' is refused on its next
 * save). カシューナッツ moves to mandatory (特定原材料) in 2026: flip its `mandatory` when the rule
 * takes effect; ピスタチオ is planned for the recommended list: add an entry when it is published.
 * Bump ALLERGEN_LIST_VERSION with any change.
 *
 * A restaurant's own dishes are not prepackaged food, so the labelling is voluntary here: the
 * diner screens say the shop checked it itself (see the notice in ui/src/i18n/allergens.ja.ts).
 */

import { DINER_LANGUAGES, type DinerLanguage, type InEachDinerLanguage } from './languages';

export const ALLERGEN_LIST_VERSION = '2024-03-28';

/** Every allergen is named in every diner language (languages.ts). */
export const ALLERGEN_LANGUAGES = DINER_LANGUAGES;
export type AllergenLanguage = DinerLanguage;

export interface Allergen {
  /** Stable id, stored with items: never rename one. */
  readonly id: string;
  /** 特定原材料 (labelling required on packaged food); else 特定原材料に準ずるもの (recommended). */
  readonly mandatory: boolean;
  /** Natural food-label terms in each language. */
  readonly names: Readonly<Record<AllergenLanguage, string>>;
  /** Key of the small mark the screens draw for it. */
  readonly icon: string;
}

// The names in DINER_LANGUAGES' order: ja, en, zh-Hans, zh-Hant, ko.
type Row = readonly [id: string, mandatory: boolean, ...names: InEachDinerLanguage<string>];

// Kept as rows so the list stays small in the tablet's first load.
const ROWS: readonly Row[] = [
  ['shrimp', true, 'えび', 'Shrimp', '虾', '蝦', '새우'],
  ['crab', true, 'かに', 'Crab', '蟹', '蟹', '게'],
  ['walnut', true, 'くるみ', 'Walnut', '核桃', '核桃', '호두'],
  ['wheat', true, '小麦', 'Wheat', '小麦', '小麥', '밀'],
  ['buckwheat', true, 'そば', 'Buckwheat', '荞麦', '蕎麥', '메밀'],
  ['egg', true, '卵', 'Egg', '鸡蛋', '雞蛋', '달걀'],
  ['milk', true, '乳', 'Milk', '乳制品', '乳製品', '우유'],
  ['peanut', true, '落花生', 'Peanut', '花生', '花生', '땅콩'],
  ['almond', false, 'アーモンド', 'Almond', '杏仁', '杏仁', '아몬드'],
  ['abalone', false, 'あわび', 'Abalone', '鲍鱼', '鮑魚', '전복'],
  ['squid', false, 'いか', 'Squid', '鱿鱼', '魷魚', '오징어'],
  ['salmon_roe', false, 'いくら', 'Salmon roe', '鲑鱼子', '鮭魚卵', '연어알'],
  ['orange', false, 'オレンジ', 'Orange', '橙子', '柳橙', '오렌지'],
  ['cashew', false, 'カシューナッツ', 'Cashew nut', '腰果', '腰果', '캐슈너트'],
  ['kiwi', false, 'キウイフルーツ', 'Kiwi fruit', '猕猴桃', '奇異果', '키위'],
  ['beef', false, '牛肉', 'Beef', '牛肉', '牛肉', '쇠고기'],
  ['sesame', false, 'ごま', 'Sesame', '芝麻', '芝麻', '참깨'],
  ['salmon', false, 'さけ', 'Salmon', '鲑鱼', '鮭魚', '연어'],
  ['mackerel', false, 'さば', 'Mackerel', '鲭鱼', '鯖魚', '고등어'],
  ['soybean', false, '大豆', 'Soybean', '大豆', '大豆', '대두'],
  ['chicken', false, '鶏肉', 'Chicken', '鸡肉', '雞肉', '닭고기'],
  ['banana', false, 'バナナ', 'Banana', '香蕉', '香蕉', '바나나'],
  ['pork', false, '豚肉', 'Pork', '猪肉', '豬肉', '돼지고기'],
  ['macadamia', false, 'マカダミアナッツ', 'Macadamia nut', '夏威夷果', '夏威夷果', '마카다미아'],
  ['peach', false, 'もも', 'Peach', '桃', '桃子', '복숭아'],
  ['yam', false, 'やまいも', 'Yam', '山药', '山藥', '마'],
  ['apple', false, 'りんご', 'Apple', '苹果', '蘋果', '사과'],
  ['gelatin', false, 'ゼラチン', 'Gelatin', '明胶', '明膠', '젤라틴'],
];

/** Every allergen: the mandatory ones first, then the recommended, each in the agency's order. */
export const ALLERGENS: readonly Allergen[] = ROWS.map(([id, mandatory, ...names]) => ({
  id,
  mandatory,
  // One name per language, in the list's order, so every language has its name.
  names: Object.fromEntries(ALLERGEN_LANGUAGES.map((language, i) => [language, names[i]])) as Record<AllergenLanguage, string>,
  icon: id,
}));

const BY_ID: ReadonlyMap<string, Allergen> = new Map(ALLERGENS.map((a) => [a.id, a]));

export const ALLERGEN_LEVELS = ['contains', 'may_contain'] as const;
export type AllergenLevel = (typeof ALLERGEN_LEVELS)[number];

/** One allergen of an item: it contains it, or may contain it (shared fryer, same kitchen). */
export interface ItemAllergen {
  id: string;
  level: AllergenLevel;
}

export function allergenById(id: string): Allergen | undefined {
  return BY_ID.get(id);
}

export function isAllergenId(id: string): boolean {
  return BY_ID.has(id);
}

/** The allergen's name in `locale` (any tag the screens use), else English, else Japanese; the id if unknown. */
export function allergenName(id: string, locale: string): string {
  const allergen = BY_ID.get(id);
  if (!allergen) return id;
  const names: Readonly<Record<string, string | undefined>> = allergen.names;
  return names[locale] ?? names.en ?? allergen.names.ja;
}

/** An item's allergens in the list's order (mandatory first), for display. */
export function sortItemAllergens<T extends { id: string }>(allergens: readonly T[]): T[] {
  const order = (id: string) => {
    const index = ALLERGENS.findIndex((a) => a.id === id);
    return index === -1 ? ALLERGENS.length : index;
  };
  return [...allergens].sort((a, b) => order(a.id) - order(b.id));
}

/** What a diner avoids: the allergens, and whether "may contain" counts too. */
export interface AllergenAvoidance {
  ids: readonly string[];
  includeMayContain: boolean;
}

/**
 * The avoided allergens an item holds, by the filter's rule: any it contains; those it may contain
 * only when the diner counts them. Empty: the item is fine for the diner.
 */
export function avoidedAllergens(allergens: readonly ItemAllergen[], avoid: AllergenAvoidance): ItemAllergen[] {
  if (avoid.ids.length === 0) return [];
  const wanted = new Set(avoid.ids);
  return allergens.filter((a) => wanted.has(a.id) && (a.level === 'contains' || avoid.includeMayContain));
}
