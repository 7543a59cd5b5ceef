/** A query flag such as `isCreateWithPassword=1`: present and not '0' or 'false'. */
export function isFlagOn(search: URLSearchParams, name: string): boolean {
  const value = search.get(name);
  return value !== null && value !== '0' && value !== 'false';
}

/** A mailed key from the query, or null when it is missing or blank. */
export function keyFrom(search: URLSearchParams, name: 'activate' | 'secret'): string | null {
  const value = search.get(name)?.trim();
  return value ? value : null;
}
