import { useCallback, useEffect, useRef, useState } from 'react';
import { audioUnlocked, unlockAudio } from '@/lib/sounds/chime';
import { playSoundCheck } from '@/lib/sounds/staff-sounds';

/**
 * Browsers play sound only after a user gesture: the first tap or key anywhere on the staff
 * screen unlocks it (the banner's button is simply the obvious place to tap), and a short chime
 * confirms that sound now works.
 */
export function useSoundUnlock(): { unlocked: boolean; enable: () => void } {
  const [unlocked, setUnlocked] = useState(audioUnlocked);
  const done = useRef(unlocked);

  const enable = useCallback(() => {
    if (done.current) return;
    void unlockAudio().then((ok) => {
      if (!ok || done.current) return;
      done.current = true;
      // After the tap's own click is handled: re-rendering in the middle of its dispatch would
      // reset a controlled checkbox the tap just toggled, and the first served tick would be lost.
      setTimeout(() => {
        setUnlocked(true);
        playSoundCheck();
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
