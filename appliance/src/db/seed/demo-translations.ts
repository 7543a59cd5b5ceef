import { COVER_ENTITY_ID, MENU_TEXT_LOCALES } from '../../contract/menu-text';
import type { AppDeps } from '../../shared/deps';
import { diningTables, menuTranslations, optionChoices, optionGroups } from '../schema';
import { DEMO_DRINK_TRANSLATIONS, type InEachLanguage } from './demo-translations-drinks';
import { DEMO_COVER_TRANSLATIONS, DEMO_GROUP_TRANSLATIONS, DEMO_TABLE_TRANSLATIONS } from './demo-translations-options';

/** The demo izakaya's genres (tabs), by management name. */
export const DEMO_GENRE_TRANSLATIONS: Readonly<Record<string, InEachLanguage>> = {
  recommend: ["Chef's picks", '本店推荐', '本店推薦', '추천 메뉴'],
  food: ['Food', '料理', '料理', '요리'],
  grill: ['Fried & grilled', '炸物・烧烤', '炸物・燒烤', '튀김・구이'],
  drink: ['Soft drinks', '软饮', '無酒精飲料', '소프트드링크'],
  alcohol: ['Alcoholic drinks', '酒类', '酒類', '주류'],
  plan: ['All-you-can-drink plans', '畅饮套餐', '暢飲方案', '무제한 음료 플랜'],
  service: ['Service', '服务', '服務', '서비스'],
};

