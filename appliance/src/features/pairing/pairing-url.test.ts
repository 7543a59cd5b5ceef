import { describe, expect, it } from 'vitest';
import { arrivalAddress, pairingBaseUrl } from './pairing-url';

describe('arrivalAddress', () => {
  it('keeps the LAN address a request arrived on, also in its IPv4-mapped form', () => {
    expect(arrivalAddress('192.168.10.5')).toBe('192.168.10.5');
    expect(arrivalAddress('::ffff:10.0.0.7')).toBe('10.0.0.7');
  });

  it('gives nothing for loopback, IPv6 or no address, so the box falls back to its first LAN address', () => {
    expect(arrivalAddress('127.0.0.1')).toBeUndefined();
    expect(arrivalAddress('::1')).toBeUndefined();
    expect(arrivalAddress('fe80::1')).toBeUndefined();
    expect(arrivalAddress(undefined)).toBeUndefined();
  });
});

describe('pairingBaseUrl', () => {
  const input = { publicUrl: undefined, lanAddress: '192.168.10.5', protocol: 'http', localPort: 8080, host: 'box.local:8080' };

  it('prefers the configured public URL, without a trailing slash', () => {
    expect(pairingBaseUrl({ ...input, publicUrl: 'http://order.shop/' })).toBe('http://order.shop');
  });

  it('uses the LAN address and the port the admin came in on', () => {
    expect(pairingBaseUrl(input)).toBe('http://192.168.10.5:8080');
  });

  it('falls back to the Host header without a LAN address', () => {
    expect(pairingBaseUrl({ ...input, lanAddress: undefined })).toBe('http://box.local:8080');
  });
});
