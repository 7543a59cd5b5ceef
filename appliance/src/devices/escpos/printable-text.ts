import iconv from 'iconv-lite';
import { characterSubstitute, emojiWord, GETA } from './substitutions';

/**
 * receiptline encodes text with iconv-lite's 'shiftjis' (in fact CP932), which writes '?' for anything
 * it lacks. CP932's NEC row 13 (0x87: ①, ㈱) and IBM extensions (0xFA–0xFC: 髙, 﨑) encode, but the
 * printers' kanji fonts are JIS X 0208, so only these lead bytes count as printable.
 */
function isJisX0208Lead(byte: number): boolean {
  return (byte >= 0x81 && byte <= 0x84) || (byte >= 0x88 && byte <= 0x9f) || (byte >= 0xe0 && byte <= 0xea);
}

const printableCache = new Map<string, boolean>();

function isPrintableCodePoint(char: string): boolean {
  const cached = printableCache.get(char);
  if (cached !== undefined) return cached;
  const bytes = iconv.encode(char, 'shiftjis');
  let printable = iconv.decode(bytes, 'shiftjis') === char;
  if (printable && bytes.length === 1) {
    const byte = bytes[0]!;
    // 5Ch and 7Eh print as ¥ and ‾ in the Japanese character set receiptline selects.
    printable = (byte >= 0x20 && byte <= 0x7e && byte !== 0x5c && byte !== 0x7e) || (byte >= 0xa1 && byte <= 0xdf);
  } else if (printable) {
    printable = bytes.length === 2 && isJisX0208Lead(bytes[0]!);
  }
  printableCache.set(char, printable);
  return printable;
}

export function isPrintable(text: string): boolean {
  return Array.from(text).every(isPrintableCodePoint);
}

const INVISIBLE = /^[\p{M}\p{Cf}\p{Cc}]$/u; // variation selectors are marks (Mn)
const VARIATION_SELECTORS = /[\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}]/gu;
const PICTOGRAPHIC = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
// Made at the first ticket, not at start: building a segmenter loads ICU's break rules (~25 ms of CPU).
let graphemes: Intl.Segmenter | undefined;

function substituteOrUndefined(text: string): string | undefined {
  if (isPrintable(text)) return text;
  const substitute = characterSubstitute(text);
  return substitute !== undefined && isPrintable(substitute) ? substitute : undefined;
}

function printableCodePoint(char: string): string {
  const direct = substituteOrUndefined(char);
  if (direct !== undefined) return direct;
  if (INVISIBLE.test(char)) return '';
  // NFKC: full-width/half-width forms, ㈱ → (株), ™ → TM, ㌔ → キロ.
  const compatible = Array.from(char.normalize('NFKC')).map(substituteOrUndefined);
  if (compatible.every((part) => part !== undefined)) return compatible.join('');
  // é → e, ü → u: better than a geta in a foreign dish name.
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  if (base !== char && base !== '' && isPrintable(base)) return base;
  return GETA;
}

function printableGrapheme(cluster: string): string {
  const bare = cluster.replace(VARIATION_SELECTORS, '');
  const direct = substituteOrUndefined(bare);
  if (direct !== undefined) return direct;
  if (PICTOGRAPHIC.test(bare)) {
    const chars = Array.from(bare);
    const word = emojiWord(chars[0] ?? '');
    if (word !== undefined) return word;
    // ™ is pictographic too and has an NFKC form; a ZWJ sequence or a flag is one unknown picture.
    return chars.length === 1 ? printableCodePoint(bare) : GETA;
  }
  return Array.from(bare).map(printableCodePoint).join('');
}

/**
 * Tickets print the same few hundred texts all evening (item labels, tables, stations, options):
 * each is made printable once. Bounded, so a stream of distinct notes cannot grow it for ever.
 */
const PRINTABLE_CACHE_SIZE = 2_000;
const printableTexts = new Map<string, string>();

/**
 * The text as the printer can print it: every character in JIS X 0208, ASCII or half-width katakana,
 * anything else substituted (variant kanji, dashes, emoji as a word) or, last, 〓. Line breaks and
 * other white space become single spaces. Never a '?'.
 */
export function printableText(input: string): string {
  const known = printableTexts.get(input);
  if (known !== undefined) return known;
  const printable = makePrintable(input);
  if (printableTexts.size >= PRINTABLE_CACHE_SIZE) printableTexts.clear();
  printableTexts.set(input, printable);
  return printable;
}

function makePrintable(input: string): string {
  // receiptline NFC-normalizes its document: compose first so what is checked is what is encoded.
  const text = input
    .normalize('NFC')
    .replace(/[\t\n\v\f\r\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  let out = '';
  graphemes ??= new Intl.Segmenter('ja', { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) out += printableGrapheme(segment);
  return out;
}

/**
 * receiptline's markup characters in text (`\ | { } - = ~ _ " \` ^`), each escaped with a backslash
 * (its README, "Escape sequences in text"), so user text is printed literally and can never start a
 * column, a property, a rule, a cut or a decoration.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[\\|{}\-=~_"`^]/g, (char) => `\\${char}`);
}

/** User text ready to stand in a receiptline document line. */
export function markupText(input: string): string {
  return escapeMarkup(printableText(input));
}