/** Each item's name, then its description, by management name. */
export const DEMO_ITEM_TRANSLATIONS: Readonly<Record<string, readonly [name: InEachLanguage, description: InEachLanguage]>> = {
  tebasaki: [
    ['House specialty: chicken wings (tebasaki)', '招牌 日式炸鸡翅', '招牌 日式炸雞翅', '명물 데바사키(닭날개 튀김)'],
    [
      'Glazed twice with our secret sweet-savory sauce and finished with plenty of pepper. Our most popular dish (4 pieces).',
      '刷两遍秘制甜辣酱汁，香气扑鼻，胡椒风味浓郁。本店人气第一（4只）。',
      '刷兩遍秘製甜辣醬汁，香氣撲鼻，胡椒風味濃郁。本店人氣第一（4隻）。',
      '비법 달콤짭짤한 소스를 두 번 발라 고소하게 구운, 후추 향이 살아 있는 가게 최고 인기 메뉴(4개).',
    ],
  ],
  'sashimi-3': [
    ["Today's sashimi, three kinds", '今日刺身三拼', '本日生魚片三拼', '오늘의 모둠회 3종'],
    [
      "Three kinds of the morning's fresh catch from the market: tuna, salmon, yellowtail and more, changing daily.",
      '市场直送的当天早晨新鲜鱼获三种。金枪鱼、三文鱼、鰤鱼等，每日不同。',
      '市場直送的當天早晨新鮮漁獲三種。鮪魚、鮭魚、鰤魚等，每日不同。',
      '시장에서 들어온 아침에 잡은 신선한 생선 3종. 참치・연어・방어 등 매일 바뀝니다.',
    ],
  ],
  dashimaki: [
    ['Rolled dashi omelette (dashimaki)', '日式高汤煎蛋卷', '日式高湯煎蛋捲', '다시마키(육수 달걀말이)'],
    [
      'Rolled to order one at a time, soft and fluffy with plenty of bonito dashi.',
      '接单后一条一条现煎，加入大量鲣鱼高汤，松软嫩滑。',
      '接單後一條一條現煎，加入大量鰹魚高湯，鬆軟嫩滑。',
      '주문 즉시 하나씩 부쳐 내는, 가쓰오 육수를 듬뿍 넣은 폭신한 달걀말이.',
    ],
  ],
  edamame: [
    ['Edamame', '毛豆', '毛豆', '에다마메(풋콩)'],
    [
      'Freshly boiled and simply salted. The perfect way to start.',
      '现煮毛豆，撒上粗盐，简单美味。先来一盘吧。',
      '現煮毛豆，撒上粗鹽，簡單美味。先來一盤吧。',
      '갓 삶아 굵은 소금만 뿌린 심플한 맛. 우선 이것부터 시작해 보세요.',
    ],
  ],
  hiyayakko: [
    ['Chilled tofu (hiyayakko)', '日式凉拌豆腐', '日式涼拌豆腐', '히야얏코(차가운 두부)'],
    [
      'Silky tofu topped with fresh condiments and bonito flakes.',
      '嫩滑的绢豆腐，配上佐料和鲣鱼片。',
      '嫩滑的絹豆腐，配上佐料和柴魚片。',
      '부드러운 연두부에 양념 채소와 가쓰오부시를 올렸습니다.',
    ],
  ],
  'potato-salad': [
    ['Homemade potato salad', '自制土豆沙拉', '自製馬鈴薯沙拉', '수제 감자샐러드'],
    [
      'Fluffy potatoes with smoked egg: a potato salad for grown-ups.',
      '绵软的土豆拌上烟熏蛋，大人口味的土豆沙拉。',
      '鬆軟的馬鈴薯拌上煙燻蛋，大人口味的馬鈴薯沙拉。',
      '포슬포슬한 감자에 훈제 달걀을 더한 어른의 감자샐러드.',
    ],
  ],
  'caesar-salad': [
    ['Caesar salad', '凯撒沙拉', '凱薩沙拉', '시저 샐러드'],
    [
      'Crisp romaine lettuce with a rich cheese dressing. Good for sharing.',
      '爽脆的罗马生菜配浓郁芝士酱，适合分享。',
      '爽脆的蘿蔓生菜配濃郁起司醬，適合分享。',
      '아삭한 로메인 상추에 진한 치즈 드레싱. 나눠 드시기에도 좋습니다.',
    ],
  ],
  pickles: [
    ['Assorted Japanese pickles', '日式腌菜拼盘', '日式醃菜拼盤', '모둠 쓰케모노(일본식 절임)'],
    [
      'Takuan radish, shibazuke and lightly pickled cucumber. A nice break between dishes.',
      '腌萝卜、紫苏腌菜和浅渍黄瓜，换换口味。',
      '醃蘿蔔、紫蘇醃菜和淺漬小黃瓜，換換口味。',
      '단무지・시바즈케・오이 절임. 입가심으로 즐겨 보세요.',
    ],
  ],
  motsuni: [
    ['Simmered pork offal (motsuni)', '味噌炖内脏', '味噌燉內臟', '모쓰니(곱창 조림)'],
    [
      'Tender offal and daikon slow-simmered in white miso. Add shichimi pepper to taste.',
      '用白味噌慢炖的软嫩内脏与白萝卜。可依口味撒七味辣椒粉。',
      '用白味噌慢燉的軟嫩內臟與白蘿蔔。可依口味撒七味辣椒粉。',
      '백된장으로 푹 끓인 부드러운 곱창과 무. 기호에 따라 시치미를 뿌려 드세요.',
    ],
  ],
  oyster: [
    ['Raw oyster (1 piece)', '生蚝（1个）', '生蠔（1個）', '생굴(1개)'],
    [
      'A large raw oyster from Sanriku. Squeeze on some lemon. Sold out today.',
      '三陆产大颗生蚝，挤上柠檬汁享用。今日已售完。',
      '三陸產大顆生蠔，擠上檸檬汁享用。今日已售完。',
      '산리쿠산 큼직한 생굴. 레몬을 짜서 드세요. 오늘은 품절입니다.',
    ],
  ],
  'shoyu-ramen': [
    ['Soy sauce ramen to finish', '收尾酱油拉面', '收尾醬油拉麵', '마무리 간장 라멘'],
    [
      'A light chicken and dried sardine broth with homemade chashu pork and a seasoned egg.',
      '鸡骨与小鱼干熬制的清爽汤头，配自制叉烧和溏心蛋。',
      '雞骨與小魚乾熬製的清爽湯頭，配自製叉燒和溏心蛋。',
      '닭뼈와 멸치로 우린 담백한 국물에 수제 차슈와 맛달걀.',
    ],
  ],
  'white-rice': [
    ['Steamed rice', '白米饭', '白飯', '흰쌀밥'],
    [
      'Freshly cooked Koshihikari rice from Niigata. Large portion available (+¥110).',
      '现煮的新潟县产越光米。也可选大份（+110日元）。',
      '現煮的新潟縣產越光米。也可選大份（+110日圓）。',
      '갓 지은 니가타현산 고시히카리. 곱빼기도 가능합니다(+110엔).',
    ],
  ],
  'salmon-chazuke': [
    ['Salmon ochazuke (rice in tea broth)', '三文鱼茶泡饭', '鮭魚茶泡飯', '연어 오차즈케'],
    [
      'Flaked grilled salmon over rice with plenty of fragrant dashi tea. A light way to finish.',
      '烤三文鱼拆碎，浇上香气浓郁的高汤茶，清爽收尾。',
      '烤鮭魚拆碎，淋上香氣濃郁的高湯茶，清爽收尾。',
      '구운 연어를 잘게 풀어 향긋한 다시 녹차를 듬뿍 부었습니다. 깔끔한 마무리로.',
    ],
  ],
  'vanilla-ice': [
    ['Vanilla ice cream', '香草冰淇淋', '香草冰淇淋', '바닐라 아이스크림'],
    [
      'Rich, milky vanilla ice cream to round off your meal.',
      '奶香浓郁的香草冰淇淋，饭后清口。',
      '奶香濃郁的香草冰淇淋，飯後清口。',
      '진한 우유 맛 바닐라 아이스크림. 식후 입가심으로.',
    ],
  ],
  karaage: [
    ['Japanese fried chicken (karaage)', '日式炸鸡块', '日式炸雞塊', '가라아게(일본식 닭튀김)'],
    [
      'Chicken marinated overnight in ginger soy sauce, crisp outside and juicy inside (5 pieces).',
      '国产嫩鸡用姜汁酱油腌制一晚，外皮酥脆，内里多汁（5块）。',
      '國產嫩雞用薑汁醬油醃製一晚，外皮酥脆，內裡多汁（5塊）。',
      '생강 간장에 하룻밤 재운 국산 영계를 겉은 바삭, 속은 촉촉하게(5개).',
    ],
  ],
  'yakitori-5': [
    ['Assorted yakitori (5 skewers)', '烤鸡肉串拼盘（5串）', '烤雞肉串拼盤（5串）', '모둠 야키토리(5꼬치)'],
    [
      'Thigh, thigh with leek, chicken meatball, skin and tail, grilled with sauce or salt.',
      '鸡腿肉、葱段鸡肉、鸡肉丸、鸡皮、鸡尾肉，以酱汁和盐烤制。',
      '雞腿肉、蔥段雞肉、雞肉丸、雞皮、雞尾肉，以醬汁和鹽烤製。',
      '닭다리살・네기마・쓰쿠네・닭껍질・봉지리를 타레와 소금으로 구웠습니다.',
    ],
  ],
  tsukune: [
    ['Chicken meatball skewers (tsukune, 2)', '鸡肉丸串（2串）', '雞肉丸串（2串）', '쓰쿠네(닭고기 완자 꼬치, 2개)'],
    [
      'Hand-made chicken meatballs with crunchy cartilage and a sweet glaze. Dip them in egg yolk.',
      '加入软骨的手工鸡肉丸，配偏甜酱汁。蘸蛋黄享用。',
      '加入軟骨的手工雞肉丸，配偏甜醬汁。沾蛋黃享用。',
      '오돌뼈를 넣어 손으로 빚은 완자에 달콤한 타레. 노른자에 찍어 드세요.',
    ],
  ],
  gyoza: [
    ['Pan-fried gyoza (6 pieces)', '日式煎饺（6个）', '日式煎餃（6個）', '야키교자(군만두, 6개)'],
    [
      'Hand-wrapped, juicy dumplings pan-fried with a crisp lacy skirt.',
      '手工包制、汁水丰富的煎饺，底部冰花酥脆。',
      '手工包製、汁水豐富的煎餃，底部冰花酥脆。',
      '날개 모양으로 바삭하게 구운, 육즙 가득한 수제 교자.',
    ],
  ],
  fries: [
    ['French fries', '炸薯条', '炸薯條', '감자튀김'],
    [
      'Thick-cut, skin-on potatoes, fried to order. Served with ketchup.',
      '带皮粗切薯条，现炸上桌，附番茄酱。',
      '帶皮粗切薯條，現炸上桌，附番茄醬。',
      '껍질째 두껍게 썬 감자를 갓 튀겨 냅니다. 케첩 곁들임.',
    ],
  ],
  hokke: [
    ['Grilled Atka mackerel (hokke)', '烤花鲫鱼', '烤花魚', '홋케(임연수어) 구이'],
    [
      'Rich, fatty Atka mackerel from Hokkaido, grilled plump over charcoal.',
      '油脂丰富的北海道产真花鲫鱼，炭火烤得饱满多汁。',
      '油脂豐富的北海道產真花魚，炭火烤得飽滿多汁。',
      '기름이 오른 홋카이도산 임연수어를 숯불로 도톰하게 구웠습니다.',
    ],
  ],
  ...DEMO_DRINK_TRANSLATIONS,
  'nomihodai-soft-90': [
    ['90-min all-you-can-drink: soft drinks', '90分钟软饮畅饮', '90分鐘無酒精飲料暢飲', '90분 소프트드링크 무제한'],
    [
      'Unlimited soft drinks for 90 minutes. Please order one per person.',
      '90分钟软饮无限畅饮。请按人数点单。',
      '90分鐘無酒精飲料無限暢飲。請依人數點餐。',
      '소프트드링크를 90분간 무제한으로. 1인당 하나씩 주문해 주세요.',
    ],
  ],
  'nomihodai-alcohol-90': [
    ['90-min all-you-can-drink: alcohol', '90分钟酒水畅饮', '90分鐘酒類暢飲', '90분 주류 무제한'],
    [
      'Every drink for 90 minutes, draft beer, sours and sake included (last order 30 minutes before the end).',
      '含生啤、沙瓦、日本酒在内的全部饮品90分钟无限畅饮（结束前30分钟最后点单）。',
      '含生啤、沙瓦、日本酒在內的全部飲品90分鐘無限暢飲（結束前30分鐘最後點餐）。',
      '생맥주・사와・사케를 포함한 모든 음료를 90분간 무제한으로(라스트 오더는 종료 30분 전).',
    ],
  ],
  'course-3000': [
    ['¥3,000 course with all-you-can-drink', '3,000日元畅饮套餐', '3,000日圓暢飲套餐', '무제한 음료 포함 3,000엔 코스'],
    [
      'Six dishes, including edamame, salad, karaage and yakitori, with 90 minutes of all-you-can-drink.',
      '毛豆、沙拉、炸鸡块、烤鸡肉串等共6道菜，附90分钟畅饮，超值套餐。',
      '毛豆、沙拉、炸雞塊、烤雞肉串等共6道菜，附90分鐘暢飲，超值套餐。',
      '에다마메・샐러드・가라아게・야키토리 등 총 6품에 90분 무제한 음료가 포함된 알뜰 코스.',
    ],
  ],
  'course-5000': [
    ['¥5,000 course with all-you-can-drink', '5,000日元畅饮套餐', '5,000日圓暢飲套餐', '무제한 음료 포함 5,000엔 코스'],
    [
      'A party course of eight dishes, from the sashimi platter and grilled hokke to the closing ramen, with 120 minutes of all-you-can-drink.',
      '从刺身三拼、烤花鲫鱼到收尾拉面共8道菜的宴会套餐，附120分钟畅饮。',
      '從生魚片三拼、烤花魚到收尾拉麵共8道菜的宴會套餐，附120分鐘暢飲。',
      '모둠회 3종・홋케 구이・마무리 라멘까지 총 8품의 연회 코스에 120분 무제한 음료 포함.',
    ],
  ],
  'extension-30': [
    ['All-you-can-drink: 30-min extension', '畅饮延长30分钟', '暢飲延長30分鐘', '무제한 음료 30분 연장'],
    [
      'Extends your all-you-can-drink by 30 minutes (per person). Please order one for each person on the plan.',
      '畅饮时间延长30分钟（每位）。请按使用人数点单。',
      '暢飲時間延長30分鐘（每位）。請依使用人數點餐。',
      '무제한 음료 시간을 30분 연장합니다(1인). 이용 인원수만큼 주문해 주세요.',
    ],
  ],
  'staff-call': [
    ['Call staff', '呼叫服务员', '呼叫服務人員', '직원 호출'],
    [
      'A member of staff will come to your table.',
      '服务员会前往您的座位。',
      '服務人員會前往您的座位。',
      '직원이 자리로 찾아갑니다.',
    ],
  ],
  oshibori: [
    ['Extra hand towels (oshibori)', '加湿毛巾', '加濕毛巾', '물수건 추가'],
    ["We'll bring you more hand towels.", '为您送上湿毛巾。', '為您送上濕毛巾。', '물수건을 가져다 드립니다.'],
  ],
  torizara: [
    ['Small plates', '分食小碟', '分食小碟', '앞접시'],
    [
      "We'll bring small plates for sharing.",
      '为您送上分菜用的小碟。',
      '為您送上分菜用的小碟。',
      '나눠 드실 작은 접시를 가져다 드립니다.',
    ],
  ],
  omizu: [
    ['Water', '冰水', '冰水', '물'],
    ["We'll bring you a glass of cold water.", '为您送上冰水。', '為您送上冰水。', '시원한 물을 가져다 드립니다.'],
  ],
};

