export { startFakePrinter, TicketWaitTimeout } from './fake-printer';
export type { FakePrinter, FakePrinterFamily, FakePrinterOptions, FakePrinterState, FakeTicket } from './types';
