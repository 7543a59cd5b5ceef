/** The words of corrections the screens show, without zod (the staff and admin bundles read them). */

/**
 * Why staff took a line back. The screens show CANCEL_REASON_LABELS; `other` needs a note.
 */
export const CANCEL_REASONS = ['mistake', 'customer', 'soldOut', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  mistake: '入力間違い',
  customer: 'お客様都合',
  soldOut: '品切れ',
  other: 'その他',
};
export const CORRECTION_NOTE_MAX = 100;

/**
 * What a correction did: a line cancelled or reduced, a visit moved to another table or merged into
 * another, its cover charge waived or charged again; or an item marked 品切れ (soldOut) or back on
 * sale (onSale) by the floor, for every table at once.
 */
export const CORRECTION_KINDS = [
  'cancel',
  'reduce',
  'move',
  'merge',
  'coverWaived',
  'coverCharged',
  'discount',
  'discountRemoved',
  'reopen',
  'soldOut',
  'onSale',
] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];
export const CORRECTION_KIND_LABELS: Record<CorrectionKind, string> = {
  cancel: '取消',
  reduce: '数量変更',
  move: '席移動',
  merge: '合算',
  coverWaived: 'お通し免除',
  coverCharged: 'お通し戻し',
  discount: '割引',
  discountRemoved: '割引取消',
  reopen: '会計取消',
  soldOut: '品切れ',
  onSale: '販売再開',
};
