import { describe, expect, it } from 'vitest';
import { landingFor } from './login-landing';

describe('where a login lands', () => {
  it('goes back to the page that asked for the login, whoever logs in where', () => {
    expect(landingFor({ saved: '/checkout-list', pairedTablet: true, role: 22 })).toBe('/checkout-list');
    expect(landingFor({ saved: '/admin/menus', pairedTablet: false, role: 11 })).toBe('/admin/menus');
  });

  it("stays on a paired tablet's welcome screen", () => {
    expect(landingFor({ saved: null, pairedTablet: true, role: 11 })).toBe('/');
    expect(landingFor({ saved: null, pairedTablet: true, role: 22 })).toBe('/');
  });

  it('takes shop staff to the order list and owners to the admin home', () => {
    expect(landingFor({ saved: null, pairedTablet: false, role: 11 })).toBe('/order-list');
    expect(landingFor({ saved: null, pairedTablet: false, role: 21 })).toBe('/admin');
    expect(landingFor({ saved: null, pairedTablet: false, role: 22 })).toBe('/admin');
  });
});
