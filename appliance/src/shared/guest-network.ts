import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { type GuestNetwork, wifiQrText, zGuestNetwork } from '../contract/guests';
import type { SettingsRepo } from './settings.repo';

const SETTING_KEY = 'guestNetwork';
const NONE: GuestNetwork = { ranges: [], wifi: null };

/** `::ffff:10.0.0.5` (an IPv4 peer on a dual-stack socket) as the IPv4 address it is. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** A range as BlockList takes it, or null when it is not one (checked again here: settings may predate a rule). */
function parseRange(range: string): { network: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [network = '', prefixText = ''] = range.split('/');
  const prefix = Number(prefixText);
  if (isIPv4(network) && Number.isInteger(prefix) && prefix >= 0 && prefix <= 32) return { network, prefix, family: 'ipv4' };
  if (isIPv6(network) && Number.isInteger(prefix) && prefix >= 0 && prefix <= 128) return { network, prefix, family: 'ipv6' };
  return null;
}

/** The ranges of `settings` that are not ranges (the owner's typing, refused with this list). */
export function invalidRanges(ranges: readonly string[]): string[] {
  return ranges.filter((range) => parseRange(range) === null);
}

/**
 * The guests' side of the shop's network (issue 35), asked on every request: kept in memory and
 * replaced when the owner saves it.
 */
export class GuestNetworkSettings {
  #current: GuestNetwork;
  #blocks: BlockList;

  constructor(private readonly settings: SettingsRepo) {
    this.#current = settings.get(SETTING_KEY, zGuestNetwork) ?? NONE;
    this.#blocks = GuestNetworkSettings.#blockListOf(this.#current.ranges);
  }

  get current(): GuestNetwork {
    return this.#current;
  }

  /** The guests' Wi-Fi as the `WIFI:` text printed beside a visit's code, or null when none is set. */
  wifiCode(): string | null {
    return this.#current.wifi ? wifiQrText(this.#current.wifi) : null;
  }

  save(next: GuestNetwork): GuestNetwork {
    this.settings.set(SETTING_KEY, next);
    this.#current = next;
    this.#blocks = GuestNetworkSettings.#blockListOf(next.ranges);
    return next;
  }

  /** The peer is on the guests' side. */
  contains(address: string | undefined): boolean {
    if (!address || this.#current.ranges.length === 0) return false;
    const plain = plainAddress(address);
    return this.#blocks.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  }

  static #blockListOf(ranges: readonly string[]): BlockList {
    const blocks = new BlockList();
    for (const range of ranges) {
      const parsed = parseRange(range);
      if (parsed) blocks.addSubnet(parsed.network, parsed.prefix, parsed.family);
    }
    return blocks;
  }
}
