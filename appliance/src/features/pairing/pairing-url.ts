import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/**
 * The box's first non-internal IPv4 address, where tablets on the shop Wi-Fi reach it. A
 * link-local address (169.254.x.x) is taken only when there is nothing better.
 */
export function firstLanIpv4(interfaces: Interfaces = os.networkInterfaces()): string | undefined {
  const addresses = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => info.address);
  return addresses.find((address) => !address.startsWith('169.254.')) ?? addresses[0];
}

/**
 * The IPv4 address a request arrived on, when other devices can use it too (not loopback). On a
 * box with several network cards this is the one the admin, and so the shop's tablets, reach.
 */
export function arrivalAddress(localAddress: string | undefined): string | undefined {
  const address = localAddress?.replace(/^::ffff:/, '');
  if (!address || !/^\d{1,3}(\.\d{1,3}){3}$/.test(address) || address.startsWith('127.')) return undefined;
  return address;
}

export interface PairingBaseInput {
  publicUrl: string | undefined;
  lanAddress: string | undefined;
  protocol: string;
  /** The port the request came in on: a tablet reaches the box the way the admin did. */
  localPort: number | undefined;
  /** The request's Host header, used when the box has no LAN address. */
  host: string | undefined;
}

/** Where a pairing QR code points: the configured public URL, else the box's LAN address. */
export function pairingBaseUrl(input: PairingBaseInput): string {
  if (input.publicUrl) return input.publicUrl.replace(/\/+$/, '');
  if (input.lanAddress && input.localPort) return `${input.protocol}://${input.lanAddress}:${input.localPort}`;
  return `${input.protocol}://${input.host || `localhost${input.localPort ? `:${input.localPort}` : ''}`}`;
}
