/*
 * How a waiter's search and a menu's words are made comparable: full/half width and case folded
 * (NFKC, lower case), katakana read as hiragana, and kana read as Hepburn romaji, since the
 * management names of a Japanese shop's items are often romaji ('karaage' for 若鶏の唐揚げ).
 */

const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KANA_OFFSET = 0x60;

/** NFKC, lower case, katakana as hiragana: 'ｶﾗｱｹﾞ', 'カラアゲ' and 'からあげ' read the same. */
export function foldKana(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC').toLowerCase()) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCodePoint(code - KANA_OFFSET) : char;
  }
  return out;
}

// biome-ignore format: the kana table reads best in its rows
const ROWS: Record<string, string> = {
  あ: 'a', い: 'i', う: 'u', え: 'e', お: 'o',
  か: 'ka', き: 'ki', く: 'ku', け: 'ke', こ: 'ko',
  が: 'ga', ぎ: 'gi', ぐ: 'gu', げ: 'ge', ご: 'go',
  さ: 'sa', し: 'shi', す: 'su', せ: 'se', そ: 'so',
  ざ: 'za', じ: 'ji', ず: 'zu', ぜ: 'ze', ぞ: 'zo',
  た: 'ta', ち: 'chi', つ: 'tsu', て: 'te', と: 'to',
  だ: 'da', ぢ: 'ji', づ: 'zu', で: 'de', ど: 'do',
  な: 'na', に: 'ni', ぬ: 'nu', ね: 'ne', の: 'no',
  は: 'ha', ひ: 'hi', ふ: 'fu', へ: 'he', ほ: 'ho',
  ば: 'ba', び: 'bi', ぶ: 'bu', べ: 'be', ぼ: 'bo',
  ぱ: 'pa', ぴ: 'pi', ぷ: 'pu', ぺ: 'pe', ぽ: 'po',
  ま: 'ma', み: 'mi', む: 'mu', め: 'me', も: 'mo',
  や: 'ya', ゆ: 'yu', よ: 'yo',
  ら: 'ra', り: 'ri', る: 'ru', れ: 're', ろ: 'ro',
  わ: 'wa', ゐ: 'i', ゑ: 'e', を: 'o', ん: 'n', ゔ: 'vu',
};

const SMALL_Y: Record<string, string> = { ゃ: 'a', ゅ: 'u', ょ: 'o' };
const SMALL_VOWEL: Record<string, string> = { ぁ: 'a', ぃ: 'i', ぅ: 'u', ぇ: 'e', ぉ: 'o' };
/** Syllables whose contracted sound drops the y: しゃ sha, ちゅ chu, じょ jo. */
const NO_Y = new Set(['shi', 'chi', 'ji']);

/** Hiragana as Hepburn romaji (other characters pass through): 'からあげ' -> 'karaage'. */
export function kanaToRomaji(hiragana: string): string {
  const syllables: string[] = [];
  let doubleNext = false;
  for (const char of hiragana) {
    const last = syllables.length - 1;
    const previous = syllables[last];
    if (char === 'っ') {
      doubleNext = true;
      continue;
    }
    if (char === 'ー') continue; // a long vowel: names write ラーメン as 'ramen'
    const y = SMALL_Y[char];
    if (y && previous?.endsWith('i')) {
      syllables[last] = NO_Y.has(previous) ? previous.slice(0, -1) + y : `${previous.slice(0, -1)}y${y}`;
      continue;
    }
    const vowel = SMALL_VOWEL[char];
    if (vowel && previous && previous.length > 1) {
      syllables[last] = previous.slice(0, -1) + vowel; // ふぁ fa, てぃ ti
      continue;
    }
    let syllable = ROWS[char] ?? y ?? vowel ?? char;
    if (doubleNext && /^[a-z]/.test(syllable) && !/^[aiueon]/.test(syllable)) syllable = syllable[0] + syllable;
    doubleNext = false;
    syllables.push(syllable);
  }
  return syllables.join('');
}

/**
 * Romaji spelled one way: only letters and digits, long vowels single ('karaage', 'gyouza' and
 * 'gyoza' meet), and m before b, p or m as n ('tempura' and 'tenpura').
 */
export function canonicalRomaji(text: string): string {
  return text
    .replace(/[^a-z0-9]/g, '')
    .replace(/ou/g, 'o')
    .replace(/([aiueo])\1+/g, '$1')
    .replace(/m(?=[bpm])/g, 'n');
}

/** Whether a folded text is kana only (the words a romaji name can be compared with). */
export function isKana(folded: string): boolean {
  return /^[\u3041-\u3096ー]+$/.test(folded);
}
