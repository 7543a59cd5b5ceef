import type { LocaleFile, Messages } from './catalog';
import type { ja } from './ja';

/**
 * The shared strings the diner screens show, in Simplified Chinese: titles, buttons, the welcome, the
 * footer and the alerts a guest can meet. The rest (login, validation of staff forms) stays Japanese.
 */
export const appZhHans: LocaleFile<Messages<typeof ja>> = {
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
