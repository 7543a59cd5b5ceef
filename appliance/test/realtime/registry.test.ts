import { describe, expect, it } from 'vitest';
import { SOCKET_LIMITS, type SocketLimits } from '../../src/realtime/limits';
import { type Holder, SocketRegistry } from '../../src/realtime/registry';

// The box's proportions at a size a unit test can fill.
const SMALL: SocketLimits = { total: 20, tablets: 15, perAddress: 8, tabletsPerAddress: 6, perStaffLogin: 3, perTablet: 2 };

let next = 0;
const tablet = (address: string, key = `tablet:${next++}`): Holder => ({ key, address, tablet: true });
const staff = (address: string, key = `staff:${next++}`): Holder => ({ key, address, tablet: false });

function fill(registry: SocketRegistry<Holder>, make: () => Holder, count: number): Holder[] {
  const added: Holder[] = [];
  for (let i = 0; i < count; i++) {
    const holder = make();
    expect(registry.admit(holder)).toEqual({ admitted: true, replaces: null });
    registry.add(holder);
    added.push(holder);
  }
  return added;
}

describe('socket limits', () => {
  it('keep a quarter of the box and of each address for staff', () => {
    expect(SOCKET_LIMITS.tablets).toBeLessThan(SOCKET_LIMITS.total);
    expect(SOCKET_LIMITS.tabletsPerAddress).toBeLessThan(SOCKET_LIMITS.perAddress);
    expect(SOCKET_LIMITS.perAddress * 10).toBeLessThanOrEqual(SOCKET_LIMITS.total);
  });

  it('tablets from many addresses cannot fill the box: the next tablet gets 503, staff still get in', () => {
    const registry = new SocketRegistry<Holder>(SMALL);
    fill(registry, () => tablet(`10.0.0.${next}`), 15);
    expect(registry.admit(tablet('10.0.1.1'))).toEqual({ admitted: false, status: 503 });
    fill(registry, () => staff(`10.0.2.${next}`), 5);
    expect(registry.admit(staff('10.0.3.1'))).toEqual({ admitted: false, status: 503 });
  });

  it('one address gets 429 past its share; tablets there leave room for staff there', () => {
    const registry = new SocketRegistry<Holder>(SMALL);
    fill(registry, () => tablet('10.0.0.5'), 6);
    expect(registry.admit(tablet('10.0.0.5'))).toEqual({ admitted: false, status: 429 });
    fill(registry, () => staff('10.0.0.5'), 2);
    expect(registry.admit(staff('10.0.0.5'))).toEqual({ admitted: false, status: 429 });
    expect(registry.admit(tablet('10.0.0.6'))).toEqual({ admitted: true, replaces: null });
  });

  it('a credential at its cap replaces its oldest socket, even when its address or the box is full, and only its own', () => {
    const registry = new SocketRegistry<Holder>(SMALL);
    const [oldest, newer] = fill(registry, () => tablet('10.0.0.7', 'tablet:same'), 2);
    fill(registry, () => tablet('10.0.0.7'), 4);
    expect(registry.admit(tablet('10.0.0.7', 'tablet:same'))).toEqual({ admitted: true, replaces: oldest });
    registry.delete(oldest!);
    expect(registry.admit(tablet('10.0.0.7', 'tablet:same'))).toEqual({ admitted: true, replaces: null });
    expect(registry.withKey('tablet:same')).toEqual([newer]);
  });

  it('a replacement from another address still counts against that address', () => {
    const registry = new SocketRegistry<Holder>(SMALL);
    fill(registry, () => staff('10.0.0.8', 'staff:moving'), 3);
    fill(registry, () => staff('10.0.0.9'), 8);
    expect(registry.admit(staff('10.0.0.9', 'staff:moving'))).toEqual({ admitted: false, status: 429 });
  });

  it('forgets a socket once, and with it its counts', () => {
    const registry = new SocketRegistry<Holder>(SMALL);
    const [only] = fill(registry, () => tablet('10.0.0.10'), 1);
    expect(registry.delete(only!)).toBe(true);
    expect(registry.delete(only!)).toBe(false);
    expect(registry.size).toBe(0);
    fill(registry, () => tablet('10.0.0.10'), 6);
  });

  it('keeps the sockets told at once apart from the paced ones, and forgets them from their lane', () => {
    const registry = new SocketRegistry<Holder>(SMALL, (h) => (h.tablet ? 'at once' : 'paced'));
    const tablets = fill(registry, () => tablet(`10.0.4.${next}`), 3);
    const screens = fill(registry, () => staff(`10.0.5.${next}`), 2);
    expect([...registry.inLane('at once')]).toEqual(tablets);
    expect([...registry.inLane('paced')]).toEqual(screens);
    registry.delete(tablets[1]!);
    registry.delete(screens[0]!);
    expect([...registry.inLane('at once')]).toEqual([tablets[0], tablets[2]]);
    expect([...registry.inLane('paced')]).toEqual([screens[1]]);
    registry.clear();
    expect(registry.inLane('at once').size + registry.inLane('paced').size).toBe(0);
  });
});
