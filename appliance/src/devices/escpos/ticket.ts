import type { ReceiptDocument } from '../../contract/receipt-document';

export type PrinterFamily = 'epson' | 'star';

export type PaperWidth = 58 | 80;

/** 新規 / 追加 / 取消 */
export type TicketBanner = 'new' | 'added' | 'cancelled';

export interface TicketLine {
  name: string;
  quantity: number;
  /** Options, a free note: one printed line each, indented under the item. */
  notes: readonly string[];
}

export interface KitchenTicket {
  kind: 'order';
  /** e.g. キッチン */
  station: string;
  /** Table label, e.g. A-3 */
  table: string;
  orderNumber: number;
  /** Epoch ms. */
  orderedAt: number;
  /** IANA zone, e.g. Asia/Tokyo: the ticket shows the shop's local time. */
  timeZone: string;
  banner: TicketBanner;
  lines: readonly TicketLine[];
  guests?: number | null;
  /** 再発行: printed again (a job sent but not confirmed, or staff asked). */
  reprint?: boolean;
  /** 代行: printed on the backup printer instead of this printer (its name). */
  substituteFor?: string | null;
}

export interface TestTicket {
  kind: 'test';
  printerName: string;
  station: string | null;
  at: number;
  timeZone: string;
}

/**
 * A レシート, 領収書 or お会計票 for the guest: its rows as contract/receipt-document.ts laid them
 * out (the browser shows the same rows). 再発行 prints when the document is a later copy or the
 * queue prints the job again.
 */
export interface ReceiptTicket {
  kind: 'receipt';
  document: ReceiptDocument;
  /** 再発行 added by the queue: the job may already be on paper. */
  reprint?: boolean;
  /** A 領収書 of one payer of a split bill: that payment's id (a later one for it prints 再発行). */
  paymentId?: number;
}

export type Ticket = KitchenTicket | TestTicket | ReceiptTicket;
