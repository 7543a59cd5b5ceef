import type { LocaleFile, Messages } from './catalog';
import type { errorsJa } from './errors.ja';

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
export const errorsZhHant: LocaleFile<Messages<typeof errorsJa>> = {
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
  PLAN_LAST_ORDER: '已過最後點餐時間，無法再點吃到飽／喝到飽的餐點。',
  PLAN_ENDED: '吃到飽／喝到飽的時間已結束，無法再點此餐點。',
  PLAN_STAFF_ONLY: '此項請向服務人員點餐。',
  PLAN_TAKERS_OVER: '方案人數超過用餐人數。請確認人數。',
  TABLE_BUSY: '此桌正由其他客人使用中。',
  SESSION_CLOSED: '此帳單已結清。請洽服務人員。',
  HEADERS_TOO_LARGE: '請求內容過大。',
  RATE_LIMITED: '短時間內操作過多。請稍後再試。',
};
