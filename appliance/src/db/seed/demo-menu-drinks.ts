import { MENU_FLAG, SERVICE_MENU_ID, STAFF_CALL_ITEM_NAME } from '../../contract/constants';
import type { DemoGenre } from './demo-menu';

/** The demo izakaya's drinks, 飲み放題 plans and service genre, after the food tabs. */

const beer = '#e9a21c';

export const DRINK_GENRES: readonly DemoGenre[] = [
  {
    name: 'drink',
    label: 'ソフトドリンク',
    flag: MENU_FLAG.published,
    backdrop: { wall: '#e2a36c', counter: '#7a4b2a' },
    items: [
      {
        name: 'oolong-tea',
        label: 'ウーロン茶',
        price: 330,
        description: 'すっきり香ばしい冷たいウーロン茶。',
        picture: { kind: 'tumbler', liquid: '#9a5a1e' },
      },
      {
        name: 'cola',
        label: 'コーラ',
        price: 385,
        description: 'よく冷えたコーラをグラスで。',
        picture: { kind: 'tumbler', liquid: '#4a2414', straw: '#d8342b' },
      },
      {
        name: 'ginger-ale',
        label: 'ジンジャーエール',
        price: 385,
        description: '生姜の辛みがきいた辛口ジンジャーエール。',
        picture: { kind: 'tumbler', liquid: '#e8c25a', straw: '#2f7d4a' },
      },
      {
        name: 'orange-juice',
        label: 'オレンジジュース',
        price: 385,
        description: '果汁100%のオレンジジュース。',
        picture: { kind: 'tumbler', liquid: '#f59a1b', straw: '#f3f3f3' },
      },
      {
        name: 'calpis',
        label: 'カルピス',
        price: 385,
        description: '甘ずっぱくてやさしい、なつかしの味。',
        picture: { kind: 'tumbler', liquid: '#f4f1e8', straw: '#2f6fb0' },
      },
    ],
  },
  {
    name: 'alcohol',
    label: 'アルコール',
    flag: MENU_FLAG.published,
    backdrop: { wall: '#34395e', counter: '#4a2f1e' },
    items: [
      {
        name: 'draft-beer',
        label: '生ビール（中）',
        price: 605,
        description: 'きめ細かな泡でお出しする、キンキンの生ビール。',
        picture: { kind: 'beer', liquid: beer },
      },
      {
        name: 'bottle-beer',
        label: '瓶ビール（中瓶）',
        price: 770,
        description: '昔ながらの中瓶。グラスで注ぎ合ってどうぞ。',
        picture: { kind: 'bottle' },
      },
      {
        name: 'highball',
        label: 'ハイボール',
        price: 528,
        description: '強炭酸で仕上げたすっきりハイボール。レモン添え。濃いめもできます（+100円）。',
        picture: { kind: 'tall', liquid: '#e2b15a', garnish: 'lemon' },
      },
      {
        name: 'lemon-sour',
        label: '自家製レモンサワー',
        price: 528,
        description: '丸ごと漬けた自家製レモンの酸味が爽やか。',
        picture: { kind: 'tall', liquid: '#f3e48f', garnish: 'lemon', cloudy: true },
      },
      {
        name: 'grapefruit-sour',
        label: '生グレープフルーツサワー',
        price: 605,
        description: '自分で搾る、果汁たっぷりのグレフルサワー。',
        picture: { kind: 'tall', liquid: '#f6b3a2', garnish: 'grapefruit', cloudy: true },
      },
      {
        name: 'umeboshi-sour',
        label: '梅干しサワー',
        price: 550,
        description: '紀州の梅干し入り。つぶしながら味の変化を。',
        picture: { kind: 'tall', liquid: '#f2e6d2', garnish: 'plum' },
      },
      {
        name: 'oolong-hai',
        label: 'ウーロンハイ',
        price: 495,
        description: '焼酎をウーロン茶で割った定番の一杯。',
        picture: { kind: 'tall', liquid: '#9a5a1e' },
      },
      {
        name: 'green-tea-hai',
        label: '緑茶ハイ',
        price: 495,
        description: '香りのよい緑茶で割った、すっきり緑茶ハイ。',
        picture: { kind: 'tall', liquid: '#a9b83a', cloudy: true },
      },
      {
        name: 'calpis-sour',
        label: 'カルピスサワー',
        price: 528,
        description: '甘ずっぱいカルピスを焼酎で。飲みやすさ抜群。',
        picture: { kind: 'tall', liquid: '#f4f1e8', garnish: 'lime', cloudy: true },
      },
      {
        name: 'sake-cold',
        label: '日本酒 冷や（一合）',
        price: 770,
        description: '辛口の地酒を冷やで。お刺身と一緒に。',
        picture: { kind: 'sake', ceramic: '#efe9dc', glaze: '#2f4f8a' },
      },
      {
        name: 'sake-hot',
        label: '熱燗（一合）',
        price: 770,
        description: 'ふっくら温めた燗酒。冷えた日にしみる一杯。',
        picture: { kind: 'sake', ceramic: '#b9875a', glaze: '#5a3a22' },
      },
      {
        name: 'junmai-ginjo',
        label: '純米吟醸 グラス',
        price: 880,
        description: '華やかな香りとやわらかな甘み。ワイングラスで香りまで。',
        picture: { kind: 'wine', liquid: '#eef0dc' },
      },
      {
        name: 'imo-shochu-rock',
        label: '芋焼酎 ロック',
        price: 550,
        description: '芋の甘い香りが広がる鹿児島の本格焼酎。',
        picture: { kind: 'tumbler', liquid: '#f0e6cc', rock: true, clear: true },
      },
      {
        name: 'mugi-shochu-mizuwari',
        label: '麦焼酎 水割り',
        price: 528,
        description: '香ばしくまろやかな麦焼酎を水割りで。',
        picture: { kind: 'tumbler', liquid: '#eef2ee', clear: true },
      },
      {
        name: 'umeshu-rock',
        label: '梅酒 ロック',
        price: 550,
        description: 'とろりと甘い完熟梅の梅酒。ソーダ割りもできます。',
        picture: { kind: 'tumbler', liquid: '#c8862a', rock: true },
      },
      {
        name: 'red-wine',
        label: 'グラスワイン 赤',
        price: 550,
        description: 'やわらかな果実味のハウスワイン（赤）。',
        picture: { kind: 'wine', liquid: '#7b1730' },
      },
      {
        name: 'white-wine',
        label: 'グラスワイン 白',
        price: 550,
        description: 'すっきり辛口のハウスワイン（白）。',
        picture: { kind: 'wine', liquid: '#f1e08a' },
      },
    ],
  },
  {
    name: 'plan',
    label: '飲み放題プラン',
    flag: MENU_FLAG.published,
    backdrop: { wall: '#9a3a30', counter: '#3e2a1e' },
    items: [
      {
        name: 'nomihodai-soft-90',
        label: '90分 ソフトドリンク飲み放題',
        price: 1100,
        description: 'ソフトドリンクが90分飲み放題。お一人様ずつご注文ください。',
        unlocks: ['drink'],
        picture: {
          kind: 'set',
          parts: [
            { picture: { kind: 'tumbler', liquid: '#f59a1b', straw: '#f3f3f3' }, x: 186, y: 262, scale: 0.8 },
            { picture: { kind: 'tumbler', liquid: '#4a2414', straw: '#d8342b' }, x: 326, y: 268, scale: 0.8 },
          ],
        },
      },
      {
        name: 'nomihodai-alcohol-90',
        label: '90分 アルコール飲み放題',
        price: 1980,
        description: '生ビール・サワー・日本酒を含む全ドリンクが90分飲み放題（L.O.は終了30分前）。',
        unlocks: ['drink', 'alcohol'],
        picture: {
          kind: 'set',
          parts: [
            { picture: { kind: 'beer', liquid: beer }, x: 176, y: 268, scale: 0.78 },
            { picture: { kind: 'tall', liquid: '#e2b15a', garnish: 'lemon' }, x: 346, y: 262, scale: 0.8 },
          ],
        },
      },
      {
        name: 'course-3000',
        label: '飲み放題付き 3,000円コース',
        price: 3000,
        description: '枝豆・サラダ・唐揚げ・焼き鳥など全6品に、90分飲み放題が付いたお得なコース。',
        unlocks: ['drink', 'alcohol'],
        picture: {
          kind: 'set',
          parts: [
            { picture: { kind: 'beer', liquid: beer }, x: 366, y: 236, scale: 0.62 },
            { picture: { kind: 'plate', food: 'nuggets', colors: ['#c57a2c'], plate: '#f2ece0' }, x: 214, y: 292, scale: 0.8 },
          ],
        },
      },
      {
        name: 'course-5000',
        label: '飲み放題付き<br>5,000円コース',
        price: 5000,
        description: '刺身三種盛り・ほっけ・〆のラーメンまで全8品の宴会コースに、120分飲み放題付き。',
        unlocks: ['drink', 'alcohol'],
        picture: {
          kind: 'set',
          parts: [
            { picture: { kind: 'sake', ceramic: '#efe9dc', glaze: '#2f4f8a' }, x: 360, y: 236, scale: 0.6 },
            {
              picture: { kind: 'plate', food: 'sashimi', colors: ['#c8283a', '#f2834b', '#f1cbbd'], plate: '#1f2f4a' },
              x: 210,
              y: 292,
              scale: 0.8,
            },
          ],
        },
      },
    ],
  },
  {
    name: 'service',
    label: 'サービス',
    flag: MENU_FLAG.service,
    id: SERVICE_MENU_ID,
    backdrop: { wall: '#55617e', counter: '#7a5a3a' },
    items: [
      {
        name: STAFF_CALL_ITEM_NAME,
        label: 'スタッフ呼び出し',
        price: 0,
        description: 'スタッフがお席に伺います。',
        picture: { kind: 'bell' },
      },
      { name: 'oshibori', label: 'おしぼり追加', price: 0, description: 'おしぼりをお持ちします。', picture: { kind: 'towel' } },
      {
        name: 'torizara',
        label: '取り皿',
        price: 0,
        description: '取り分け用の小皿をお持ちします。',
        picture: { kind: 'dishes' },
      },
      {
        name: 'omizu',
        label: 'お水',
        price: 0,
        description: 'お冷やをお持ちします。',
        picture: { kind: 'tumbler', liquid: '#d8eef8' },
      },
    ],
  },
];
