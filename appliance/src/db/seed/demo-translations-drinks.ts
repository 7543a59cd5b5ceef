import type { InEachTranslatedLanguage } from '../../contract/languages';

/** In each translated language (en, zh-Hans, zh-Hant, ko): the wording a guest reading it would expect on a menu. */
export type InEachLanguage = InEachTranslatedLanguage<string>;

/** The demo's soft drinks and alcohol: each item's name, then its description, by management name. */
export const DEMO_DRINK_TRANSLATIONS: Readonly<Record<string, readonly [name: InEachLanguage, description: InEachLanguage]>> = {
  'oolong-tea': [
    ['Oolong tea', '乌龙茶', '烏龍茶', '우롱차'],
    ['Crisp, toasty iced oolong tea.', '清爽香醇的冰乌龙茶。', '清爽香醇的冰烏龍茶。', '깔끔하고 고소한 차가운 우롱차.'],
  ],
  cola: [
    ['Cola', '可乐', '可樂', '콜라'],
    ['Ice-cold cola, served in a glass.', '冰镇可乐，杯装。', '冰鎮可樂，杯裝。', '시원하게 칠링한 콜라를 잔에.'],
  ],
  'ginger-ale': [
    ['Ginger ale', '姜汁汽水', '薑汁汽水', '진저에일'],
    [
      'Dry ginger ale with a spicy ginger kick.',
      '带有生姜辣味的辛口姜汁汽水。',
      '帶有生薑辣味的辛口薑汁汽水。',
      '생강의 알싸함이 살아 있는 드라이 진저에일.',
    ],
  ],
  'orange-juice': [
    ['Orange juice', '橙汁', '柳橙汁', '오렌지 주스'],
    ['100% orange juice.', '100%纯橙汁。', '100%純柳橙汁。', '과즙 100% 오렌지 주스.'],
  ],
  calpis: [
    ['Calpis (sweet yogurt drink)', '可尔必思', '可爾必思', '칼피스'],
    [
      'Sweet, tangy and gentle: a nostalgic Japanese favorite.',
      '酸酸甜甜、口感温和的怀旧味道。',
      '酸酸甜甜、口感溫和的懷舊味道。',
      '새콤달콤하고 부드러운 추억의 맛.',
    ],
  ],
  'draft-beer': [
    ['Draft beer (medium)', '生啤酒（中杯）', '生啤酒（中杯）', '생맥주(중)'],
    [
      'Ice-cold draft beer poured with a fine, creamy head.',
      '泡沫细腻、冰爽透心的生啤酒。',
      '泡沫細緻、冰涼透心的生啤酒。',
      '부드러운 거품과 함께 내는 시원한 생맥주.',
    ],
  ],
  'bottle-beer': [
    ['Bottled beer (medium bottle)', '瓶装啤酒（中瓶）', '瓶裝啤酒（中瓶）', '병맥주(중병)'],
    [
      'A classic mid-size bottle. Pour for each other and enjoy.',
      '经典中瓶，大家互相斟酒畅饮。',
      '經典中瓶，大家互相斟酒暢飲。',
      '옛날 그대로의 중병. 서로 따라 주며 즐기세요.',
    ],
  ],
  highball: [
    ['Highball (whisky and soda)', '嗨棒（威士忌苏打）', '嗨棒（威士忌蘇打）', '하이볼'],
    [
      'Crisp and refreshing with strong carbonation and a slice of lemon. Can be made stronger (+¥100).',
      '强气泡调制，清爽利口，附柠檬。可加浓（+100日元）。',
      '強氣泡調製，清爽順口，附檸檬。可加濃（+100日圓）。',
      '강탄산으로 만든 깔끔한 하이볼. 레몬 곁들임. 진하게도 가능합니다(+100엔).',
    ],
  ],
  'lemon-sour': [
    ['Homemade lemon sour', '自制柠檬沙瓦', '自製檸檬沙瓦', '수제 레몬사와'],
    [
      'Refreshingly tart, made with whole lemons steeped in-house.',
      '用整颗腌渍的自制柠檬，酸爽怡人。',
      '用整顆醃漬的自製檸檬，酸爽怡人。',
      '통째로 절인 수제 레몬의 상큼한 산미.',
    ],
  ],
  'grapefruit-sour': [
    ['Fresh grapefruit sour', '鲜榨葡萄柚沙瓦', '鮮榨葡萄柚沙瓦', '생자몽 사와'],
    [
      'Squeeze the grapefruit yourself for a juicy sour.',
      '亲手榨汁，果汁满满的葡萄柚沙瓦。',
      '親手榨汁，果汁滿滿的葡萄柚沙瓦。',
      '직접 짜서 즐기는 과즙 가득 자몽 사와.',
    ],
  ],
  'umeboshi-sour': [
    ['Pickled plum sour (umeboshi)', '梅干沙瓦', '梅乾沙瓦', '우메보시 사와'],
    [
      'With a Kishu pickled plum: crush it as you drink to change the flavor.',
      '加入纪州梅干，边压碎边品尝风味变化。',
      '加入紀州梅乾，邊壓碎邊品嚐風味變化。',
      '기슈산 우메보시를 넣었습니다. 으깨 가며 맛의 변화를 즐겨 보세요.',
    ],
  ],
  'oolong-hai': [
    ['Oolong-hai (shochu with oolong tea)', '乌龙烧酒', '烏龍燒酎', '우롱하이'],
    [
      'The classic: shochu mixed with oolong tea.',
      '用乌龙茶兑烧酒的经典一杯。',
      '用烏龍茶兌燒酎的經典一杯。',
      '소주를 우롱차로 섞은 정통 한 잔.',
    ],
  ],
  'green-tea-hai': [
    ['Green tea-hai (shochu with green tea)', '绿茶烧酒', '綠茶燒酎', '녹차하이'],
    [
      'Shochu with fragrant green tea, clean and crisp.',
      '用香气清新的绿茶兑制，清爽顺口。',
      '用香氣清新的綠茶兌製，清爽順口。',
      '향긋한 녹차로 섞은 깔끔한 녹차하이.',
    ],
  ],
  'calpis-sour': [
    ['Calpis sour', '可尔必思沙瓦', '可爾必思沙瓦', '칼피스 사와'],
    [
      'Sweet and tangy Calpis with shochu. Very easy to drink.',
      '酸甜的可尔必思兑烧酒，非常顺口。',
      '酸甜的可爾必思兌燒酎，非常順口。',
      '새콤달콤한 칼피스를 소주와 함께. 부담 없이 마시기 좋습니다.',
    ],
  ],
  'sake-cold': [
    ['Sake, room temperature (180 ml)', '日本酒 常温（一合）', '日本酒 常溫（一合）', '사케 히야(상온, 1홉)'],
    [
      'A dry local sake served unheated. Lovely with sashimi.',
      '辛口地酒常温饮用，搭配生鱼片最佳。',
      '辛口地酒常溫飲用，搭配生魚片最佳。',
      '드라이한 지역 사케를 상온으로. 회와 함께 즐기세요.',
    ],
  ],
  'sake-hot': [
    ['Hot sake (180 ml)', '热清酒（一合）', '熱清酒（一合）', '아쓰칸(데운 사케, 1홉)'],
    [
      'Gently warmed sake that hits the spot on a cold day.',
      '温热的清酒，寒冷的日子里暖心暖胃。',
      '溫熱的清酒，寒冷的日子裡暖心暖胃。',
      '따끈하게 데운 사케. 추운 날 몸에 스며드는 한 잔.',
    ],
  ],
  'junmai-ginjo': [
    ['Junmai ginjo sake (glass)', '纯米吟酿（杯）', '純米吟釀（杯）', '준마이긴조(잔)'],
    [
      'A floral aroma and soft sweetness, served in a wine glass to enjoy the bouquet.',
      '华丽的香气与柔和的甘甜，用葡萄酒杯品味香气。',
      '華麗的香氣與柔和的甘甜，用葡萄酒杯品味香氣。',
      '화사한 향과 부드러운 단맛. 와인잔으로 향까지 즐기세요.',
    ],
  ],
  'imo-shochu-rock': [
    ['Sweet potato shochu on the rocks', '芋烧酒（加冰）', '芋燒酎（加冰）', '고구마 소주 온더록'],
    [
      'Authentic Kagoshima shochu with a sweet potato aroma.',
      '散发红薯甜香的鹿儿岛正宗烧酒。',
      '散發地瓜甜香的鹿兒島正宗燒酎。',
      '고구마의 달콤한 향이 퍼지는 가고시마 정통 소주.',
    ],
  ],
  'mugi-shochu-mizuwari': [
    ['Barley shochu with water', '麦烧酒（兑水）', '麥燒酎（兌水）', '보리 소주 미즈와리(물 희석)'],
    [
      'Toasty, mellow barley shochu mixed with water.',
      '香醇柔和的麦烧酒，兑水饮用。',
      '香醇柔和的麥燒酎，兌水飲用。',
      '고소하고 부드러운 보리 소주를 물에 타서.',
    ],
  ],
  'umeshu-rock': [
    ['Plum wine (umeshu) on the rocks', '梅酒（加冰）', '梅酒（加冰）', '우메슈(매실주) 온더록'],
    [
      'A rich, sweet wine of ripe plums. Also available with soda.',
      '用熟透梅子酿制的浓甜梅酒，也可兑苏打水。',
      '用熟透梅子釀製的濃甜梅酒，也可兌蘇打水。',
      '완숙 매실로 담근 진하고 달콤한 매실주. 소다 희석도 가능합니다.',
    ],
  ],
  'red-wine': [
    ['House red wine (glass)', '杯装红葡萄酒', '杯裝紅葡萄酒', '하우스 레드 와인(잔)'],
    [
      'Our house red, soft and fruity.',
      '果香柔和的店家红葡萄酒。',
      '果香柔和的店家紅葡萄酒。',
      '부드러운 과일 향의 하우스 와인(레드).',
    ],
  ],
  'white-wine': [
    ['House white wine (glass)', '杯装白葡萄酒', '杯裝白葡萄酒', '하우스 화이트 와인(잔)'],
    [
      'Our house white, crisp and dry.',
      '清爽辛口的店家白葡萄酒。',
      '清爽辛口的店家白葡萄酒。',
      '깔끔하고 드라이한 하우스 와인(화이트).',
    ],
  ],
};
