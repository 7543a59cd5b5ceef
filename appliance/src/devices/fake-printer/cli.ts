// A fake receipt printer for people trying the box:
//   npx tsx appliance/src/devices/fake-printer/cli.ts --port 9100 --family epson
// Each printed ticket's text goes to stdout; Ctrl-C stops it.
import { parseArgs } from 'node:util';
import { startFakePrinter } from './index';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '9100' },
    family: { type: 'string', default: 'epson' },
    verbose: { type: 'boolean', default: false },
  },
});

const family = values.family === 'star' ? 'star' : 'epson';
const printer = await startFakePrinter({
  host: values.host,
  port: Number(values.port),
  family,
  log: values.verbose ? (line) => console.error(line) : undefined,
});
console.log(`fake ${family} printer on ${printer.host}:${printer.port}`);

let count = 0;
printer.onTicket((ticket) => {
  count++;
  const notes = [ticket.cut ? 'cut' : 'not cut', ticket.images > 0 ? `${ticket.images} image(s)` : ''].filter(Boolean);
  console.log(`\n----- ticket ${count} (${notes.join(', ')}) -----\n${ticket.text}\n`);
});

process.on('SIGINT', () => {
  void printer.close().then(() => process.exit(0));
});
