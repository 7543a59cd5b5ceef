import type { LocaleFile, Messages } from './catalog';
import type { dinerJa } from './diner.ja';

/**
 * The diner screens in Simplified Chinese; key for key with diner.ja.ts (the voice lines stay
 * Japanese). Texts given as phrases break only between them: Chinese has no spaces to break at.
 */
export const dinerZhHans: LocaleFile<Messages<typeof dinerJa>> = {
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
