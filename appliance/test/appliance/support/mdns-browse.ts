/**
 * Run inside a test's network namespace: browses `_http._tcp` by mDNS and prints one JSON line
 * per event (up, down) until killed. Used by mdns.test.ts; never run on the host's network.
 */
import { Bonjour } from 'bonjour-service';

const bonjour = new Bonjour({}, (err: unknown) => console.error(JSON.stringify({ event: 'error', message: String(err) })));
const browser = bonjour.find({ type: 'http' });
const print = (event: string, service: { name: string; port: number; txt?: unknown; addresses?: string[] }) =>
  console.log(
    JSON.stringify({ event, name: service.name, port: service.port, txt: service.txt, addresses: service.addresses ?? [] }),
  );
browser.on('up', (service) => print('up', service));
browser.on('down', (service) => print('down', service));
// Ask again every second, as a phone's browser does while its list is open.
setInterval(() => browser.update(), 1000);
console.log(JSON.stringify({ event: 'browsing' }));
process.on('SIGTERM', () => bonjour.destroy(() => process.exit(0)));
