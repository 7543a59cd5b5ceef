import { describe, expect, it } from 'vitest';
import { SERVICE_MENU_ID } from './constants';
import { isFoodLine, isServiceLine, type LineKindFacts, orderLineKind } from './line-kinds';

const line = (menuId: number, planKind: LineKindFacts['plan_kind'] = null): LineKindFacts => ({
  plan_kind: planKind,
  menuitems: { menu_id: menuId },
});

describe('orderLineKind and isFoodLine', () => {
  it('a dish or a drink of any genre is food', () => {
    expect(orderLineKind(line(1))).toBe('food');
    expect(isFoodLine(line(3))).toBe(true);
  });

  it('a plan line (飲み放題, a course) is a plan, not food', () => {
    expect(orderLineKind(line(7, 'plan'))).toBe('plan');
    expect(isFoodLine(line(7, 'plan'))).toBe(false);
  });

  it('a 延長 is an extension, not food', () => {
    expect(orderLineKind(line(7, 'extension'))).toBe('extension');
    expect(isFoodLine(line(7, 'extension'))).toBe(false);
  });

  it('a line of the service genre (取り皿, おしぼり) is service, not food', () => {
    expect(orderLineKind(line(SERVICE_MENU_ID))).toBe('service');
    expect(isServiceLine(line(SERVICE_MENU_ID))).toBe(true);
    expect(isFoodLine(line(SERVICE_MENU_ID))).toBe(false);
    expect(isServiceLine(line(1))).toBe(false);
  });
});
