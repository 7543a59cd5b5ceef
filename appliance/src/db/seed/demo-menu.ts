import { MENU_FLAG } from '../../contract/constants';
import type { Company } from '../../shared/shop-settings';
import { DRINK_GENRES } from './demo-menu-drinks';
import type { Backdrop, Picture } from './demo-pictures';

/** The demo izakaya: what `npm start` puts in an empty data dir. Prices are tax-included yen. */

export const DEMO_SHOP_NAME = '居酒屋 すまや';

export const DEMO_COMPANY: Company = {
  name: '株式会社すまや商店',
  representative: '代表取締役 山田 太郎',
  address: '〒150-0000 東京都渋谷区道玄坂9-99-9 すまやビル1階',
  phone: '03-0000-0000',
  email: 'info@sumaya.example',
};

export const DEMO_TABLES = [
  { name: 'table-1', label: 'テーブル1' },
  { name: 'table-2', label: 'テーブル2' },
  { name: 'table-3', label: 'テーブル3' },
  { name: 'table-4', label: 'カウンター席' },
] as const;

export interface DemoItem {
  name: string;
  label: string;
  price: number;
  description: string;
  picture: Picture;
  /** Sold out today (flag 0). */
  stopped?: boolean;
  /** For a plan: the names of the menus it makes free. */
  unlocks?: readonly string[];
}

export interface DemoGenre {
  name: string;
  label: string;
  flag: number;
  id?: number;
  backdrop: Backdrop;
  items: readonly DemoItem[];
}

const sauce = '#9a4a1c';

