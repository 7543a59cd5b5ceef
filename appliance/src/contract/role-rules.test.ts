import { describe, expect, it } from 'vitest';
import {
  actForCeiling,
  assignableRoles,
  canActFor,
  canAssignRole,
  canSeeRole,
  visibleRoleCeiling,
  visibleRoles,
} from './role-rules';

describe('role visibility', () => {
  it('role 22 sees every role', () => {
    expect(visibleRoles(22)).toEqual([11, 21, 22]);
    expect(canSeeRole(22, 22)).toBe(true);
  });

  it('role 21 sees all but 22', () => {
    expect(visibleRoles(21)).toEqual([11, 21]);
    expect(canSeeRole(21, 22)).toBe(false);
    expect(canSeeRole(21, 21)).toBe(true);
  });

  it('role 11 and below see neither 21 nor 22', () => {
    for (const caller of [0, 1, 11, 20]) {
      expect(visibleRoles(caller)).toEqual([11]);
      expect(canSeeRole(caller, 21)).toBe(false);
      expect(canSeeRole(caller, 22)).toBe(false);
    }
  });

  it('the ceiling is what SQL filters with', () => {
    expect(visibleRoleCeiling(22)).toBeGreaterThanOrEqual(22);
    expect(visibleRoleCeiling(21)).toBe(21);
    expect(visibleRoleCeiling(11)).toBe(20);
  });
});

describe('role assignment', () => {
  it('role 22 may assign every role', () => {
    for (const role of [11, 21, 22]) expect(canAssignRole(22, role)).toBe(true);
  });

  it('role 21 may assign only 11: the developer option is shown to 22 alone (SPEC.md section 5)', () => {
    expect(canAssignRole(21, 11)).toBe(true);
    expect(canAssignRole(21, 21)).toBe(false);
    expect(canAssignRole(21, 22)).toBe(false);
    expect(assignableRoles(21)).toEqual([11]);
    expect(assignableRoles(22)).toEqual([11, 21, 22]);
  });

  it('role 11 may assign only 11', () => {
    expect(canAssignRole(11, 11)).toBe(true);
    expect(canAssignRole(11, 21)).toBe(false);
  });

  it('unknown roles are never assignable', () => {
    for (const role of [0, 1, 12, 23, 99, -1]) expect(canAssignRole(22, role)).toBe(false);
  });
});

describe('acting for another account', () => {
  it('only for lower roles: never a peer, never above', () => {
    expect(canActFor(22, 21)).toBe(true);
    expect(canActFor(22, 11)).toBe(true);
    expect(canActFor(21, 11)).toBe(true);
    expect(canActFor(22, 22)).toBe(false);
    expect(canActFor(21, 21)).toBe(false);
    expect(canActFor(21, 22)).toBe(false);
    expect(canActFor(11, 11)).toBe(false);
  });

  it('the ceiling agrees, for SQL', () => {
    for (const caller of [11, 21, 22]) {
      for (const target of [11, 21, 22]) expect(target <= actForCeiling(caller)).toBe(canActFor(caller, target));
    }
  });
});
