/** What a caller may ask of a reload. */
export interface ReloadAsk {
  /** Someone asked on purpose (a filter changed, 再読み込み, a tick just sent): no waiting out the interval. */
  now?: boolean;
}

/**
 * Runs a reload so bursts collapse: while one runs or waits its turn, any number of further asks
 * make exactly one more run after it (a rush of events means two loads, not twenty). With
 * `minIntervalMs`, runs start at least that far apart: during a rush, a screen whose list costs the
 * box a query on every event (the checkout list on each order, the expo on each bump) reloads once
 * per interval instead of back to back, and the first ask after a quiet spell still runs at once.
 * An ask with `now` skips the wait.
 */
export class CoalescedRunner {
  /** False once the screen is gone: a run under way finishes, none follows. */
  active = true;
  #running = false;
  #again = false;
  #urgent = false;
  #lastStart = Number.NEGATIVE_INFINITY;
  #wake: (() => void) | null = null;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly minIntervalMs = 0,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  ask(ask?: ReloadAsk): void {
    // `ask` may be a click's event when the runner is someone's onClick: only a real `now: true` counts.
    if (ask?.now === true) {
      this.#urgent = true;
      this.#wake?.();
    }
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = true;
    void this.#loop();
  }

  /** Ends a wait for the next run (the screen went away). */
  stop(): void {
    this.active = false;
    this.#wake?.();
  }

  async #loop(): Promise<void> {
    do {
      const wait = this.#urgent ? 0 : this.#lastStart + this.minIntervalMs - this.clock();
      if (wait > 0) {
        await this.#sleep(wait);
        if (!this.active) break;
      }
      this.#again = false;
      this.#urgent = false;
      this.#lastStart = this.clock();
      try {
        await this.task();
      } catch {
        // The task reports its own errors; a failed run must not stop the next one.
      }
    } while (this.#again && this.active);
    this.#running = false;
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#wake = done;
    });
  }
}
