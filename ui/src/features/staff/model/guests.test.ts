import { describe, expect, it } from 'vitest';
import { staffJa } from '@/i18n/staff.ja';
import { guestsShown } from './guests';

const words = staffJa.tableOps;

describe('guestsShown', () => {
  it('reads adults and children once children are counted', () => {
    expect(guestsShown({ guest_count: 4, child_count: 1 }, words)).toBe('大人3・子供1');
    expect(guestsShown({ guest_count: 2, child_count: 0 }, words)).toBe('大人2・子供0');
  });

  it('reads the party alone when children are not counted, or nobody was', () => {
    expect(guestsShown({ guest_count: 4, child_count: null }, words)).toBe('4名');
    expect(guestsShown({ guest_count: null, child_count: null }, words)).toBe('未入力');
  });
});
