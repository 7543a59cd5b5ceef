import { AppError } from './app-error';
import { fieldIssue } from './search';

/**
 * A reorder names every row of its list once and nothing else: else a 400 VALIDATION, so a screen
 * that missed a row added meanwhile cannot leave it at a stale place.
 */
export function assertSameIds(given: readonly number[], current: readonly number[]): void {
  const wanted = new Set(current);
  const seen = new Set(given);
  const exact = seen.size === given.length && given.length === wanted.size && given.every((id) => wanted.has(id));
  if (!exact) throw new AppError('VALIDATION', fieldIssue('ids', 'give every id of the list exactly once'));
}
