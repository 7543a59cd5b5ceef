import { describe, expect, it } from 'vitest';
import { type CheckInState, visitCoverTranslations } from './check-in-store';

const state = (label: string | null): CheckInState => ({
  status: 'known',
  settings: { ask_guest_count: true, count_children: false, cover: label === null ? null : { label, price: 330 } },
  coverTranslations: { en: { name: 'Table starter', description: null, checked: true } },
});

describe('the cover name a visit shows', () => {
  it('reads the shop’s translations while the cover keeps the name the visit started with', () => {
    expect(visitCoverTranslations(state('お通し'), 'お通し').en?.name).toBe('Table starter');
  });

  it('shows the visit’s Japanese when the cover was renamed or removed since, or the visit has none', () => {
    expect(visitCoverTranslations(state('テーブルチャージ'), 'お通し')).toEqual({});
    expect(visitCoverTranslations(state(null), 'お通し')).toEqual({});
    expect(visitCoverTranslations(state('お通し'), undefined)).toEqual({});
  });
});
