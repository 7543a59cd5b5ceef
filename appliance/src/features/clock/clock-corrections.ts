import type { BoxClock } from '../../shared/box-clock';
import type { AppDeps } from '../../shared/deps';
import type { Feature } from '../../shared/feature';
import { write } from '../../shared/write';
import { saveFloor } from './box-time';

/** How often the box compares its time with the system clock (a step is taken within this). */
export const CLOCK_CHECK_MS = 1_000;

/**
 * Each correction of the box's clock (NTP stepping the system clock, a person's clock.set) moves
 * what every feature has running by the same amount, in one write (Feature.clockStepped), and
 * becomes the next start's floor.
 */
export function followCorrections(deps: AppDeps, clock: BoxClock, features: readonly Feature[]): void {
  clock.onStep((stepMs) => {
    try {
      write(deps, (w) => {
        for (const feature of features) feature.clockStepped?.(w, stepMs);
      });
      deps.logger.warn(
        { step_ms: stepMs, box_time: clock.now() },
        'clock corrected: open visits, plans, lockouts and sessions moved with it',
      );
    } catch (error) {
      deps.logger.error({ err: error, step_ms: stepMs }, 'clock corrected, but moving what is running failed');
    }
    try {
      saveFloor(deps);
    } catch (error) {
      // On a full card: called from the clock's timer, a throw would end the box; the minute's job saves it again.
      deps.logger.error({ err: error }, 'clock corrected, but its floor could not be saved');
    }
  });
}

/** Takes steps of the system clock every CLOCK_CHECK_MS, while `clock` is the box's (a test may replace it). */
export function checkEverySecond(deps: AppDeps, clock: BoxClock): () => void {
  const timer = setInterval(() => {
    if (deps.clock === clock) clock.check();
  }, CLOCK_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
