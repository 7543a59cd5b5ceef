import { describe, expect, it, vi } from 'vitest';

// The chunk, out of reach until `reachable`; the box answering again is `restore()`.
const box = vi.hoisted(() => ({ reachable: false, fetches: 0, listeners: new Set<() => void>() }));

vi.mock('./diner-screens.routes', () => {
  box.fetches += 1;
  if (!box.reachable) throw new TypeError('Failed to fetch dynamically imported module');
  return { MenuPage: () => null };
});

vi.mock('./state/connection-store', () => ({
  onConnectionRestored: (listener: () => void) => {
    box.listeners.add(listener);
    return () => box.listeners.delete(listener);
  },
}));

const restore = () => {
  for (const listener of [...box.listeners]) listener();
};

describe('the diner screens chunk', () => {
  it('is asked for at once, again when the box answers after a failure, and no more once it is in', async () => {
    const { loadDinerScreens, preloadDinerScreens } = await import('./diner-screens');
    const stop = preloadDinerScreens();
    await vi.waitFor(() => expect(box.fetches).toBe(1));
    // Failed: it waits for the box, which is asked again once it answers.
    expect(box.listeners.size).toBe(1);

    box.reachable = true;
    restore();
    await vi.waitFor(() => expect(box.listeners.size).toBe(0));
    expect(box.fetches).toBe(2);
    const screens = await loadDinerScreens();
    expect(screens.MenuPage).toBeTypeOf('function');

    // Every route shares the one fetch.
    const fetches = box.fetches;
    restore();
    expect(await loadDinerScreens()).toBe(screens);
    expect(box.fetches).toBe(fetches);
    stop();
  });

  it('stops asking when the diner frame closes', async () => {
    vi.resetModules();
    box.reachable = false;
    box.listeners.clear();
    const { preloadDinerScreens } = await import('./diner-screens');
    const stop = preloadDinerScreens();
    expect(box.listeners.size).toBe(1);
    stop();
    expect(box.listeners.size).toBe(0);
  });
});
