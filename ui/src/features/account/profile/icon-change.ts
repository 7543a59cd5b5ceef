/** What registering does to the icon. */
export type IconChange = { kind: 'keep' } | { kind: 'replace'; file: File; preview: string } | { kind: 'delete' };

export const KEEP: IconChange = { kind: 'keep' };

/** The picture to show for the current icon and the pending change. */
export function shownIcon(current: string | null, change: IconChange): string | null {
  if (change.kind === 'replace') return change.preview;
  return change.kind === 'delete' ? null : current;
}
