import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../config';
import { linkBase } from './link-base';

function fakeRequest(host: string | undefined, localAddress = '192.168.1.20', localPort = 8080): Request {
  const request = {
    protocol: 'http',
    socket: { localAddress, localPort },
    get: (name: string) => (name.toLowerCase() === 'host' ? host : undefined),
  };
  return request as unknown as Request;
}

const plain = makeConfig({});

describe('linkBase', () => {
  it('prefers the configured public URL, without a trailing slash', () => {
    const config = makeConfig({ publicUrl: 'https://order.example.jp/' });
    expect(linkBase(config, fakeRequest('evil.example'), { trustHost: false })).toBe('https://order.example.jp');
  });

  it('uses the Host header of a trusted (logged-in) request', () => {
    expect(linkBase(plain, fakeRequest('izakaya.local:8080'), { trustHost: true })).toBe('http://izakaya.local:8080');
  });

  it('believes an anonymous Host only when it names this box', () => {
    expect(linkBase(plain, fakeRequest('192.168.1.20:8080'), { trustHost: false })).toBe('http://192.168.1.20:8080');
    expect(linkBase(plain, fakeRequest('localhost:8080'), { trustHost: false })).toBe('http://localhost:8080');
    expect(linkBase(plain, fakeRequest('evil.example'), { trustHost: false })).toBe('http://192.168.1.20:8080');
    expect(linkBase(plain, fakeRequest('203.0.113.9:8080'), { trustHost: false })).toBe('http://192.168.1.20:8080');
  });

  it('falls back to the socket address for a missing or malformed Host, even when trusted', () => {
    for (const host of [undefined, '', 'a b', 'user@evil.example', 'evil.example/path', '0x7f.1']) {
      expect(linkBase(plain, fakeRequest(host), { trustHost: true })).toBe('http://192.168.1.20:8080');
    }
  });

  it('writes IPv6 and IPv4-mapped socket addresses as URL hosts', () => {
    expect(linkBase(plain, fakeRequest(undefined, '::ffff:10.0.0.5', 80), { trustHost: false })).toBe('http://10.0.0.5:80');
    expect(linkBase(plain, fakeRequest(undefined, 'fe80::1', 8080), { trustHost: false })).toBe('http://[fe80::1]:8080');
    expect(linkBase(plain, fakeRequest('[fe80::1]:8080', 'fe80::1', 8080), { trustHost: false })).toBe('http://[fe80::1]:8080');
  });
});
