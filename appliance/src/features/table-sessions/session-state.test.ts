import { describe, expect, it } from 'vitest';
import { planSessionMove, type SessionMover, type SessionState } from './session-state';

const state = (status: number, confirmFlag = 0): SessionState => ({ status, confirmFlag });

describe('planSessionMove: status', () => {
  const allowed: [SessionMover, number, number, string][] = [
    ['device', 0, 1, 'billRequested'],
    ['staff', 0, 1, 'billRequested'],
    ['staff', 1, 2, 'paid'],
    ['staff', 0, 2, 'paid'],
    ['staff', 2, 1, 'reopened'],
  ];
  it.each(allowed)('%s may move %i -> %i (%s)', (mover, from, to, change) => {
    expect(planSessionMove(state(from), { status: to }, mover)).toEqual({ ok: true, next: state(to), changes: [change] });
  });

  const refused: [SessionMover, number, number][] = [
    ['device', 1, 2],
    ['device', 2, 1],
    ['device', 1, 0],
    ['device', 0, 2],
    ['device', 2, 0],
    ['staff', 1, 0],
    ['staff', 2, 0],
  ];
  it.each(refused)('%s may not move %i -> %i', (mover, from, to) => {
    expect(planSessionMove(state(from), { status: to }, mover)).toEqual({ ok: false });
  });

  it('asking for the current status is a no-op for anyone', () => {
    for (const mover of ['device', 'staff'] as const) {
      for (const s of [0, 1, 2]) {
        expect(planSessionMove(state(s, 1), { status: s }, mover)).toEqual({ ok: true, next: state(s, 1), changes: [] });
      }
    }
  });

  it('keeps confirm_flag across status moves', () => {
    expect(planSessionMove(state(2, 1), { status: 1 }, 'staff')).toEqual({
      ok: true,
      next: state(1, 1),
      changes: ['reopened'],
    });
  });
});

describe('planSessionMove: confirm_flag', () => {
  it('staff acknowledge a requested bill', () => {
    expect(planSessionMove(state(1, 0), { confirmFlag: 1 }, 'staff')).toEqual({
      ok: true,
      next: state(1, 1),
      changes: ['billAcknowledged'],
    });
  });

  it('only while the bill is requested, never back to 0, never by a tablet', () => {
    expect(planSessionMove(state(0, 0), { confirmFlag: 1 }, 'staff')).toEqual({ ok: false });
    expect(planSessionMove(state(2, 0), { confirmFlag: 1 }, 'staff')).toEqual({ ok: false });
    expect(planSessionMove(state(1, 1), { confirmFlag: 0 }, 'staff')).toEqual({ ok: false });
    expect(planSessionMove(state(1, 0), { confirmFlag: 1 }, 'device')).toEqual({ ok: false });
  });

  it('acknowledging twice is a no-op', () => {
    expect(planSessionMove(state(1, 1), { confirmFlag: 1 }, 'staff')).toEqual({ ok: true, next: state(1, 1), changes: [] });
    expect(planSessionMove(state(1, 1), { confirmFlag: 1 }, 'device')).toEqual({ ok: true, next: state(1, 1), changes: [] });
  });

  it('checks confirm_flag against the new status when both move', () => {
    expect(planSessionMove(state(0, 0), { status: 1, confirmFlag: 1 }, 'staff')).toEqual({
      ok: true,
      next: state(1, 1),
      changes: ['billRequested', 'billAcknowledged'],
    });
    expect(planSessionMove(state(1, 0), { status: 2, confirmFlag: 1 }, 'staff')).toEqual({ ok: false });
    expect(planSessionMove(state(0, 0), { status: 1, confirmFlag: 1 }, 'device')).toEqual({ ok: false });
  });
});
