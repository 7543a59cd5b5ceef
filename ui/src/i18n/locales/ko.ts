import type { allergensJa } from '../allergens.ja';
import type { LocaleFile, Messages } from '../catalog';
import type { dinerJa } from '../diner.ja';
import type { errorsJa } from '../errors.ja';
import type { ja } from '../ja';

/*
 * What a guest reads in Korean, one export per catalog (app, diner, errors, allergens), each typed
 * against its Japanese file so a wrong key fails to compile. Loaded as one chunk when a guest picks
 * Korean (catalog.ts, localeLoaders); the Japanese first load carries none of it.
 */

/**
 * The shared strings the diner screens show, in Korean: titles, buttons, the welcome, the
 * footer and the alerts a guest can meet. The rest (login, validation of staff forms) stays Japanese.
 */
export const app: LocaleFile<Messages<typeof ja>> = {
  app: {
    title: 'SmaOrder',
    subtitle: '음식점 테이블 주문 시스템',
  },
  titles: {
    home: '처음 화면',
    menu: '메뉴',
    staffCalled: '직원 호출',
    checkoutConfirm: '계산 확인',
    checkout: '계산 완료',
    orderComplete: '주문 완료',
    pair: '태블릿 등록',
    notFound: '페이지를 찾을 수 없습니다',
  },
  common: {
    loading: '불러오는 중',
    close: '닫기',
    ok: '확인',
    cancel: '취소',
    back: '돌아가기',
    backToTop: '처음으로',
    reload: '새로고침',
    notFound: '찾으시는 페이지가 없습니다.',
    crashed: '오류가 발생했습니다.',
    crashedHint: '화면을 새로고침해 주세요.',
  },
  welcome: {
    greeting: '어서 오세요!',
    lead: '이 태블릿으로 주문하실 수 있습니다.',
    start: '메뉴 보기',
  },
  footer: {
    policy: '개인정보 처리방침',
    terms: '이용약관',
    adminLogin: '관리자 로그인',
  },
  alerts: {
    deviceNotRegistered: '이 태블릿은 등록되어 있지 않습니다. 직원에게 문의해 주세요.',
    emptyCart: '장바구니가 비어 있습니다. 메뉴를 담아 주세요.',
    listFailed: '오류가 발생했습니다.',
    unknownTable: '알 수 없는 테이블',
  },
};

