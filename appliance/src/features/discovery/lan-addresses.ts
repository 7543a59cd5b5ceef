import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/** The box's IPv4 addresses other devices on the LAN can reach, sorted, so two readings compare. */
export function lanIpv4Addresses(interfaces: Interfaces = os.networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => info.address)
    .sort();
}

/** Whether a listen address can be reached from the LAN at all; announcing a loopback box would mislead. */
export function isLanReachable(host: string): boolean {
  return !(host === 'localhost' || host === '::1' || host.startsWith('127.'));
}

/** DNS-SD instance names are at most 63 bytes of UTF-8; a long Japanese name is cut at a character. */
export function serviceInstanceName(shopName: string): string {
  let name = '';
  for (const char of shopName.trim().replace(/\./g, '-')) {
    if (Buffer.byteLength(name + char) > 63) break;
    name += char;
  }
  return name || 'スマオーダー';
}
