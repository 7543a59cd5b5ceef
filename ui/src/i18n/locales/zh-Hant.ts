import type { allergensJa } from '../allergens.ja';
import type { LocaleFile, Messages } from '../catalog';
import type { dinerJa } from '../diner.ja';
import type { errorsJa } from '../errors.ja';
import type { ja } from '../ja';

/*
 * What a guest reads in Traditional Chinese, one export per catalog (app, diner, errors, allergens), each typed
 * against its Japanese file so a wrong key fails to compile. Loaded as one chunk when a guest picks
 * Traditional Chinese (catalog.ts, localeLoaders); the Japanese first load carries none of it.
 */

/**
 * The shared strings the diner screens show, in Traditional Chinese: titles, buttons, the welcome, the
 * footer and the alerts a guest can meet. The rest (login, validation of staff forms) stays Japanese.
 */
export const app: LocaleFile<Messages<typeof ja>> = {
  app: {
    title: 'SmaOrder',
    subtitle: '餐廳桌邊點餐系統',
  },
  titles: {
    home: '首頁',
    menu: '菜單',
    staffCalled: '呼叫服務人員',
    checkoutConfirm: '確認帳單',
    checkout: '結帳完成',
    orderComplete: '點餐完成',
    pair: '登錄平板',
    notFound: '找不到頁面',
  },
  common: {
    loading: '載入中',
    close: '關閉',
    ok: '好的',
    cancel: '取消',
    back: '返回',
    backToTop: '返回首頁',
    reload: '重新載入',
    notFound: '找不到您要瀏覽的頁面。',
    crashed: '發生錯誤。',
    crashedHint: '請重新載入頁面。',
  },
  welcome: {
    greeting: '歡迎光臨！',
    lead: '可以用這台平板點餐。',
    start: '查看菜單',
  },
  footer: {
    policy: '隱私權政策',
    terms: '使用條款',
    adminLogin: '管理員登入',
  },
  alerts: {
    deviceNotRegistered: '此平板尚未登錄。請洽服務人員。',
    emptyCart: '購物車是空的。請加入餐點。',
    listFailed: '發生錯誤。',
    unknownTable: '未知桌號',
  },
};

/**
 * The diner screens in Traditional Chinese (Taiwan wording); key for key with diner.ja.ts (the
 * voice lines stay Japanese). Texts given as phrases break only between them.
 */
