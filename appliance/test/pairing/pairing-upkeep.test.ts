import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { pairingTokens } from '../../src/db/schema';
import { purgeExpiredPairingTokens } from '../../src/features/pairing/pairing.service';
import { firstLanIpv4, pairingBaseUrl } from '../../src/features/pairing/pairing-url';
import { startTestBox } from '../helpers/test-box';

const ipv4 = (address: string, internal = false): NetworkInterfaceInfo => ({
  address,
  netmask: '255.255.255.0',
  family: 'IPv4',
  mac: '00:00:00:00:00:00',
  internal,
  cidr: null,
});
const ipv6 = (address: string): NetworkInterfaceInfo => ({
  address,
  netmask: 'ffff:ffff:ffff:ffff::',
  family: 'IPv6',
  mac: '00:00:00:00:00:00',
  internal: false,
  cidr: null,
  scopeid: 0,
});

describe('pairing URL base', () => {
  it('prefers the configured public URL, without a trailing slash', () => {
    const base = pairingBaseUrl({
      publicUrl: 'https://order.example.jp/',
      lanAddress: '192.168.1.20',
      protocol: 'http',
      localPort: 8080,
      host: 'box.local:8080',
    });
    expect(base).toBe('https://order.example.jp');
  });

  it('uses the LAN address and the port the request came in on, else the Host header', () => {
    const input = { publicUrl: undefined, protocol: 'http', localPort: 8080, host: 'box.local:9999' };
    expect(pairingBaseUrl({ ...input, lanAddress: '192.168.1.20' })).toBe('http://192.168.1.20:8080');
    expect(pairingBaseUrl({ ...input, lanAddress: undefined })).toBe('http://box.local:9999');
    expect(pairingBaseUrl({ ...input, lanAddress: undefined, host: undefined })).toBe('http://localhost:8080');
  });

  it('takes the first non-internal IPv4 address, link-local only as a last resort', () => {
    expect(
      firstLanIpv4({
        lo: [ipv4('127.0.0.1', true)],
        eth0: [ipv6('fe80::1'), ipv4('169.254.3.4')],
        wlan0: [ipv4('192.168.1.20'), ipv4('10.0.0.5')],
      }),
    ).toBe('192.168.1.20');
    expect(firstLanIpv4({ eth0: [ipv4('169.254.3.4')] })).toBe('169.254.3.4');
    expect(firstLanIpv4({ lo: [ipv4('127.0.0.1', true)] })).toBeUndefined();
  });
});

describe('purgeExpiredPairingTokens', () => {
  it('deletes expired and used tokens and keeps live unused ones', async () => {
    const box = await startTestBox();
    try {
      const { t1 } = box.shop.tables;
      const now = Date.now();
      const row = (hash: string, expires: number, used: number | null) => ({
        token_hash: hash,
        dining_table_id: t1,
        created_at: now - 20 * 60_000,
        expires_at: expires,
        used_at: used,
      });
      box.deps.db
        .insert(pairingTokens)
        .values([
          row('expired', now - 1000, null),
          row('expired-used', now - 1000, now - 5000),
          row('used', now + 60_000, now - 5000),
          row('live', now + 60_000, null),
        ])
        .run();
      expect(purgeExpiredPairingTokens(box.deps.db, now)).toBe(3);
      expect(
        box.deps.db
          .select()
          .from(pairingTokens)
          .all()
          .map((r) => r.token_hash),
      ).toEqual(['live']);
    } finally {
      await box.stop();
    }
  });
});
