import type { LocaleFile, Messages } from './catalog';
import type { errorsJa } from './errors.ja';

/**
 * Failures a guest at the table can meet, in Simplified Chinese: ordering, plans, sold out, the network, the
 * bill. Staff and admin failures read the fallbacks, ending in Japanese (see error-messages.ts).
 */
export const errorsZhHans: LocaleFile<Messages<typeof errorsJa>> = {
  generic: '发生错误。',
  network: '网络连接失败。请检查网络。',
  invalidInput: '输入内容有误。',
  orderSendFailed: '订单发送失败，请重试。',
  emptyCart: '购物车是空的。请添加菜品。',
  pairingInvalid: '二维码已过期或已被使用。请在管理页面显示新的二维码。',
  tableStopped: '此桌暂停使用。请联系服务员。',
  deviceNotRegistered: '此平板尚未登记。请联系服务员。',
  duplicateDevice: '此平板被重复登记。请联系服务员。',
  forbidden: '无法在此使用该功能。',
  notFound: '找不到相关数据。',
  itemUnavailable: '购物车中有已停售的菜品。请检查购物车。',
  optionUnavailable: '购物车中有已售罄的选项。请检查购物车。',
  optionInvalid: '所选选项有误。请重新选择菜品。',
  sessionNotOpen: '正在为您结账，无法继续点餐。请呼叫服务员。',
  planLastOrder: '已过最后点餐时间，无法再点畅饮/畅吃的菜品。',
  planEnded: '畅饮/畅吃时间已结束，无法再点此菜品。',
  planStaffOnly: '此项请向服务员点餐。',
  planTakersOver: '套餐人数超过了用餐人数。请确认人数。',
  tableBusy: '此桌正由其他客人使用。',
  sessionClosed: '此账单已结清。请联系服务员。',
  requestTooLarge: '请求过大。',
  rateLimited: '短时间内操作过多。请稍后再试。',
};
