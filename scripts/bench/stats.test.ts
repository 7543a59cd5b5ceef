import { describe, expect, it } from 'vitest';
import { statCpuTicks } from './stats';

describe('statCpuTicks', () => {
  it('adds utime and stime, counting fields after the command name even when it holds spaces and parentheses', () => {
    const stat = '4242 (sma (order) x) S 1 4242 4242 0 -1 4194560 9054 0 0 0 57 8 0 0 20 0 11 0 123 2885224448 40000';
    expect(statCpuTicks(stat)).toBe(65);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => statCpuTicks('nonsense')).toThrow(/not a \/proc/);
  });
});