/** The diner screens in Korean; key for key with diner.ja.ts (the voice lines stay Japanese). */
export const diner: LocaleFile<Messages<typeof dinerJa>> = {
  topBar: {
    table: '테이블',
    staffCall: '직원 호출',
    history: '주문 내역',
    checkout: '계산하기',
  },

  menu: {
    tabs: '메뉴 카테고리',
    soldOut: '품절',
    taxIncluded: '세금 포함',
    taxIncludedNote: ' (세금 포함)',
    taxExcluded: '세금 별도',
    planFree: '플랜 포함',
    empty: '이 카테고리에는 지금 주문 가능한 메뉴가 없습니다.',
    loadFailed: '메뉴를 불러오지 못했습니다. 네트워크 연결을 확인한 후 다시 시도해 주세요.',
    retry: '다시 불러오기',
    billRequested: '계산을 진행하고 있어 추가 주문은 할 수 없습니다. 직원 호출은 가능합니다.',
    staffCallUnavailable: '지금은 직원 호출을 이용할 수 없습니다. 가까운 직원에게 말씀해 주세요.',
    pagination: '페이지',
    previous: '이전 페이지',
    next: '다음 페이지',
    pageN: (n: number) => `${n}페이지`,
  },

  detail: {
    quantity: '수량',
    decrease: '1개 빼기',
    increase: '1개 추가',
    add: '장바구니에 담기',
    back: '돌아가기',
    subtotal: '소계 (세금 포함)',
  },

  options: {
    required: '필수',
    optional: '선택',
    upTo: (n: number) => `최대 ${n}개`,
    soldOut: '품절',
    missing: (label: string) => `${label}을(를) 선택해 주세요`,
    noteField: '요청 사항 (예: 파 빼기)',
    notePlaceholder: '예: 파 빼기',
    noteCount: (n: number, max: number) => `${n}/${max}`,
    noteLabel: '요청 사항:',
  },

  cart: {
    title: '장바구니',
    total: '합계 (세금 포함)',
    items: (n: number) => `${n}개`,
    order: '주문하기',
    decrease: (label: string) => `${label} 1개 빼기`,
    increase: (label: string) => `${label} 1개 추가`,
    unavailable: '품절되어 주문할 수 없습니다. 장바구니에서 삭제해 주세요.',
    optionUnavailable: '선택한 옵션이 품절되었거나 변경되었습니다. 장바구니에서 삭제한 후 다시 선택해 주세요.',
    remove: '삭제',
    open: '장바구니 보기',
    close: '장바구니 닫기',
  },

  confirm: {
    orderTitle: '주문 확인',
    orderLead: '이 내용으로 주문하시겠습니까?',
    orderSubmit: '주문하기',
    staffCallTitle: '직원 호출',
    staffCallLead: '직원을 호출하시겠습니까?',
    staffCallSubmit: '호출하기',
    checkoutTitle: '계산 요청',
    checkoutLead: '직원에게 계산을 요청하시겠습니까? 요청하면 추가 주문은 할 수 없습니다. 결제는 이후 계산대에서 해 주세요.',
    checkoutSubmit: ['계산 ', '요청하기'],
    cancel: '취소',
  },

  staffCall: {
    pick: '가져다드릴 물건이 있으면 수량을 선택해 주세요 (선택)',
    plain: '선택하지 않으시면 직원이 자리로 찾아갑니다.',
    decrease: (label: string) => `${label} 1개 빼기`,
    increase: (label: string) => `${label} 1개 추가`,
  },

  history: {
    title: '주문 내역',
    caption: '이 테이블의 주문',
    quantity: (n: number) => `× ${n}`,
    states: {
      ordered: '주문 완료',
      ready: '조리 완료',
      served: '제공 완료',
      cancelled: '취소',
    },
    cancelledNote: '취소된 메뉴는 합계에 포함되지 않습니다.',
    empty: '아직 주문하신 메뉴가 없습니다.',
    total: '합계 (세금 포함)',
    loadFailed: '주문 내역을 불러오지 못했습니다. 네트워크 연결을 확인해 주세요.',
  },

  sending: {
    sending: '전송 중…',
    failed: '전송에 실패했습니다. 주문이 아직 전달되지 않았습니다. 장바구니는 그대로 남아 있습니다.',
    retrying: (seconds: number) => `${seconds}초 후 자동으로 다시 전송합니다.`,
    retryNow: '지금 다시 전송',
    pendingOrder: '전송되지 않은 주문이 있습니다. 연결이 복구되는 대로 같은 주문을 한 번만 전송합니다.',
    pendingStaffCall: '직원 호출을 전송하고 있습니다.',
  },

  orderComplete: {
    heading: ['주문해 ', '주셔서 ', '감사합니다'],
    lead: '준비되는 대로 자리로 가져다드리겠습니다.',
    back: '메뉴로 돌아가기',
  },

  staffCalled: {
    heading: ['직원을 ', '호출했습니다'],
    lead: '잠시만 기다려 주세요',
    back: '메뉴로 돌아가기',
  },

  checkoutConfirm: {
    heading: '계산 확인',
    lead: '주문 내용을 확인해 주세요.',
    caption: '주문 내역',
    name: '메뉴',
    quantity: '수량',
    served: '제공',
    servedMark: '✓',
    subtotal: '소계',
    total: '합계 (세금 포함)',
    back: '돌아가기',
    submit: ['계산 ', '요청하기'],
    submitNote: '버튼을 누르면 직원에게 계산을 요청합니다. 결제는 이후 계산대에서 해 주세요.',
    empty: '아직 주문하신 메뉴가 없습니다.',
    loadFailed: '주문 내역을 불러오지 못했습니다. 네트워크 연결을 확인해 주세요.',
    submitFailed: '계산을 요청하지 못했습니다. 네트워크 연결을 확인한 후 다시 시도해 주세요.',
  },

  checkout: {
    heading: [
      ['방문해 ', '주셔서 ', '감사합니다!'],
      ['계산대에서 ', '계산해 ', '주세요'],
    ],
    back: '처음으로',
    amountLabel: '결제 금액',
    taxIncluded: ' (세금 포함)',
  },

  pair: {
    claiming: '태블릿을 등록하고 있습니다…',
    done: (label: string) => `이 태블릿을 '${label}'에 등록했습니다.`,
    doneLead: '곧 첫 화면으로 이동합니다.',
    start: '시작하기',
    missingToken: 'QR 코드를 읽지 못했습니다. 관리 페이지에 표시된 QR 코드를 다시 읽어 주세요.',
    failed: '태블릿을 등록하지 못했습니다.',
    toTop: '처음으로',
  },

  guest: {
    wifiStep: '① Wi-Fi 연결',
    menuStep: '② 메뉴 열기',
    wifiAlt: '손님용 Wi-Fi 연결 QR 코드',
    scanPrompt: '어서 오세요. 테이블의 QR 코드(직원이 가져다 드립니다)를 스캔하면 메뉴가 열립니다.',
    joining: '테이블 메뉴를 여는 중…',
    failed: '주문 화면을 열 수 없습니다.',
    missingToken: 'QR 코드를 읽지 못했습니다. 다시 스캔해 주세요.',
    ended:
      '이 휴대폰에서의 주문이 종료되었습니다. 방문해 주셔서 감사합니다. 계속 주문하시려면 직원에게 새 QR 코드를 요청해 주세요.',
    phoneButton: '휴대폰으로 주문',
    qrTitle: '내 휴대폰으로 주문',
    qrLead: '휴대폰 카메라로 스캔하면 이 테이블의 메뉴가 열립니다. 주문은 이 테이블의 계산서에 함께 합산됩니다.',
    qrAlt: '이 테이블 주문용 QR 코드',
  },

  preview: {
    title: '메뉴 미리보기',
    banner: '미리보기 (주문할 수 없습니다)',
    lead: '손님 태블릿에 표시되는 메뉴입니다.',
    back: '관리 페이지로 돌아가기',
  },

  device: {
    adminLogin: '관리자 로그인',
  },

  offline: {
    banner: '연결이 끊겼습니다. 다시 연결하는 중…',
  },

  plans: {
    remaining: (minutes: number) => `남은 시간 ${minutes}분`,
    lastOrderAt: (time: string) => `라스트 오더 ${time}`,
    endsAt: (time: string) => `종료 ${time}`,
    nearLastOrder: (minutes: number) => `라스트 오더까지 ${minutes}분`,
    afterLastOrder: '라스트 오더 시간이 지났습니다',
    ended: '종료되었습니다',
    warnTitle: '곧 라스트 오더입니다',
    warnBody: (label: string, time: string) => [`'${label}'의 `, '라스트 오더는 ', `${time}입니다. `, '서둘러 주문해 주세요.'],
    lastOrderTitle: '라스트 오더 시간이 되었습니다',
    lastOrderBody: (label: string) => [
      `'${label}'의 `,
      '주문이 ',
      '마감되었습니다. ',
      '다른 메뉴는 ',
      '계속 주문하실 수 있습니다.',
    ],
    ok: '확인',
    takers: '플랜 이용 인원',
    takersOfParty: (guests: number) => `방문 인원 ${guests}명`,
    staffOnly: '이 메뉴는 직원에게 말씀해 주세요.',
    lastOrderPassed: '라스트 오더 시간이 지나 무제한 메뉴는 주문하실 수 없습니다.',
    endedRefused: '무제한 이용 시간이 끝나 이 메뉴는 주문하실 수 없습니다.',
  },

  welcome: {
    guestsTitle: '인원수를 입력해 주세요',
    adults: '성인',
    children: '어린이',
    guests: '인원',
    unit: '명',
    fewer: (who: string) => `${who} 1명 빼기`,
    more: (who: string) => `${who} 1명 추가`,
    coverNote: (label: string, price: string, adultsOnly: boolean) =>
      `${adultsOnly ? '성인 ' : ''}1인당 ${label} ${price}(세금 포함)을 받고 있습니다.`,
  },

  language: {
    label: '언어 (Language)',
  },
};

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
export const errors: LocaleFile<Messages<typeof errorsJa>> = {
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
  VISIT_CODE_INVALID: '이 QR 코드는 사용할 수 없습니다. 계산이 끝났거나 새 QR 코드가 발급되었습니다. 직원에게 문의해 주세요.',
  GUEST_OTHER_VISIT: '이 휴대폰은 다른 테이블의 주문에 참여하고 있습니다. 이 테이블에서 주문하시려면 직원에게 문의해 주세요.',
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
  DISK_FULL: '지금은 주문을 받을 수 없습니다. 번거로우시겠지만 직원을 호출해 주세요.',
  PLAN_LAST_ORDER: '라스트 오더 시간이 지나 무제한 메뉴는 주문하실 수 없습니다.',
  PLAN_ENDED: '무제한 이용 시간이 끝나 이 메뉴는 주문하실 수 없습니다.',
  PLAN_STAFF_ONLY: '이 메뉴는 직원에게 말씀해 주세요.',
  PLAN_TAKERS_OVER: '플랜 이용 인원이 방문 인원보다 많습니다. 인원수를 확인해 주세요.',
  TABLE_BUSY: '이 테이블은 다른 손님이 이용 중입니다.',
  SESSION_CLOSED: '이미 계산이 끝난 주문입니다. 직원에게 문의해 주세요.',
  HEADERS_TOO_LARGE: '요청이 너무 큽니다.',
  RATE_LIMITED: '짧은 시간에 너무 많은 요청이 있었습니다. 잠시 후 다시 시도해 주세요.',
};

