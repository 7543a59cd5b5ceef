import { labelPlainText } from '@contract/label-text';
import type { MenuItem } from '@contract/menu-items';
import { canonicalRomaji, foldKana, isKana, kanaToRomaji } from './kana-fold';

/** An item with its words folded once, so each keystroke only compares strings. */
export interface SearchableItem {
  item: MenuItem;
  label: string;
  name: string;
  romaji: string;
}

export function toSearchable(item: MenuItem): SearchableItem {
  const name = foldKana(item.name);
  return { item, label: foldKana(labelPlainText(item.label)), name, romaji: canonicalRomaji(name) };
}

/** The words of a query, folded: every one must match (as the box's keyword search does). */
export function queryWords(query: string): string[] {
  return foldKana(query)
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** How a word matches an item: its shown label (best), its management name, or the name read as kana. */
function wordScore(entry: SearchableItem, word: string): number {
  if (entry.label.includes(word)) return 3;
  if (entry.name.includes(word)) return 2;
  // One kana says too little ('か' is in half the names): romaji from two on.
  if (isKana(word) && word.length >= 2) {
    const romaji = canonicalRomaji(kanaToRomaji(word));
    if (romaji !== '' && entry.romaji.includes(romaji)) return 1;
  }
  return 0;
}

/**
 * The items matching every word of `query` across all genres, best matches first (label, then
 * name, then romaji), otherwise in menu order. An empty query matches nothing.
 */
export function searchItems(entries: readonly SearchableItem[], query: string): MenuItem[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored: { item: MenuItem; score: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    let score = 0;
    for (const word of words) {
      const s = wordScore(entry, word);
      if (s === 0) return;
      score += s;
    }
    scored.push({ item: entry.item, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.item);
}
