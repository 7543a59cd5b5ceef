import type { LocaleFile, Messages } from './catalog';
import type { ja } from './ja';

/**
 * The shared strings the diner screens show, in Korean: titles, buttons, the welcome, the
 * footer and the alerts a guest can meet. The rest (login, validation of staff forms) stays Japanese.
 */
export const appKo: LocaleFile<Messages<typeof ja>> = {
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
