import type { LocaleFile, Messages } from './catalog';
import type { errorsJa } from './errors.ja';

/**
 * Failures a guest at the table can meet, in Korean: ordering, plans, sold out, the network, the
 * bill. Staff and admin failures read the fallbacks, ending in Japanese (see error-messages.ts).
 */
export const errorsKo: LocaleFile<Messages<typeof errorsJa>> = {
  generic: '오류가 발생했습니다.',
  network: '네트워크 오류가 발생했습니다. 네트워크 연결을 확인해 주세요.',
  invalidInput: '입력 내용에 오류가 있습니다.',
  orderSendFailed: '주문 전송에 실패했습니다. 다시 시도해 주세요.',
  emptyCart: '장바구니가 비어 있습니다. 메뉴를 담아 주세요.',
  pairingInvalid: 'QR 코드가 만료되었거나 이미 사용되었습니다. 관리 페이지에서 새 QR 코드를 표시해 주세요.',
  tableStopped: '이 테이블은 사용이 중지되어 있습니다. 직원에게 문의해 주세요.',
  deviceNotRegistered: '이 태블릿은 등록되어 있지 않습니다. 직원에게 문의해 주세요.',
  duplicateDevice: '이 태블릿이 중복 등록되어 있습니다. 직원에게 문의해 주세요.',
  forbidden: '여기서는 이용할 수 없습니다.',
  notFound: '데이터를 찾을 수 없습니다.',
  itemUnavailable: '판매가 중지된 메뉴가 포함되어 있습니다. 장바구니를 확인해 주세요.',
  optionUnavailable: '품절된 옵션이 포함되어 있습니다. 장바구니를 확인해 주세요.',
  optionInvalid: '옵션 선택이 올바르지 않습니다. 메뉴를 다시 선택해 주세요.',
  sessionNotOpen: '계산을 진행하고 있어 주문할 수 없습니다. 직원을 호출해 주세요.',
  planLastOrder: '라스트 오더 시간이 지나 무제한 메뉴는 주문하실 수 없습니다.',
  planEnded: '무제한 이용 시간이 끝나 이 메뉴는 주문하실 수 없습니다.',
  planStaffOnly: '이 메뉴는 직원에게 말씀해 주세요.',
  planTakersOver: '플랜 이용 인원이 방문 인원보다 많습니다. 인원수를 확인해 주세요.',
  tableBusy: '이 테이블은 다른 손님이 이용 중입니다.',
  sessionClosed: '이미 계산이 끝난 주문입니다. 직원에게 문의해 주세요.',
  requestTooLarge: '요청이 너무 큽니다.',
  rateLimited: '짧은 시간에 너무 많은 요청이 있었습니다. 잠시 후 다시 시도해 주세요.',
};
