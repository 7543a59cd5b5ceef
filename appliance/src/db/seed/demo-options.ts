/** The demo izakaya's option groups: what a real izakaya asks when it takes an order. */

export interface DemoChoice {
  label: string;
  /** Tax-included yen added to the item's price (may be negative). */
  delta: number;
  default?: boolean;
  /** Charged even when a 飲み放題 makes the item free. */
  planCharged?: boolean;
}

export interface DemoOptionGroup {
  name: string;
  label: string;
  min: number;
  max: number;
  choices: readonly DemoChoice[];
  /** Genres (by name) whose every item shows the group. */
  genres?: readonly string[];
  /** Items (by name) that show it. */
  items?: readonly string[];
}

export const DEMO_OPTION_GROUPS: readonly DemoOptionGroup[] = [
  {
    name: 'yakikata',
    label: '焼き方',
    min: 1,
    max: 1,
    choices: [
      { label: '塩', delta: 0 },
      { label: 'タレ', delta: 0 },
    ],
    items: ['yakitori-5', 'tsukune'],
  },
  {
    name: 'rice-size',
    label: 'ご飯の量',
    min: 1,
    max: 1,
    choices: [
      { label: '少なめ', delta: 0 },
      { label: '普通', delta: 0, default: true },
      { label: '大盛り', delta: 110 },
    ],
    items: ['white-rice', 'salmon-chazuke'],
  },
  {
    name: 'noodle-size',
    label: '麺の量',
    min: 1,
    max: 1,
    choices: [
      { label: '普通', delta: 0, default: true },
      { label: '大盛り', delta: 110 },
    ],
    items: ['shoyu-ramen'],
  },
  {
    name: 'ramen-toppings',
    label: 'トッピング',
    min: 0,
    max: 3,
    choices: [
      { label: '味玉', delta: 120 },
      { label: 'チャーシュー', delta: 200 },
      { label: 'ネギ増し', delta: 100 },
    ],
    items: ['shoyu-ramen'],
  },
  {
    name: 'strength',
    label: '濃さ',
    min: 1,
    max: 1,
    choices: [
      { label: '普通', delta: 0, default: true },
      { label: '濃いめ', delta: 100 },
    ],
    items: ['highball', 'lemon-sour', 'grapefruit-sour', 'oolong-hai', 'green-tea-hai'],
  },
  {
    name: 'ice',
    label: '氷',
    min: 0,
    max: 1,
    choices: [
      { label: '氷なし', delta: 0 },
      { label: '氷少なめ', delta: 0 },
    ],
    genres: ['drink'],
    items: ['highball', 'lemon-sour', 'grapefruit-sour', 'umeboshi-sour', 'oolong-hai', 'green-tea-hai', 'calpis-sour'],
  },
  {
    name: 'beer-brand',
    label: 'ビールの銘柄',
    min: 0,
    max: 1,
    choices: [{ label: 'プレミアム生に変更', delta: 150, planCharged: true }],
    items: ['draft-beer'],
  },
];

/** Items on which a diner may write a note for the kitchen (苦手なネタ, ネギ抜き). */
export const DEMO_NOTE_ITEMS: readonly string[] = ['sashimi-3', 'yakitori-5', 'shoyu-ramen', 'caesar-salad', 'karaage'];
