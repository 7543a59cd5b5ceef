import type { LocaleFile, Messages } from './catalog';
import type { ja } from './ja';

/**
 * The shared strings the diner screens show, in Traditional Chinese: titles, buttons, the welcome, the
 * footer and the alerts a guest can meet. The rest (login, validation of staff forms) stays Japanese.
 */
export const appZhHant: LocaleFile<Messages<typeof ja>> = {
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
