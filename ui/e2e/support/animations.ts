import type { Locator } from '@playwright/test';

type Watched = HTMLElement & { startedAnimations?: number[] };

/**
 * Records the duration of every Web Animation started on the element from now on. Playwright
 * cannot see a shake, and sampling a 750 ms one after the alert shows races a loaded machine;
 * the record cannot miss it. Call before the action; read with the returned function.
 */
export async function watchAnimations(element: Locator): Promise<() => Promise<number[]>> {
  await element.evaluate((el) => {
    const node = el as Watched;
    node.startedAnimations = [];
    const animate = node.animate.bind(node);
    node.animate = (frames, options) => {
      node.startedAnimations?.push(typeof options === 'number' ? options : Number(options?.duration ?? 0));
      return animate(frames, options);
    };
  });
  return () => element.evaluate((el) => (el as Watched).startedAnimations ?? []);
}
