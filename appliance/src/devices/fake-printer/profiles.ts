import * as epson from './epson-status';
import { EscPosTokenizer } from './escpos-decoder';
import type { StatusSnapshot, Tokenizer } from './protocol';
import { StarLineTokenizer } from './star-decoder';
import * as star from './star-status';
import type { TextProfile } from './text-interpreter';
import type { FakePrinterFamily } from './types';

export interface FamilyProfile extends TextProfile {
  family: FakePrinterFamily;
  createTokenizer(): Tokenizer;
  automaticStatus(status: StatusSnapshot): Buffer;
}

// Power-on settings of a Japanese model: Katakana code table, international set Japan (0x5C = ¥),
// Shift JIS Kanji selected.
export const epsonProfile: FamilyProfile = {
  family: 'epson',
  createTokenizer: () => new EscPosTokenizer(),
  automaticStatus: epson.automaticStatus,
  defaults: { table: 'katakana', intlSet: 8, shiftJis: true, jisKanji: false },
  isShiftJisLead: (b) => (b >= 0x81 && b <= 0x9f) || (b >= 0xe0 && b <= 0xfc),
  jisBeforeShiftJis: false,
};

export const starProfile: FamilyProfile = {
  family: 'star',
  createTokenizer: () => new StarLineTokenizer(),
  automaticStatus: star.automaticStatus,
  defaults: { table: 'katakana', intlSet: 8, shiftJis: true, jisKanji: false },
  // ESC $ 1: 80H-9FH and E0H-FFH start a two-byte character
  isShiftJisLead: (b) => (b >= 0x80 && b <= 0x9f) || b >= 0xe0,
  jisBeforeShiftJis: true,
};

export function profileOf(family: FakePrinterFamily): FamilyProfile {
  return family === 'star' ? starProfile : epsonProfile;
}
