import { useCallback, useEffect, useRef, useState } from 'react';
import { audioUnlocked, unlockAudio } from './chime';

/**
 * Browsers play sound only after a user gesture: the first tap or key anywhere on the screen
 * unlocks it (a banner's button is simply the obvious place to tap), then `soundCheck` plays so
 * the shop hears that sound now works.
 */
export function useSoundUnlock(soundCheck: () => void): { unlocked: boolean; enable: () => void } {
  const [unlocked, setUnlocked] = useState(audioUnlocked);
  const done = useRef(unlocked);
  const check = useRef(soundCheck);
  check.current = soundCheck;

  const enable = useCallback(() => {
    if (done.current) return;
    void unlockAudio().then((ok) => {
      if (!ok || done.current) return;
      done.current = true;
      // After the tap's own click is handled: re-rendering in the middle of its dispatch would
      // lose what the tap did (a bump, a checkbox).
      setTimeout(() => {
        setUnlocked(true);
        check.current();
      }, 0);
    });
  }, []);

  useEffect(() => {
    if (unlocked) return;
    // click rather than pointerdown: on touch screens only the end of a tap counts as a gesture.
    document.addEventListener('click', enable, true);
    document.addEventListener('keydown', enable, true);
    return () => {
      document.removeEventListener('click', enable, true);
      document.removeEventListener('keydown', enable, true);
    };
  }, [unlocked, enable]);

  return { unlocked, enable };
}
