import net from 'node:net';

export interface ChaosProxy {
  url: string;
  /** Connections cut so far (by chance or while down). */
  cuts(): number;
  /** The share of connections cut at a random moment (0: a clean link). */
  setCutRate(rate: number): void;
  /** Down: every connection is refused at once, as with the shop's internet out. */
  setDown(down: boolean): void;
  /** Holes: connections are accepted and never answered (a dead route), until set back. */
  setBlackhole(on: boolean): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback between a box and headquarters that breaks the link as the internet
 * does: it cuts a share of connections at a random moment (a request half sent, an answer half
 * read, or nothing yet), refuses all while down, or swallows them.
 */
export async function startChaosProxy(targetPort: number): Promise<ChaosProxy> {
  let cutRate = 0;
  let down = false;
  let blackhole = false;
  let cuts = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (down) {
      cuts += 1;
      client.destroy();
      return;
    }
    if (blackhole) return;
    const upstream = net.connect(targetPort, '127.0.0.1');
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    if (Math.random() < cutRate) {
      setTimeout(() => {
        cuts += 1;
        client.destroy();
        upstream.destroy();
      }, Math.random() * 40);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cuts: () => cuts,
    setCutRate(rate) {
      cutRate = rate;
    },
    setDown(value) {
      down = value;
      if (value) for (const socket of open) socket.destroy();
    },
    setBlackhole(on) {
      blackhole = on;
      if (!on) for (const socket of open) socket.destroy();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
