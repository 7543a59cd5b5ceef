import type { allergensJa } from '../allergens.ja';
import type { LocaleFile, Messages } from '../catalog';
import type { dinerJa } from '../diner.ja';
import type { errorsJa } from '../errors.ja';
import type { ja } from '../ja';

/*
 * What a guest reads in Simplified Chinese, one export per catalog (app, diner, errors, allergens), each typed
 * against its Japanese file so a wrong key fails to compile. Loaded as one chunk when a guest picks
 * Simplified Chinese (catalog.ts, localeLoaders); the Japanese first load carries none of it.
 */

/**
 * The shared strings the diner screens show, in Simplified Chinese: titles, buttons, the welcome, the
 * footer and the alerts a guest can meet. The rest (login, validation of staff forms) stays Japanese.
 */
export const app: LocaleFile<Messages<typeof ja>> = {
  app: {
    title: 'SmaOrder',
    subtitle: '餐厅桌边点餐系统',
  },
  titles: {
    home: '首页',
    menu: '菜单',
    staffCalled: '呼叫服务员',
    checkoutConfirm: '确认账单',
    checkout: '结账完成',
    orderComplete: '下单完成',
    pair: '登记平板',
    notFound: '找不到页面',
  },
  common: {
    loading: '加载中',
    close: '关闭',
    ok: '好的',
    cancel: '取消',
    back: '返回',
    backToTop: '返回首页',
    reload: '重新加载',
    notFound: '找不到您要访问的页面。',
    crashed: '发生错误。',
    crashedHint: '请重新加载页面。',
  },
  welcome: {
    greeting: '欢迎光临！',
    lead: '可以用这台平板点餐。',
    start: '查看菜单',
  },
  footer: {
    policy: '隐私政策',
    terms: '使用条款',
    adminLogin: '管理员登录',
  },
  alerts: {
    deviceNotRegistered: '此平板尚未登记。请联系服务员。',
    emptyCart: '购物车是空的。请添加菜品。',
    listFailed: '发生错误。',
    unknownTable: '未知桌号',
  },
};

/**
 * The diner screens in Simplified Chinese; key for key with diner.ja.ts (the voice lines stay
 * Japanese). Texts given as phrases break only between them: Chinese has no spaces to break at.
 */
