import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakePrinter, TicketWaitTimeout } from './index';
import { checkerPng, connectError, Host, job, KITCHEN_TICKET } from './test-support';
import type { FakePrinter } from './types';

const DLE_EOT = (n: number) => [0x10, 0x04, n];
const CLEAR_BUFFERS = [0x10, 0x14, 0x08, 0x01, 0x03, 0x14, 0x01, 0x06, 0x02, 0x08];
const GS_R_1 = [0x1d, 0x72, 0x31];
/** GS ( H fn 48: "tell me when everything before this has printed", tagged 'AB12'. */
const PROCESS_ID = [0x1d, 0x28, 0x48, 0x06, 0x00, 0x30, 0x30, 0x41, 0x42, 0x31, 0x32];
const PROCESS_ID_ANSWER = [0x37, 0x22, 0x41, 0x42, 0x31, 0x32, 0x00];

let printer: FakePrinter;
const hosts: Host[] = [];

async function connect(): Promise<Host> {
  const host = await Host.connect(printer);
  hosts.push(host);
  return host;
}

/** A kitchen ticket as receiptline makes it: it ends with a cut and GS r 1. */
const kitchenJob = job(KITCHEN_TICKET, 'escpos');

beforeEach(async () => {
  printer = await startFakePrinter({ family: 'epson' });
});

afterEach(async () => {
  for (const host of hosts.splice(0)) host.destroy();
  await printer.close();
});

