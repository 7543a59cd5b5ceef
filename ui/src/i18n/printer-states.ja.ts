import type { PrinterState } from '@contract/printers';

/** A printer's state in words: the same on the staff banner and on /admin/printers. */
export const printerStatesJa = {
  unknown: '確認中',
  online: 'オンライン',
  offline: 'オフライン',
  paperOut: '用紙切れ',
  coverOpen: 'カバーが開いています',
} satisfies Record<PrinterState, string>;
