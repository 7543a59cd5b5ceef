import type { LocaleFile, Messages } from './catalog';
import type { errorsJa } from './errors.ja';

/**
 * Failures a guest at the table can meet, in Traditional Chinese: ordering, plans, sold out, the network, the
 * bill. Staff and admin failures read the fallbacks, ending in Japanese (see error-messages.ts).
 */
export const errorsZhHant: LocaleFile<Messages<typeof errorsJa>> = {
  generic: '發生錯誤。',
  network: '網路連線失敗。請確認網路連線。',
  invalidInput: '輸入內容有誤。',
  orderSendFailed: '點餐傳送失敗，請再試一次。',
  emptyCart: '購物車是空的。請加入餐點。',
  pairingInvalid: 'QR碼已過期或已被使用。請在管理頁面顯示新的QR碼。',
  tableStopped: '此桌暫停使用。請洽服務人員。',
  deviceNotRegistered: '此平板尚未登錄。請洽服務人員。',
  duplicateDevice: '此平板重複登錄。請洽服務人員。',
  forbidden: '無法在此使用此功能。',
  notFound: '找不到相關資料。',
  itemUnavailable: '購物車中有已停售的餐點。請確認購物車。',
  optionUnavailable: '購物車中有已售完的選項。請確認購物車。',
  optionInvalid: '所選的選項有誤。請重新選擇餐點。',
  sessionNotOpen: '正在為您結帳，無法再加點。請呼叫服務人員。',
  planLastOrder: '已過最後點餐時間，無法再點吃到飽／喝到飽的餐點。',
  planEnded: '吃到飽／喝到飽的時間已結束，無法再點此餐點。',
  planStaffOnly: '此項請向服務人員點餐。',
  planTakersOver: '方案人數超過用餐人數。請確認人數。',
  tableBusy: '此桌正由其他客人使用中。',
  sessionClosed: '此帳單已結清。請洽服務人員。',
  requestTooLarge: '請求內容過大。',
  rateLimited: '短時間內操作過多。請稍後再試。',
};
