export { isPrintable, markupText, printableText } from './printable-text';
export {
  PrinterError,
  type PrinterErrorDetails,
  type PrinterErrorReason,
  type PrinterOptions,
  type PrinterTarget,
  printJob,
  probeStatus,
} from './printer-client';
export { PRINTER_KEEP_OPEN_MS, PrinterSession } from './printer-session';
export { type PrinterProtocol, type PrinterReply, type PrinterStatus, printerProtocol } from './printer-status';
export { charsPerLine, type EncodeOptions, encodeTicket, ticketDocument, ticketText } from './render-ticket';
export type {
  KitchenTicket,
  PaperWidth,
  PrinterFamily,
  ReceiptTicket,
  TestTicket,
  Ticket,
  TicketBanner,
  TicketLine,
} from './ticket';
