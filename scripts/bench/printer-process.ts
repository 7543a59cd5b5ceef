/**
 * Fake network printers (appliance/src/devices/fake-printer) in a process of their own, forked by
 * kitchen.bench.ts, so that decoding the tickets neither shares the event loop that times the
 * orders nor the box's. argv[2]: how many (Epson, on free loopback ports). Sends
 * `{ kind: 'ready', ports }`, then one `PrintedTicket` per slip as it is cut; the message 'close'
 * closes the printers and ends the process.
 */
import { startFakePrinter } from '../../appliance/src/devices/fake-printer';

/** One slip as a fake printer cut it. */
export interface PrintedTicket {
  kind: 'ticket';
  /** Index of the printer, in the order of `ports`. */
  printer: number;
  /** The number after 注文番号, NaN when the slip has none (a test ticket). */
  orderNumber: number;
  /** When the slip was decoded: performance.timeOrigin + performance.now() here, epoch ms (same machine clock as the bench). */
  at: number;
  /** Marked 再発行 (printed again after a send the box could not confirm). */
  reprint: boolean;
  cut: boolean;
}

export type PrinterProcessMessage = { kind: 'ready'; ports: number[] } | PrintedTicket;

const ORDER_NUMBER = /注文番号 (\d+)/;

async function main() {
  const send = (message: PrinterProcessMessage) => process.send?.(message);
  const count = Number(process.argv[2] ?? 1);
  const printers = await Promise.all(Array.from({ length: count }, () => startFakePrinter({ family: 'epson' })));
  printers.forEach((printer, index) => {
    printer.onTicket((ticket) => {
      const at = performance.timeOrigin + performance.now();
      send({
        kind: 'ticket',
        printer: index,
        orderNumber: Number(ORDER_NUMBER.exec(ticket.text)?.[1] ?? Number.NaN),
        at,
        reprint: ticket.text.includes('再発行'),
        cut: ticket.cut,
      });
    });
  });
  process.on('message', (message) => {
    if (message !== 'close') return;
    void Promise.all(printers.map((p) => p.close())).then(() => process.disconnect());
  });
  // The parent gone: nothing left to print for.
  process.on('disconnect', () => process.exit(0));
  send({ kind: 'ready', ports: printers.map((p) => p.port) });
}

await main();