export const diner: LocaleFile<Messages<typeof dinerJa>> = {
  topBar: {
    table: '桌号',
    staffCall: '呼叫服务员',
    history: '点餐记录',
    checkout: '结账',
  },

  menu: {
    tabs: '菜单分类',
    soldOut: '已售罄',
    taxIncluded: '含税',
    taxIncludedNote: '（含税）',
    taxExcluded: '不含税',
    planFree: '套餐内可点',
    empty: '此分类暂无可点的菜品。',
    loadFailed: '菜单加载失败。请检查网络后重试。',
    retry: '重新加载',
    billRequested: '正在为您结账，无法继续点餐。仍可呼叫服务员。',
    staffCallUnavailable: '暂时无法呼叫服务员，请直接招呼附近的店员。',
    pagination: '翻页',
    previous: '上一页',
    next: '下一页',
    pageN: (n: number) => `第${n}页`,
  },

  detail: {
    quantity: '数量',
    decrease: '减少1份',
    increase: '增加1份',
    add: '加入购物车',
    back: '返回',
    subtotal: '小计（含税）',
  },

  options: {
    required: '必选',
    optional: '可选',
    upTo: (n: number) => `最多${n}项`,
    soldOut: '已售罄',
    missing: (label: string) => `请选择${label}`,
    noteField: '备注（如：不要葱）',
    notePlaceholder: '例：不要葱',
    noteCount: (n: number, max: number) => `${n}/${max}`,
    noteLabel: '备注：',
  },

  cart: {
    title: '购物车',
    total: '合计（含税）',
    items: (n: number) => `${n}份`,
    order: '确认下单',
    decrease: (label: string) => `${label}减少1份`,
    increase: (label: string) => `${label}增加1份`,
    unavailable: '已售罄，无法下单。请从购物车中删除。',
    optionUnavailable: '所选的选项已售罄或有变更。请从购物车中删除后重新选择。',
    remove: '删除',
    open: '查看购物车',
    close: '关闭购物车',
  },

  confirm: {
    orderTitle: '确认订单',
    orderLead: '确定按以上内容下单吗？',
    orderSubmit: '下单',
    staffCallTitle: '呼叫服务员',
    staffCallLead: '要呼叫服务员吗？',
    staffCallSubmit: '呼叫',
    checkoutTitle: '申请结账',
    checkoutLead: '要请服务员结账吗？申请后将无法继续点餐。请随后到收银台付款。',
    checkoutSubmit: ['申请', '结账'],
    cancel: '取消',
  },

  staffCall: {
    pick: '如需送来物品，请选择数量（可选）',
    plain: '不选择也可以，服务员会到您的座位。',
    decrease: (label: string) => `${label}减少1份`,
    increase: (label: string) => `${label}增加1份`,
  },

  history: {
    title: '点餐记录',
    caption: '本桌的点餐',
    quantity: (n: number) => `× ${n}`,
    states: {
      ordered: '已下单',
      ready: '已做好',
      served: '已上菜',
      cancelled: '已取消',
    },
    cancelledNote: '已取消的菜品不计入合计。',
    empty: '还没有点餐。',
    total: '合计（含税）',
    loadFailed: '点餐记录加载失败。请检查网络。',
  },

  sending: {
    sending: '正在发送…',
    failed: '发送失败，订单尚未送达。购物车内容仍保留。',
    retrying: (seconds: number) => `${seconds}秒后自动重新发送。`,
    retryNow: '立即重新发送',
    pendingOrder: '有尚未发送的订单。网络恢复后，将只发送一次。',
    pendingStaffCall: '正在呼叫服务员。',
  },

  orderComplete: {
    heading: ['感谢', '您的', '点餐'],
    lead: '做好后会尽快送到您的座位。',
    back: '返回菜单',
  },

  staffCalled: {
    heading: ['已为您', '呼叫', '服务员'],
    lead: '请稍候',
    back: '返回菜单',
  },

  checkoutConfirm: {
    heading: '确认账单',
    lead: '请确认您点的菜品。',
    caption: '点餐记录',
    name: '菜品',
    quantity: '数量',
    served: '上菜',
    servedMark: '✓',
    subtotal: '小计',
    total: '合计（含税）',
    back: '返回',
    submit: ['申请', '结账'],
    submitNote: '按下按钮即请服务员结账。请随后到收银台付款。',
    empty: '还没有点餐。',
    loadFailed: '点餐记录加载失败。请检查网络。',
    submitFailed: '未能申请结账。请检查网络后重试。',
  },

  checkout: {
    heading: [
      ['感谢', '您的', '光临！'],
      ['请到', '收银台', '结账'],
    ],
    back: '返回首页',
    amountLabel: '应付金额',
    taxIncluded: '（含税）',
  },

  pair: {
    claiming: '正在登记平板…',
    done: (label: string) => `已将此平板登记为「${label}」。`,
    doneLead: '即将进入首页。',
    start: '开始',
    missingToken: '二维码读取失败。请重新扫描管理页面上显示的二维码。',
    failed: '平板登记失败。',
    toTop: '返回首页',
  },

  guest: {
    wifiStep: '① 连接Wi-Fi',
    menuStep: '② 打开菜单',
    wifiAlt: '连接顾客Wi-Fi的二维码',
    scanPrompt: '欢迎光临。扫描本桌的二维码（店员会为您提供）即可打开菜单。',
    joining: '正在打开本桌菜单…',
    failed: '无法打开点餐页面。',
    missingToken: '无法读取二维码。请重新扫描。',
    ended: '本手机的点餐已结束。感谢您的光临。如需继续点餐，请向店员索取新的二维码。',
    phoneButton: '用手机点餐',
    qrTitle: '用自己的手机点餐',
    qrLead: '用手机相机扫描即可打开本桌菜单。点的菜品将合并到本桌的账单中。',
    qrAlt: '本桌点餐用二维码',
  },

  preview: {
    title: '菜单预览',
    banner: '预览（无法点餐）',
    lead: '这是顾客平板上显示的菜单。',
    back: '返回管理页面',
  },

  device: {
    adminLogin: '管理员登录',
  },

  offline: {
    banner: '网络已断开，正在重新连接…',
  },

  plans: {
    remaining: (minutes: number) => `剩余${minutes}分钟`,
    lastOrderAt: (time: string) => `最后点餐 ${time}`,
    endsAt: (time: string) => `结束 ${time}`,
    nearLastOrder: (minutes: number) => `距最后点餐还有${minutes}分钟`,
    afterLastOrder: '已过最后点餐时间',
    ended: '已结束',
    warnTitle: '即将到最后点餐时间',
    warnBody: (label: string, time: string) => [`「${label}」的`, '最后点餐时间', `为${time}。`, '请尽早点餐。'],
    lastOrderTitle: '已到最后点餐时间',
    lastOrderBody: (label: string) => [`「${label}」的`, '点餐', '已截止。', '其他菜品', '仍可继续点餐。'],
    ok: '好的',
    takers: '套餐人数',
    takersOfParty: (guests: number) => `本桌共${guests}位`,
    staffOnly: '此项请向服务员点餐。',
    lastOrderPassed: '已过最后点餐时间，无法再点畅饮/畅吃的菜品。',
    endedRefused: '畅饮/畅吃时间已结束，无法再点此菜品。',
  },

  welcome: {
    guestsTitle: '请输入用餐人数',
    adults: '成人',
    children: '儿童',
    guests: '人数',
    unit: '位',
    fewer: (who: string) => `${who}减少1位`,
    more: (who: string) => `${who}增加1位`,
    coverNote: (label: string, price: string, adultsOnly: boolean) =>
      `本店收取${label}，${adultsOnly ? '成人' : ''}每位${price}（含税）。`,
  },

  language: {
    label: '语言 (Language)',
  },
};

