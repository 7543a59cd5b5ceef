import { type RefObject, useCallback, useRef } from 'react';

/** SPEC.md section 9: a failed login or password check shakes the form this long and vibrates. */
export const SHAKE_MS = 750;
export const VIBRATE_MS = 500;

const FRAMES: Keyframe[] = [
  { transform: 'translateX(0)' },
  { transform: 'translateX(-8px)', offset: 0.15 },
  { transform: 'translateX(8px)', offset: 0.3 },
  { transform: 'translateX(-6px)', offset: 0.45 },
  { transform: 'translateX(6px)', offset: 0.6 },
  { transform: 'translateX(-3px)', offset: 0.75 },
  { transform: 'translateX(0)' },
];

/**
 * Shakes the referenced element with the Web Animations API, which restarts cleanly when a
 * second failure comes before the first shake ended, without remounting the form.
 */
export function useShake<T extends HTMLElement>(): { ref: RefObject<T | null>; shake: () => void } {
  const ref = useRef<T>(null);
  const shake = useCallback(() => {
    // Not every device can vibrate (desktop browsers, iOS Safari).
    if ('vibrate' in navigator) navigator.vibrate(VIBRATE_MS);
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    for (const running of element.getAnimations()) running.cancel();
    element.animate(FRAMES, { duration: SHAKE_MS, easing: 'ease-in-out' });
  }, []);
  return { ref, shake };
}