/** Option choices, by their Japanese label (the same word reads the same in every group). */
export const DEMO_CHOICE_TRANSLATIONS: Readonly<Record<string, InEachLanguage>> = {
  塩: ['Salt', '盐烤', '鹽烤', '소금'],
  タレ: ['Sauce (tare)', '酱汁', '醬汁', '타레(양념)'],
  少なめ: ['Small', '少份', '少份', '적게'],
  普通: ['Regular', '标准', '標準', '보통'],
  大盛り: ['Large', '大份', '大份', '곱빼기'],
  味玉: ['Seasoned egg', '溏心蛋', '溏心蛋', '맛달걀'],
  チャーシュー: ['Chashu pork', '叉烧', '叉燒', '차슈'],
  ネギ増し: ['Extra green onion', '多加葱', '多加蔥', '파 추가'],
  濃いめ: ['Strong', '加浓', '加濃', '진하게'],
  氷なし: ['No ice', '去冰', '去冰', '얼음 없이'],
  氷少なめ: ['Light ice', '少冰', '少冰', '얼음 적게'],
  プレミアム生に変更: ['Upgrade to premium draft', '升级为高级生啤', '升級為頂級生啤', '프리미엄 생맥주로 변경'],
};

type Row = typeof menuTranslations.$inferInsert;

