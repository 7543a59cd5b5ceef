import type { InEachLanguage } from './demo-translations-drinks';

/** The demo's option group titles, by management name (demo-options.ts), in each translated language. */
export const DEMO_GROUP_TRANSLATIONS: Readonly<Record<string, InEachLanguage>> = {
  yakikata: ['Seasoning', '调味', '調味', '양념'],
  'rice-size': ['Rice portion', '米饭份量', '米飯份量', '밥 양'],
  'noodle-size': ['Noodle portion', '面量', '麵量', '면 양'],
  'ramen-toppings': ['Toppings', '加料', '加料', '토핑'],
  strength: ['Strength', '浓度', '濃度', '농도'],
  ice: ['Ice', '冰块', '冰塊', '얼음'],
  'beer-brand': ['Beer brand', '啤酒品牌', '啤酒品牌', '맥주 종류'],
};

/** The demo's cover charge お通し (demo-plans.ts): the small dish every adult is served, charged per person. */
export const DEMO_COVER_TRANSLATIONS: InEachLanguage = [
  'Otoshi (table starter)',
  '小菜（餐位费）',
  '小菜（餐位費）',
  '오토시(기본 안주)',
];

/** The demo's dining tables by management name: what the guests' tablet shows at its top. */
export const DEMO_TABLE_TRANSLATIONS: Readonly<Record<string, InEachLanguage>> = {
  'table-1': ['Table 1', '1号桌', '1號桌', '테이블 1'],
  'table-2': ['Table 2', '2号桌', '2號桌', '테이블 2'],
  'table-3': ['Table 3', '3号桌', '3號桌', '테이블 3'],
  'table-4': ['Counter seats', '吧台座位', '吧檯座位', '카운터석'],
};