export const diner: LocaleFile<Messages<typeof dinerJa>> = {
  topBar: {
    table: '桌號',
    staffCall: '呼叫服務人員',
    history: '點餐紀錄',
    checkout: '結帳',
  },

  menu: {
    tabs: '菜單分類',
    soldOut: '已售完',
    taxIncluded: '含稅',
    taxIncludedNote: '（含稅）',
    taxExcluded: '未稅',
    planFree: '方案內可點',
    empty: '此分類目前沒有可點的餐點。',
    loadFailed: '無法載入菜單。請確認網路連線後再試一次。',
    retry: '重新載入',
    billRequested: '正在為您結帳，無法再加點。仍可呼叫服務人員。',
    staffCallUnavailable: '目前無法呼叫服務人員，請直接告知附近的店員。',
    pagination: '頁面',
    previous: '上一頁',
    next: '下一頁',
    pageN: (n: number) => `第${n}頁`,
  },

  detail: {
    quantity: '數量',
    decrease: '減少1份',
    increase: '增加1份',
    add: '加入購物車',
    back: '返回',
    subtotal: '小計（含稅）',
  },

  options: {
    required: '必選',
    optional: '可選',
    upTo: (n: number) => `最多${n}項`,
    soldOut: '已售完',
    missing: (label: string) => `請選擇${label}`,
    noteField: '備註（例如：不要蔥）',
    notePlaceholder: '例：不要蔥',
    noteCount: (n: number, max: number) => `${n}/${max}`,
    noteLabel: '備註：',
  },

  cart: {
    title: '購物車',
    total: '合計（含稅）',
    items: (n: number) => `${n}份`,
    order: '確認點餐',
    decrease: (label: string) => `${label}減少1份`,
    increase: (label: string) => `${label}增加1份`,
    unavailable: '已售完，無法點餐。請從購物車中刪除。',
    optionUnavailable: '所選的選項已售完或有變更。請從購物車中刪除後重新選擇。',
    remove: '刪除',
    open: '查看購物車',
    close: '關閉購物車',
  },

  confirm: {
    orderTitle: '確認點餐內容',
    orderLead: '確定以上內容送出點餐嗎？',
    orderSubmit: '送出點餐',
    staffCallTitle: '呼叫服務人員',
    staffCallLead: '要呼叫服務人員嗎？',
    staffCallSubmit: '呼叫',
    checkoutTitle: '申請結帳',
    checkoutLead: '要請服務人員結帳嗎？申請後將無法再加點。請隨後至櫃檯付款。',
    checkoutSubmit: ['申請', '結帳'],
    cancel: '取消',
  },

  staffCall: {
    pick: '如需送來物品，請選擇數量（可不選）',
    plain: '不選也沒關係，服務人員會到您的座位。',
    decrease: (label: string) => `${label}減少1份`,
    increase: (label: string) => `${label}增加1份`,
  },

  history: {
    title: '點餐紀錄',
    caption: '本桌的點餐',
    quantity: (n: number) => `× ${n}`,
    states: {
      ordered: '已點餐',
      ready: '已完成',
      served: '已上菜',
      cancelled: '已取消',
    },
    cancelledNote: '已取消的餐點不計入合計。',
    empty: '尚未點餐。',
    total: '合計（含稅）',
    loadFailed: '無法載入點餐紀錄。請確認網路連線。',
  },

  sending: {
    sending: '傳送中…',
    failed: '傳送失敗，點餐尚未送達。購物車內容仍保留。',
    retrying: (seconds: number) => `${seconds}秒後自動重新傳送。`,
    retryNow: '立即重新傳送',
    pendingOrder: '有尚未送出的點餐。網路恢復後，將只送出一次。',
    pendingStaffCall: '正在呼叫服務人員。',
  },

  orderComplete: {
    heading: ['感謝', '您的', '點餐'],
    lead: '餐點完成後將盡快送到您的座位。',
    back: '返回菜單',
  },

  staffCalled: {
    heading: ['已為您', '呼叫', '服務人員'],
    lead: '請稍候',
    back: '返回菜單',
  },

  checkoutConfirm: {
    heading: '確認帳單',
    lead: '請確認您點的餐點。',
    caption: '點餐紀錄',
    name: '品名',
    quantity: '數量',
    served: '上菜',
    servedMark: '✓',
    subtotal: '小計',
    total: '合計（含稅）',
    back: '返回',
    submit: ['申請', '結帳'],
    submitNote: '按下按鈕即請服務人員結帳。請隨後至櫃檯付款。',
    empty: '尚未點餐。',
    loadFailed: '無法載入點餐紀錄。請確認網路連線。',
    submitFailed: '無法申請結帳。請確認網路連線後再試一次。',
  },

  checkout: {
    heading: [
      ['感謝', '您的', '光臨！'],
      ['請至', '櫃檯', '結帳'],
    ],
    back: '返回首頁',
    amountLabel: '應付金額',
    taxIncluded: '（含稅）',
  },

  pair: {
    claiming: '正在登錄平板…',
    done: (label: string) => `已將此平板登錄為「${label}」。`,
    doneLead: '即將前往首頁。',
    start: '開始',
    missingToken: 'QR碼讀取失敗。請重新掃描管理頁面上顯示的QR碼。',
    failed: '無法登錄平板。',
    toTop: '返回首頁',
  },

  guest: {
    wifiStep: '① 連接Wi-Fi',
    menuStep: '② 開啟菜單',
    wifiAlt: '連接顧客Wi-Fi的QR碼',
    scanPrompt: '歡迎光臨。掃描本桌的QR碼（店員會為您提供）即可開啟菜單。',
    joining: '正在開啟本桌菜單…',
    failed: '無法開啟點餐頁面。',
    missingToken: '無法讀取QR碼。請重新掃描。',
    ended: '本手機的點餐已結束。感謝您的光臨。如需繼續點餐，請向店員索取新的QR碼。',
    phoneButton: '用手機點餐',
    qrTitle: '用自己的手機點餐',
    qrLead: '用手機相機掃描即可開啟本桌菜單。點的餐點將合併到本桌的帳單中。',
    qrAlt: '本桌點餐用QR碼',
  },

  preview: {
    title: '菜單預覽',
    banner: '預覽（無法點餐）',
    lead: '這是顧客平板上顯示的菜單。',
    back: '返回管理頁面',
  },

  device: {
    adminLogin: '管理員登入',
  },

  offline: {
    banner: '網路已中斷，正在重新連線…',
  },

  plans: {
    remaining: (minutes: number) => `剩餘${minutes}分鐘`,
    lastOrderAt: (time: string) => `最後點餐 ${time}`,
    endsAt: (time: string) => `結束 ${time}`,
    nearLastOrder: (minutes: number) => `距最後點餐還有${minutes}分鐘`,
    afterLastOrder: '已過最後點餐時間',
    ended: '已結束',
    warnTitle: '即將到最後點餐時間',
    warnBody: (label: string, time: string) => [`「${label}」的`, '最後點餐時間', `為${time}。`, '請盡早點餐。'],
    lastOrderTitle: '已到最後點餐時間',
    lastOrderBody: (label: string) => [`「${label}」的`, '點餐', '已截止。', '其他餐點', '仍可繼續點餐。'],
    ok: '好的',
    takers: '方案人數',
    takersOfParty: (guests: number) => `本桌共${guests}位`,
    staffOnly: '此項請向服務人員點餐。',
    lastOrderPassed: '已過最後點餐時間，無法再點吃到飽／喝到飽的餐點。',
    endedRefused: '吃到飽／喝到飽的時間已結束，無法再點此餐點。',
  },

  welcome: {
    guestsTitle: '請輸入用餐人數',
    adults: '大人',
    children: '小孩',
    guests: '人數',
    unit: '位',
    fewer: (who: string) => `${who}減少1位`,
    more: (who: string) => `${who}增加1位`,
    coverNote: (label: string, price: string, adultsOnly: boolean) =>
      `本店酌收${label}，${adultsOnly ? '大人' : ''}每位${price}（含稅）。`,
  },

  language: {
    label: '語言 (Language)',
  },
};

