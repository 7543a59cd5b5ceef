import type { allergensJa } from './allergens.ja';
import type { LocaleFile, Messages } from './catalog';

/** The diner's allergen strings in Korean. */
export const allergensKo: LocaleFile<Messages<typeof allergensJa>> = {
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