describe('fake Epson printer on TCP', () => {
  it('prints a receiptline ticket and answers its GS r 1 once printed', async () => {
    const host = await connect();
    await host.send(kitchenJob);
    expect(await host.read(1)).toEqual(Buffer.from([0x00]));
    const [ticket] = await printer.waitForTickets(1);
    expect(ticket?.text).toContain('キッチン 卓3');
    expect(ticket?.text).toMatch(/唐揚げ +×2/);
    expect(ticket?.text).toMatch(/ﾊﾝｶｸ ｶﾀｶﾅ +¥500/);
    expect(ticket?.text).not.toContain('?');
    expect(ticket?.cut).toBe(true);
    expect(ticket?.raw.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
  });

  it('splits tickets at cuts and tells listeners', async () => {
    const seen: string[] = [];
    const stop = printer.onTicket((t) => seen.push(t.text));
    const host = await connect();
    await host.send(job('一枚目\n=\n二枚目\n=\n三枚目\n', 'escpos'));
    const tickets = await printer.waitForTickets(3);
    expect(tickets.map((t) => t.text.trim())).toEqual(['一枚目', '二枚目', '三枚目']);
    expect(seen).toHaveLength(3);
    stop();
  });

  it('answers DLE EOT 1-4 at once for each state', async () => {
    const host = await connect();
    const ask = async () => {
      await host.send(DLE_EOT(1), DLE_EOT(2), DLE_EOT(3), DLE_EOT(4));
      return [...(await host.read(4))];
    };
    expect(await ask()).toEqual([0x12, 0x12, 0x12, 0x12]);
    await printer.setState('paperOut');
    expect(await ask()).toEqual([0x1a, 0x32, 0x12, 0x7e]);
    await printer.setState('coverOpen');
    expect(await ask()).toEqual([0x1a, 0x16, 0x12, 0x12]);
    await printer.setState('online');
    expect(await ask()).toEqual([0x12, 0x12, 0x12, 0x12]);
  });

  it('holds data while out of paper and answers GS r only after printing it', async () => {
    await printer.setState('paperOut');
    const host = await connect();
    await host.send(kitchenJob, DLE_EOT(4));
    expect(await host.read(1)).toEqual(Buffer.from([0x7e])); // real-time: answered while stopped
    expect(await host.quietFor(100)).toHaveLength(0); // GS r waits behind the ticket
    expect(printer.tickets()).toHaveLength(0);
    await printer.setState('online');
    expect(await host.read(1)).toEqual(Buffer.from([0x00]));
    expect(printer.tickets()).toHaveLength(1);
  });

  it('clears received but unprinted data on DLE DC4 fn 8 and answers 37 25 00', async () => {
    await printer.setState('coverOpen');
    const host = await connect();
    await host.send(kitchenJob, CLEAR_BUFFERS);
    expect(await host.read(3)).toEqual(Buffer.from([0x37, 0x25, 0x00]));
    await printer.setState('online');
    expect(await host.quietFor(80)).toHaveLength(0); // the GS r of the cleared job is gone too
    expect(printer.tickets()).toHaveLength(0);
    await host.send(job('次\n', 'escpos'));
    expect(await host.read(1)).toEqual(Buffer.from([0x00]));
    expect(printer.tickets().map((t) => t.text.trim())).toEqual(['次']);
  });

  it('answers GS ( H fn 48 with its tag once the job before it has printed, and forgets it on a clear', async () => {
    await printer.setState('paperOut');
    const host = await connect();
    await host.send(job('一枚目\n', 'escpos'), PROCESS_ID);
    expect(await host.quietFor(80)).toHaveLength(0);
    await printer.setState('online');
    expect([...(await host.read(8))]).toEqual([0x00, ...PROCESS_ID_ANSWER]); // the job's own GS r 1, then the tag
    expect(printer.tickets()).toHaveLength(1);

    await printer.setState('coverOpen');
    await host.send(job('二枚目\n', 'escpos'), PROCESS_ID, CLEAR_BUFFERS);
    expect(await host.read(3)).toEqual(Buffer.from([0x37, 0x25, 0x00]));
    await printer.setState('online');
    expect(await host.quietFor(80)).toHaveLength(0);
    expect(printer.tickets()).toHaveLength(1);
  });

  it('powered off, refuses connections and loses what it held; back on the same port', async () => {
    const port = printer.port;
    await printer.setState('paperOut');
    const host = await connect();
    await host.send(kitchenJob);
    await printer.setState('off');
    expect(await host.closed).toBeTruthy();
    expect((await connectError(printer))?.code).toBe('ECONNREFUSED');
    await printer.setState('online');
    expect(printer.port).toBe(port);
    const again = await connect();
    expect(await again.quietFor(50)).toHaveLength(0);
    expect(printer.tickets()).toHaveLength(0);
    await again.send(job('電源復帰\n', 'escpos'));
    expect(await again.read(1)).toEqual(Buffer.from([0x00]));
    expect(printer.tickets()[0]?.text.trim()).toBe('電源復帰');
  });

  it('resets each connection as soon as it sends, printing nothing', async () => {
    await printer.setState('resetConnections');
    const host = await connect();
    await host.send(kitchenJob).catch(() => {});
    const error = (await host.closed) as NodeJS.ErrnoException | null;
    expect(error?.code).toBe('ECONNRESET');
    expect(printer.tickets()).toHaveLength(0);
  });

  it('counts the connections open at once', async () => {
    const three = await Promise.all([connect(), connect(), connect()]);
    await expect.poll(() => printer.connectionsOpen()).toBe(3);
    for (const host of three) host.destroy();
    await expect.poll(() => printer.connectionsOpen()).toBe(0);
    await connect();
    await expect.poll(() => printer.connectionsOpen()).toBe(1);
    expect(printer.maxConnectionsAtOnce()).toBe(3);
  });

  it('counts a raster image printed by GS ( L', async () => {
    const host = await connect();
    await host.send(job(`ロゴ\n{image:${checkerPng(64, 40)}}\n本文\n`, 'escpos'));
    const [ticket] = await printer.waitForTickets(1);
    expect(ticket?.images).toBe(1);
    expect(ticket?.lines.map((l) => l.trim())).toEqual(['ロゴ', '本文']);
  });

  it('unplugged, accepts but neither reads nor answers until plugged back in', async () => {
    await printer.setState('unplugged');
    const host = await connect();
    await host.send(DLE_EOT(1), kitchenJob);
    expect(await host.quietFor(100)).toHaveLength(0);
    expect(printer.tickets()).toHaveLength(0);
    await printer.setState('online');
    expect([...(await host.read(2))]).toEqual([0x12, 0x00]);
    expect(printer.tickets()).toHaveLength(1);
  });

  it('reads slowly at the drain rate, so the sender backs up', async () => {
    printer.setDrainRate(50_000);
    const host = await connect();
    // an 8 MB raster image: more than the loopback socket buffers hold
    const image = Buffer.concat([Buffer.from([0x1d, 0x76, 0x30, 0x00, 0xe8, 0x03, 0x40, 0x1f]), Buffer.alloc(1000 * 8000)]);
    let flushed = false;
    host.socket.write(Buffer.concat([image, Buffer.from('done\n\x1dV\x00\x1dr1', 'latin1')]), () => {
      flushed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(flushed).toBe(false);
    expect(printer.tickets()).toHaveLength(0);
    printer.setDrainRate(null);
    expect(await host.read(1, 5000)).toEqual(Buffer.from([0x00]));
    expect(flushed).toBe(true);
    expect(printer.tickets()[0]).toMatchObject({ text: 'done', images: 1 });
  });

  it('sends automatic status (GS a) at once and on every change', async () => {
    const host = await connect();
    await host.send([0x1d, 0x61, 0xff]);
    expect([...(await host.read(4))]).toEqual([0x10, 0x00, 0x00, 0x00]);
    await printer.setState('paperOut');
    expect([...(await host.read(4))]).toEqual([0x18, 0x00, 0x0f, 0x00]);
    await printer.setState('coverOpen');
    expect([...(await host.read(4))]).toEqual([0x38, 0x00, 0x00, 0x00]);
  });

  it('waitForTickets rejects with the tickets it has', async () => {
    const host = await connect();
    await host.send(job('一枚だけ\n', 'escpos'), GS_R_1);
    const error = await printer.waitForTickets(2, 100).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketWaitTimeout);
    expect((error as TicketWaitTimeout).tickets.map((t) => t.text.trim())).toEqual(['一枚だけ']);
  });
});