// Texts several codes share, as their Japanese messages do.
const generic = '發生錯誤。';
const invalidInput = '輸入內容有誤。';
const orderSendFailed = '點餐傳送失敗，請再試一次。';
const forbidden = '無法在此使用此功能。';

/**
 * Failures a guest at the table can meet, in Traditional Chinese: ordering, plans, sold out, the network, the
 * bill. Staff and admin failures read the fallbacks, ending in Japanese (see error-messages.ts).
 * Keyed by error code; codes that share a Japanese message share a text here too.
 */
export const errors: LocaleFile<Messages<typeof errorsJa>> = {
  UNKNOWN: generic,
  INTERNAL: generic,
  NETWORK: '網路連線失敗。請確認網路連線。',
  VALIDATION: invalidInput,
  BAD_JSON: invalidInput,
  UNSUPPORTED_MEDIA_TYPE: invalidInput,
  IDEMPOTENCY_KEY_REQUIRED: orderSendFailed,
  IDEMPOTENCY_KEY_REUSED: orderSendFailed,
  EMPTY_CART: '購物車是空的。請加入餐點。',
  PAIRING_INVALID: 'QR碼已過期或已被使用。請在管理頁面顯示新的QR碼。',
  VISIT_CODE_INVALID: '此QR碼已無法使用：已結帳或已發放新的QR碼。請聯絡店員。',
  GUEST_OTHER_VISIT: '此手機正在其他餐桌點餐。如需在本桌點餐，請聯絡店員。',
  TABLE_STOPPED: '此桌暫停使用。請洽服務人員。',
  DEVICE_NOT_REGISTERED: '此平板尚未登錄。請洽服務人員。',
  DUPLICATE_DEVICE: '此平板重複登錄。請洽服務人員。',
  FORBIDDEN: forbidden,
  CROSS_SITE: forbidden,
  NOT_FOUND: '找不到相關資料。',
  ITEM_UNAVAILABLE: '購物車中有已停售的餐點。請確認購物車。',
  OPTION_UNAVAILABLE: '購物車中有已售完的選項。請確認購物車。',
  OPTION_INVALID: '所選的選項有誤。請重新選擇餐點。',
  SESSION_NOT_OPEN: '正在為您結帳，無法再加點。請呼叫服務人員。',
  DISK_FULL: '目前無法接受點餐。麻煩您呼叫服務人員。',
  PLAN_LAST_ORDER: '已過最後點餐時間，無法再點吃到飽／喝到飽的餐點。',
  PLAN_ENDED: '吃到飽／喝到飽的時間已結束，無法再點此餐點。',
  PLAN_STAFF_ONLY: '此項請向服務人員點餐。',
  PLAN_TAKERS_OVER: '方案人數超過用餐人數。請確認人數。',
  TABLE_BUSY: '此桌正由其他客人使用中。',
  SESSION_CLOSED: '此帳單已結清。請洽服務人員。',
  HEADERS_TOO_LARGE: '請求內容過大。',
  RATE_LIMITED: '短時間內操作過多。請稍後再試。',
};

/** The diner's allergen strings in Traditional Chinese (Taiwan wording). */
export const allergens: LocaleFile<Messages<typeof allergensJa>> = {
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