// Texts several codes share, as their Japanese messages do.
const generic = '发生错误。';
const invalidInput = '输入内容有误。';
const orderSendFailed = '订单发送失败，请重试。';
const forbidden = '无法在此使用该功能。';

/**
 * Failures a guest at the table can meet, in Simplified Chinese: ordering, plans, sold out, the network, the
 * bill. Staff and admin failures read the fallbacks, ending in Japanese (see error-messages.ts).
 * Keyed by error code; codes that share a Japanese message share a text here too.
 */
export const errors: LocaleFile<Messages<typeof errorsJa>> = {
  UNKNOWN: generic,
  INTERNAL: generic,
  NETWORK: '网络连接失败。请检查网络。',
  VALIDATION: invalidInput,
  BAD_JSON: invalidInput,
  UNSUPPORTED_MEDIA_TYPE: invalidInput,
  IDEMPOTENCY_KEY_REQUIRED: orderSendFailed,
  IDEMPOTENCY_KEY_REUSED: orderSendFailed,
  EMPTY_CART: '购物车是空的。请添加菜品。',
  PAIRING_INVALID: '二维码已过期或已被使用。请在管理页面显示新的二维码。',
  VISIT_CODE_INVALID: '此二维码已无法使用：已结账或已发放新的二维码。请联系店员。',
  GUEST_OTHER_VISIT: '此手机正在其他餐桌点餐。如需在本桌点餐，请联系店员。',
  TABLE_STOPPED: '此桌暂停使用。请联系服务员。',
  DEVICE_NOT_REGISTERED: '此平板尚未登记。请联系服务员。',
  DUPLICATE_DEVICE: '此平板被重复登记。请联系服务员。',
  FORBIDDEN: forbidden,
  CROSS_SITE: forbidden,
  NOT_FOUND: '找不到相关数据。',
  ITEM_UNAVAILABLE: '购物车中有已停售的菜品。请检查购物车。',
  OPTION_UNAVAILABLE: '购物车中有已售罄的选项。请检查购物车。',
  OPTION_INVALID: '所选选项有误。请重新选择菜品。',
  SESSION_NOT_OPEN: '正在为您结账，无法继续点餐。请呼叫服务员。',
  DISK_FULL: '目前无法接受点餐。麻烦您呼叫服务员。',
  PLAN_LAST_ORDER: '已过最后点餐时间，无法再点畅饮/畅吃的菜品。',
  PLAN_ENDED: '畅饮/畅吃时间已结束，无法再点此菜品。',
  PLAN_STAFF_ONLY: '此项请向服务员点餐。',
  PLAN_TAKERS_OVER: '套餐人数超过了用餐人数。请确认人数。',
  TABLE_BUSY: '此桌正由其他客人使用。',
  SESSION_CLOSED: '此账单已结清。请联系服务员。',
  HEADERS_TOO_LARGE: '请求过大。',
  RATE_LIMITED: '短时间内操作过多。请稍后再试。',
};

/** The diner's allergen strings in Simplified Chinese. */
export const allergens: LocaleFile<Messages<typeof allergensJa>> = {
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
