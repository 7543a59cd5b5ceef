import { describe, expect, it } from 'vitest';
import { isLanReachable, lanIpv4Addresses, serviceInstanceName } from './lan-addresses';

describe('LAN addresses', () => {
  it('lists the non-internal IPv4 addresses, sorted', () => {
    const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({
      address,
      family,
      internal,
      netmask: '',
      mac: '02:00:00:00:00:01',
      cidr: null,
      ...(family === 'IPv6' ? { scopeid: 0 } : {}),
    });
    const interfaces = {
      lo: [info('127.0.0.1', 'IPv4', true)],
      wlan0: [info('192.168.1.20', 'IPv4'), info('fe80::1', 'IPv6')],
      eth0: [info('10.0.0.5', 'IPv4')],
    } as unknown as Parameters<typeof lanIpv4Addresses>[0];
    expect(lanIpv4Addresses(interfaces)).toEqual(['10.0.0.5', '192.168.1.20']);
  });

  it('announces only a box other devices can reach', () => {
    expect(isLanReachable('0.0.0.0')).toBe(true);
    expect(isLanReachable('192.168.1.20')).toBe(true);
    expect(isLanReachable('127.0.0.1')).toBe(false);
    expect(isLanReachable('localhost')).toBe(false);
  });

  it('cuts a long shop name to 63 bytes of UTF-8 at a character and replaces dots', () => {
    expect(serviceInstanceName('居酒屋 さくら')).toBe('居酒屋 さくら');
    expect(serviceInstanceName('Bar.Tokyo')).toBe('Bar-Tokyo');
    const long = serviceInstanceName('あ'.repeat(30));
    expect(long).toBe('あ'.repeat(21));
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(63);
    expect(serviceInstanceName('   ')).toBe('スマオーダー');
  });
});