function rowsOf(
  kind: Row['kind'],
  entityId: number,
  names: InEachLanguage,
  descriptions: InEachLanguage | null,
  now: number,
): Row[] {
  return MENU_TEXT_LOCALES.map((locale, i) => ({
    kind,
    entity_id: entityId,
    locale,
    name: names[i]!,
    description: descriptions ? descriptions[i]! : null,
    checked: 1,
    updated_at: now,
  }));
}

/** The demo's genres, items, option groups and choices, its cover charge and its tables in each translated language, marked checked. */
export function insertDemoTranslations(
  deps: AppDeps,
  menuIds: ReadonlyMap<string, number>,
  itemIds: ReadonlyMap<string, number>,
  now: number,
): void {
  const rows: Row[] = [];
  for (const [name, names] of Object.entries(DEMO_GENRE_TRANSLATIONS)) {
    const id = menuIds.get(name);
    if (id !== undefined) rows.push(...rowsOf('menu', id, names, null, now));
  }
  for (const [name, [names, descriptions]] of Object.entries(DEMO_ITEM_TRANSLATIONS)) {
    const id = itemIds.get(name);
    if (id !== undefined) rows.push(...rowsOf('item', id, names, descriptions, now));
  }
  for (const choice of deps.db.select({ id: optionChoices.id, label: optionChoices.label }).from(optionChoices).all()) {
    const names = DEMO_CHOICE_TRANSLATIONS[choice.label];
    if (names) rows.push(...rowsOf('choice', choice.id, names, null, now));
  }
  for (const group of deps.db.select({ id: optionGroups.id, name: optionGroups.name }).from(optionGroups).all()) {
    const names = DEMO_GROUP_TRANSLATIONS[group.name];
    if (names) rows.push(...rowsOf('group', group.id, names, null, now));
  }
  rows.push(...rowsOf('cover', COVER_ENTITY_ID, DEMO_COVER_TRANSLATIONS, null, now));
  for (const table of deps.db.select({ id: diningTables.id, name: diningTables.name }).from(diningTables).all()) {
    const names = DEMO_TABLE_TRANSLATIONS[table.name];
    if (names) rows.push(...rowsOf('table', table.id, names, null, now));
  }
  if (rows.length > 0) deps.db.insert(menuTranslations).values(rows).run();
}
