import type { Config } from '../config';
import { isLanReachable, lanIpv4Addresses } from '../features/discovery';
import { firstLanIpv4 } from '../features/pairing';

/** `http://host:port` without the port when it is 80. */
export function httpUrl(host: string, port: number): string {
  return port === 80 ? `http://${host}` : `http://${host}:${port}`;
}

/** Every address a browser can open the box at: localhost first, then each LAN address. */
export function boxUrls(config: Config, port: number): string[] {
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const local = wildcard || !isLanReachable(config.host) ? 'localhost' : config.host;
  const lan = wildcard ? lanIpv4Addresses() : [];
  return [`${httpUrl(local, port)}/`, ...lan.map((ip) => `${httpUrl(ip, port)}/`)];
}

/** The base other devices use for links printed on the console: PUBLIC_URL, else the LAN address. */
export function publicBase(config: Config, port: number): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  return httpUrl(wildcard ? (firstLanIpv4() ?? 'localhost') : config.host, port);
}
