import type { LocaleFile, Messages } from './catalog';
import type { errorsJa } from './errors.ja';

// Texts several codes share, as their Japanese messages do.
const generic = '오류가 발생했습니다.';
const invalidInput = '입력 내용에 오류가 있습니다.';
const orderSendFailed = '주문 전송에 실패했습니다. 다시 시도해 주세요.';
const forbidden = '여기서는 이용할 수 없습니다.';

/**
 * Failures a guest at the table can meet, in Korean: ordering, plans, sold out, the network, the
 * bill. Staff and admin failures read the fallbacks, ending in Japanese (see error-messages.ts).
 * Keyed by error code; codes that share a Japanese message share a text here too.
 */
export const errorsKo: LocaleFile<Messages<typeof errorsJa>> = {
  UNKNOWN: generic,
  INTERNAL: generic,
  NETWORK: '네트워크 오류가 발생했습니다. 네트워크 연결을 확인해 주세요.',
  VALIDATION: invalidInput,
  BAD_JSON: invalidInput,
  UNSUPPORTED_MEDIA_TYPE: invalidInput,
  IDEMPOTENCY_KEY_REQUIRED: orderSendFailed,
  IDEMPOTENCY_KEY_REUSED: orderSendFailed,
  EMPTY_CART: '장바구니가 비어 있습니다. 메뉴를 담아 주세요.',
  PAIRING_INVALID: 'QR 코드가 만료되었거나 이미 사용되었습니다. 관리 페이지에서 새 QR 코드를 표시해 주세요.',
  TABLE_STOPPED: '이 테이블은 사용이 중지되어 있습니다. 직원에게 문의해 주세요.',
  DEVICE_NOT_REGISTERED: '이 태블릿은 등록되어 있지 않습니다. 직원에게 문의해 주세요.',
  DUPLICATE_DEVICE: '이 태블릿이 중복 등록되어 있습니다. 직원에게 문의해 주세요.',
  FORBIDDEN: forbidden,
  CROSS_SITE: forbidden,
  NOT_FOUND: '데이터를 찾을 수 없습니다.',
  ITEM_UNAVAILABLE: '판매가 중지된 메뉴가 포함되어 있습니다. 장바구니를 확인해 주세요.',
  OPTION_UNAVAILABLE: '품절된 옵션이 포함되어 있습니다. 장바구니를 확인해 주세요.',
  OPTION_INVALID: '옵션 선택이 올바르지 않습니다. 메뉴를 다시 선택해 주세요.',
  SESSION_NOT_OPEN: '계산을 진행하고 있어 주문할 수 없습니다. 직원을 호출해 주세요.',
  PLAN_LAST_ORDER: '라스트 오더 시간이 지나 무제한 메뉴는 주문하실 수 없습니다.',
  PLAN_ENDED: '무제한 이용 시간이 끝나 이 메뉴는 주문하실 수 없습니다.',
  PLAN_STAFF_ONLY: '이 메뉴는 직원에게 말씀해 주세요.',
  PLAN_TAKERS_OVER: '플랜 이용 인원이 방문 인원보다 많습니다. 인원수를 확인해 주세요.',
  TABLE_BUSY: '이 테이블은 다른 손님이 이용 중입니다.',
  SESSION_CLOSED: '이미 계산이 끝난 주문입니다. 직원에게 문의해 주세요.',
  HEADERS_TOO_LARGE: '요청이 너무 큽니다.',
  RATE_LIMITED: '짧은 시간에 너무 많은 요청이 있었습니다. 잠시 후 다시 시도해 주세요.',
};