/** The diner's allergen strings in Korean. */
export const allergens: LocaleFile<Messages<typeof allergensJa>> = {
  title: '알레르기 유발 성분',
  contains: '함유',
  mayContain: '함유 가능성',
  none: '없음',
  notice: '알레르기 정보는 매장에서 자체적으로 확인한 것입니다. 심한 알레르기가 있으신 분은 직원에게 문의해 주세요.',
  noneListed: '이 메뉴에 등록된 알레르기 유발 성분이 없습니다.',
  more: (n: number) => `+${n}`,
  marksLabel: (names: string) => `알레르기: ${names}`,
  mayContainName: (name: string) => `${name} (함유 가능성)`,
  mandatory: '주요 알레르기 성분(8종)',
  recommended: '기타 알레르기 성분(20종)',
  filter: {
    open: '알레르기로 필터',
    title: '알레르기로 필터',
    hint: '피하고 싶은 성분을 선택하면 해당 성분이 들어간 메뉴는 표시되지 않습니다(흐리게 표시할 수도 있습니다).',
    includeMayContain: '‘함유 가능성’이 있는 메뉴도 포함하기',
    clear: '모두 해제',
    done: '확인',
    active: (names: string, hidden: number) => `${names} 제외 중(${hidden}개 메뉴 숨김)`,
    off: '해제',
    dim: '해당 메뉴를 숨기지 않고 흐리게 표시(주문 불가)',
    activeDimmed: (names: string, dimmed: number) => `${names} 제외 중(${dimmed}개 메뉴 흐리게 표시)`,
    dimmedBadge: '피하는 재료 포함',
    dimmedNotice: (names: string) => `피하기로 선택하신 재료(${names})가 들어 있어 장바구니에 담을 수 없습니다.`,
  },
};