const FOOD_GENRES: readonly DemoGenre[] = [
  {
    name: 'recommend',
    label: 'おすすめ',
    flag: MENU_FLAG.published,
    backdrop: { wall: '#c45a3c', counter: '#6b4226' },
    items: [
      {
        name: 'tebasaki',
        label: '<b>名物</b> 手羽先',
        price: 638,
        description: '秘伝の甘辛ダレを二度塗りして香ばしく。胡椒をきかせた当店いちばん人気（4本）。',
        picture: { kind: 'plate', food: 'wings', colors: ['#a9561c'], plate: '#2d2a33' },
      },
      {
        name: 'sashimi-3',
        label: '本日の刺身三種盛り',
        price: 1518,
        description: '市場から届いた朝獲れの鮮魚を三種。まぐろ・サーモン・ぶりなど日替わりで。',
        picture: { kind: 'plate', food: 'sashimi', colors: ['#c8283a', '#f2834b', '#f1cbbd'], plate: '#1f2f4a' },
      },
      {
        name: 'dashimaki',
        label: 'だし巻き玉子',
        price: 693,
        description: '注文を受けてから一本ずつ焼く、かつおだしたっぷりのふわとろ玉子。',
        picture: { kind: 'plate', food: 'omelette', colors: ['#f4c84a'], plate: '#e9e1cf' },
      },
    ],
  },
  {
    name: 'food',
    label: 'フード',
    flag: MENU_FLAG.published,
    backdrop: { wall: '#dcb98a', counter: '#8a5a34' },
    items: [
      {
        name: 'edamame',
        label: '枝豆',
        price: 418,
        description: '茹でたてを粗塩でシンプルに。まずはこれから。',
        picture: { kind: 'plate', food: 'pods', colors: ['#6fae3a'], plate: '#f3ede0' },
      },
      {
        name: 'hiyayakko',
        label: '冷奴',
        price: 385,
        description: 'なめらかな絹ごし豆腐に薬味と鰹節をのせて。',
        picture: { kind: 'plate', food: 'tofu', plate: '#2f4f7a' },
      },
      {
        name: 'potato-salad',
        label: '自家製ポテトサラダ',
        price: 528,
        description: 'ほくほくのじゃがいもに燻製卵を合わせた、大人のポテサラ。',
        picture: { kind: 'plate', food: 'mound', colors: ['#f2dc9b'], plate: '#f4efe4' },
      },
      {
        name: 'caesar-salad',
        label: 'シーザーサラダ',
        price: 748,
        description: 'シャキシャキのロメインレタスに濃厚チーズドレッシング。取り分けにも。',
        picture: { kind: 'plate', food: 'salad', plate: '#f4efe4' },
      },
      {
        name: 'pickles',
        label: '漬物盛り合わせ',
        price: 418,
        description: 'たくあん・しば漬け・きゅうりの浅漬け。箸休めにどうぞ。',
        picture: { kind: 'plate', food: 'pickles', colors: ['#f1c21b', '#8e3b75', '#6aa842'], plate: '#e9e1cf' },
      },
      {
        name: 'motsuni',
        label: 'もつ煮込み',
        price: 638,
        description: '白味噌でじっくり煮込んだ、とろとろのもつと大根。七味をお好みで。',
        picture: { kind: 'bowl', fill: 'stew', soup: '#a8703a', outer: '#3b2f2a', inner: '#e9dcc6' },
      },
      {
        name: 'oyster',
        label: '生牡蠣（1個）',
        price: 638,
        description: '三陸産の大粒の生牡蠣。レモンを搾ってどうぞ。本日売り切れ。',
        picture: { kind: 'plate', food: 'oysters', plate: '#dfe6ea' },
        stopped: true,
      },
      {
        name: 'shoyu-ramen',
        label: '〆の醤油ラーメン',
        price: 880,
        description: '鶏がらと煮干しのあっさりスープに、自家製チャーシューと味玉。',
        picture: { kind: 'bowl', fill: 'noodles', soup: '#b5742e', outer: '#8c1f1f', inner: '#f4ede0' },
      },
      {
        name: 'white-rice',
        label: '白ごはん',
        price: 253,
        description: '炊きたての新潟県産コシヒカリ。大盛りもどうぞ（+110円）。',
        picture: { kind: 'bowl', fill: 'rice', soup: '#f7f4ec', outer: '#3b3f4a', inner: '#f4efe6' },
      },
      {
        name: 'salmon-chazuke',
        label: '鮭茶漬け',
        price: 638,
        description: '焼き鮭をほぐして、香り高いだし茶をたっぷりと。〆にさらりと。',
        picture: { kind: 'bowl', fill: 'chazuke', soup: '#cdb56a', outer: '#2c3e6b', inner: '#f4efe6' },
      },
      {
        name: 'vanilla-ice',
        label: 'バニラアイス',
        price: 330,
        description: '濃厚なミルクのバニラアイス。食後の口直しに。',
        picture: { kind: 'dessert', scoops: ['#f7ecd0', '#f3e3bf'] },
      },
    ],
  },
  {
    name: 'grill',
    label: '揚げ物・焼き物',
    flag: MENU_FLAG.published,
    backdrop: { wall: '#d08a45', counter: '#5c3a22' },
    items: [
      {
        name: 'karaage',
        label: '若鶏の唐揚げ',
        price: 638,
        description: '生姜醤油に一晩漬けた国産若鶏を、衣はカリッと中はジューシーに（5個）。',
        picture: { kind: 'plate', food: 'nuggets', colors: ['#c57a2c'], plate: '#f2ece0' },
      },
      {
        name: 'yakitori-5',
        label: '焼き鳥盛り合わせ（5本）',
        price: 968,
        description: 'もも・ねぎま・つくね・かわ・ぼんじりを、タレと塩で焼き上げます。',
        picture: {
          kind: 'skewers',
          rows: [['#a55524', '#f1efe0', '#a55524', '#d9e6c0'], ['#b76a32', '#b76a32', '#b76a32'], [sauce]],
        },
      },
      {
        name: 'tsukune',
        label: 'つくね（2本）',
        price: 418,
        description: '軟骨入りの手ごねつくねに甘めのタレ。卵黄につけてどうぞ。',
        picture: { kind: 'skewers', rows: [[sauce], [sauce]], plate: '#e8e0cf' },
      },
      {
        name: 'gyoza',
        label: '焼き餃子（6個）',
        price: 528,
        description: '羽根つきでパリッと焼いた、肉汁たっぷりの手包み餃子。',
        picture: { kind: 'plate', food: 'gyoza', colors: ['#d99a4e'], plate: '#f4efe4' },
      },
      {
        name: 'fries',
        label: 'フライドポテト',
        price: 495,
        description: '皮つきの太切りポテトを揚げたてで。ケチャップ添え。',
        picture: { kind: 'plate', food: 'fries', colors: ['#f0c552'], plate: '#2d2a33' },
      },
      {
        name: 'hokke',
        label: 'ほっけの開き',
        price: 1078,
        description: '脂ののった北海道産の真ほっけを、炭火でふっくら焼き上げました。',
        picture: { kind: 'plate', food: 'fish', colors: ['#c98d48'], plate: '#e8e0cf' },
      },
    ],
  },
];

/** Genres in tab order; the service genre (999) comes last. */
export const DEMO_GENRES: readonly DemoGenre[] = [...FOOD_GENRES, ...DRINK_GENRES];
