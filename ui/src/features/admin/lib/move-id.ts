/** The list with `id` swapped with its neighbour above (-1) or below (+1); unchanged at an end or if absent. */
export function moveId(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const next = [...ids];
  const at = next.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= next.length) return next;
  next[at] = next[to]!;
  next[to] = id;
  return next;
}
