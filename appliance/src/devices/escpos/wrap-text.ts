/** Columns a text takes on paper: ASCII and half-width kana 1, anything else 2. */
export function columns(text: string): number {
  let n = 0;
  for (const char of text) n += /[\u0020-\u007e\uff61-\uff9f]/.test(char) ? 1 : 2;
  return n;
}

// The patterns are written with \u escapes (their characters in the comment after each): a regular
// expression is the one place esbuild leaves non-ASCII as it is, and an ASCII-only bundle is
// compiled at half the cost of one that is not (scripts/build-binary/bundle.ts).
/** A line may break after these (a space, the middle dot of a list, a comma). */
const BREAK_AFTER = /[ \u3000\u30fb\u3001\uff0c,]/; // ・、，
/** ...and before these (an opening bracket, the postal mark). */
const BREAK_BEFORE = /[\uff08(\u300c\u300e\u3012]/; // （「『〒
/** Never at the start of a line (禁則): closing marks and the small kana's companions. */
const NO_START =
  /[\u3001\u3002\uff0c\uff0e,.)\uff09\u300d\u300f\u30fb\u30fc\u301c\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7]/; // 、。，．）」』・ー〜ぁぃぅぇぉっゃゅょァィゥェォッャュョ
/** Never at the end of a line. */
const NO_END = /[\uff08(\u300c\u300e\u3012]/; // （「『〒

/** The text cut into words: a word ends at a break opportunity (its trailing space kept). */
function words(text: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const char of text) {
    if (BREAK_BEFORE.test(char) && word.trim() !== '') {
      out.push(word);
      word = '';
    }
    word += char;
    if (BREAK_AFTER.test(char)) {
      out.push(word);
      word = '';
    }
  }
  if (word) out.push(word);
  return out;
}

/** A word longer than a line, cut by character, never starting a line with a closing mark. */
function hardBreak(word: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of word) {
    if (line !== '' && columns(line + char) > width) {
      const chars = Array.from(line);
      // Carry the last character over with a closing mark, or an opening mark left at the end.
      if ((NO_START.test(char) || NO_END.test(chars.at(-1) ?? '')) && chars.length > 1) {
        const carried = chars.pop() ?? '';
        lines.push(chars.join(''));
        line = carried + char;
      } else {
        lines.push(line);
        line = char;
      }
    } else {
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Plain text wrapped to `width` columns at sensible points: at spaces, after ・ and 、, before （ or 〒;
 * a word only when it is longer than a whole line. Receiptline would cut at the column's edge
 * (「QR／決済」, 「すまやビル1／階」).
 */
export function wrapText(text: string, width: number): string[] {
  if (columns(text) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of words(text)) {
    if (columns((line + word).trimEnd()) <= width) {
      line += word;
      continue;
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = '';
    if (columns(word.trimEnd()) <= width) {
      line = word;
      continue;
    }
    const pieces = hardBreak(word.trimEnd(), width);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}
