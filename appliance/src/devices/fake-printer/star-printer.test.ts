import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakePrinter } from './index';
import { checkerPng, Host, job, KITCHEN_TICKET } from './test-support';
import type { FakePrinter } from './types';

const ESC_ACK_SOH = [0x1b, 0x06, 0x01];
const ENQ = 0x05;
const EOT = 0x04;
const ETB = 0x17;

let printer: FakePrinter;
const hosts: Host[] = [];

async function connect(): Promise<Host> {
  const host = await Host.connect(printer);
  hosts.push(host);
  return host;
}

beforeEach(async () => {
  printer = await startFakePrinter({ family: 'star' });
});

afterEach(async () => {
  for (const host of hosts.splice(0)) host.destroy();
  await printer.close();
});

describe('fake Star printer on TCP', () => {
  it('prints a Star Line Mode ticket: EOT answered at once, ESC GS ETX after printing', async () => {
    const host = await connect();
    await host.send(job(KITCHEN_TICKET, 'starlinembcs'));
    // EOT status (real-time), then ESC GS ETX 1 0 0 echoed with print end counter 1 and NUL
    expect([...(await host.read(9))]).toEqual([0x10, 0x1b, 0x1d, 0x03, 0x01, 0x00, 0x00, 0x01, 0x00]);
    const [ticket] = printer.tickets();
    expect(ticket?.text).toMatch(/唐揚げ +×2/);
    expect(ticket?.text).toMatch(/ﾊﾝｶｸ ｶﾀｶﾅ +¥500/);
    expect(ticket?.text).not.toContain('?');
  });

  it('prints a StarPRNT (starmbcs) ticket with its raster image', async () => {
    const host = await connect();
    await host.send(job(`写真\n{image:${checkerPng(48, 30)}}\n終わり\n`, 'starmbcs'));
    expect([...(await host.read(8))]).toEqual([0x1b, 0x1d, 0x03, 0x01, 0x00, 0x00, 0x01, 0x00]);
    const [ticket] = printer.tickets();
    expect(ticket?.images).toBe(1);
    expect(ticket?.lines.map((l) => l.trim())).toEqual(['写真', '終わり']);
  });

  it('answers ESC ACK SOH, ENQ and EOT at once for each state', async () => {
    const host = await connect();
    const ask = async () => {
      await host.send(ESC_ACK_SOH, ENQ, EOT);
      return [...(await host.read(11))];
    };
    expect(await ask()).toEqual([0x23, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x20, 0x10]);
    await printer.setState('paperOut');
    expect(await ask()).toEqual([0x23, 0x06, 0x08, 0x00, 0x00, 0x0c, 0x00, 0x00, 0x00, 0x28, 0x1c]);
    await printer.setState('coverOpen');
    expect(await ask()).toEqual([0x23, 0x06, 0x28, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x24, 0x10]);
  });

  it('holds the job while out of paper; the print end counter answers once it is printed', async () => {
    await printer.setState('paperOut');
    const host = await connect();
    await host.send(job(KITCHEN_TICKET, 'starlinembcs'));
    expect([...(await host.read(1))]).toEqual([0x1c]); // EOT: paper end, near end
    await host.send(ENQ);
    expect([...(await host.read(1))]).toEqual([0x08]); // paper end, buffer not empty
    expect(await host.quietFor(80)).toHaveLength(0);
    await printer.setState('online');
    expect([...(await host.read(8))]).toEqual([0x1b, 0x1d, 0x03, 0x01, 0x00, 0x00, 0x01, 0x00]);
    expect(printer.tickets()).toHaveLength(1);
  });

  it('with ASB on (ESC RS a 1), an ETB after the job sends status with the ETB counter once printed', async () => {
    const host = await connect();
    await host.send([0x1b, 0x1e, 0x61, 0x01]);
    expect(await host.quietFor(50)).toHaveLength(0); // enabling sends nothing by itself
    await printer.setState('paperOut');
    expect([...(await host.read(9))]).toEqual([0x23, 0x06, 0x08, 0x00, 0x00, 0x0c, 0x00, 0x00, 0x00]);
    await host.send('ETB test\n', [0x1b, 0x64, 0x33], ETB);
    expect(await host.quietFor(50)).toHaveLength(0);
    await printer.setState('online');
    const onlineAgain = [0x23, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00];
    const afterEtb = [0x23, 0x06, 0x02, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00]; // ETB executed, counter 1
    expect([...(await host.read(18))]).toEqual([...onlineAgain, ...afterEtb]);
    expect(printer.tickets()[0]?.text).toBe('ETB test');
  });

  it('ESC ACK CAN drops what was waiting; CAN waits its turn and drops only the unprinted line', async () => {
    await printer.setState('paperOut');
    const host = await connect();
    await host.send('lost\n', [0x1b, 0x64, 0x33], [0x1b, 0x06, 0x18]);
    await host.send('kept\n', 'half line', [0x18], 'after\n', [0x1b, 0x64, 0x33]);
    await printer.setState('online');
    await printer.waitForTickets(1);
    expect(printer.tickets().map((t) => t.lines)).toEqual([['kept', 'after']]);
  });

  it('lets one host connect after another and remembers the most at once', async () => {
    const first = await connect();
    first.destroy();
    await expect.poll(() => printer.connectionsOpen()).toBe(0);
    await connect();
    await expect.poll(() => printer.connectionsOpen()).toBe(1);
    expect(printer.maxConnectionsAtOnce()).toBe(1);
  });
});
