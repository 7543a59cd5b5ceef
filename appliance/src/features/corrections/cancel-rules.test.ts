import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CancelAsk, planCancel } from './cancel-rules';

type AskOverrides = Partial<Omit<CancelAsk, 'line'>> & { line?: Partial<CancelAsk['line']> };

const ask = (over: AskOverrides = {}): CancelAsk => ({
  sessionStatus: 0,
  role: 11,
  pageAuth: false,
  ...over,
  line: { quantity: 3, status: 0, cancelled: false, ...over.line },
});

describe('planCancel', () => {
  it('a waiter cancels an unserved line of an active visit, whole or in part, without a manager', () => {
    expect(planCancel(ask())).toEqual({ ok: true, change: 'cancel', taken: 3, remaining: 0, authorizedBy: null });
    expect(planCancel(ask({ quantity: 2 }))).toEqual({ ok: true, change: 'reduce', taken: 2, remaining: 1, authorizedBy: null });
    expect(planCancel(ask({ quantity: 3 }))).toMatchObject({ change: 'cancel', remaining: 0 });
  });

  it('a served line or a requested bill needs role >= 21 or the page password', () => {
    for (const hard of [ask({ line: { status: 1 } }), ask({ sessionStatus: 1 })]) {
      expect(planCancel(hard)).toEqual({ ok: false, code: 'CORRECTION_NEEDS_AUTHORITY' });
      expect(planCancel({ ...hard, pageAuth: true })).toMatchObject({ ok: true, authorizedBy: 'pagePassword' });
      expect(planCancel({ ...hard, role: 21 })).toMatchObject({ ok: true, authorizedBy: 'role' });
      expect(planCancel({ ...hard, role: 22, pageAuth: true })).toMatchObject({ ok: true, authorizedBy: 'role' });
    }
  });

  it('a paid visit is closed; a cancelled line changes nothing; more than the line is refused', () => {
    expect(planCancel(ask({ sessionStatus: 2, role: 22 }))).toEqual({ ok: false, code: 'SESSION_CLOSED' });
    expect(planCancel(ask({ line: { cancelled: true }, sessionStatus: 2 }))).toEqual({ ok: true, change: 'none' });
    expect(planCancel(ask({ quantity: 4 }))).toEqual({ ok: false, code: 'VALIDATION' });
    expect(planCancel(ask({ quantity: 0 }))).toEqual({ ok: false, code: 'VALIDATION' });
  });

  it('never loses or invents a portion: what is taken and what remains make the line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.option(fc.integer({ min: -5, max: 120 }), { nil: undefined }),
        fc.constantFrom(0, 1),
        fc.constantFrom(0, 1, 2),
        fc.constantFrom(11, 21, 22),
        fc.boolean(),
        (quantity, asked, status, sessionStatus, role, pageAuth) => {
          const plan = planCancel({
            line: { quantity, status, cancelled: false },
            sessionStatus,
            quantity: asked,
            role,
            pageAuth,
          });
          if (!plan.ok || plan.change === 'none') return;
          expect(plan.taken + plan.remaining).toBe(quantity);
          expect(plan.taken).toBeGreaterThanOrEqual(1);
          expect(plan.change === 'cancel').toBe(plan.remaining === 0);
          const needed = status === 1 || sessionStatus === 1;
          expect(plan.authorizedBy !== null).toBe(needed);
        },
      ),
    );
  });
});
