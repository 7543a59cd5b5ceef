import type { LocaleFile, Messages } from './catalog';
import type { errorsJa } from './errors.ja';

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
export const errorsZhHans: LocaleFile<Messages<typeof errorsJa>> = {
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
  PLAN_LAST_ORDER: '已过最后点餐时间，无法再点畅饮/畅吃的菜品。',
  PLAN_ENDED: '畅饮/畅吃时间已结束，无法再点此菜品。',
  PLAN_STAFF_ONLY: '此项请向服务员点餐。',
  PLAN_TAKERS_OVER: '套餐人数超过了用餐人数。请确认人数。',
  TABLE_BUSY: '此桌正由其他客人使用。',
  SESSION_CLOSED: '此账单已结清。请联系服务员。',
  HEADERS_TOO_LARGE: '请求过大。',
  RATE_LIMITED: '短时间内操作过多。请稍后再试。',
};
