/**
 * The timeline of a time-limited plan (90分 飲み放題): when it started, when last order falls,
 * when it ends, moved by each 延長. Pure and zod-free: the box decides every time with its own
 * clock and the screens show the box's answer; tests inject the clock.
 */

const MINUTE = 60_000;

/** What the owner set on the plan, frozen on the visit when the plan was ordered. */
export interface PlanTerms {
  /** How long the plan runs, e.g. 90 or 120 minutes. */
  durationMinutes: number;
  /** Last order falls this long before the end, e.g. 30. */
  lastOrderMinutes: number;
  /** The tablet warns this long before last order, e.g. 10. */
  warnMinutes: number;
}

/** One 延長 ordered on the visit: when, and how many minutes it adds. */
export interface PlanExtension {
  at: number;
  minutes: number;
}

export interface PlanTimes {
  startedAt: number;
  /** The banner before last order. */
  warnAt: number;
  lastOrderAt: number;
  endsAt: number;
}

export type PlanPhase = 'running' | 'nearLastOrder' | 'afterLastOrder' | 'ended';

/**
 * The plan's times after its extensions, applied in the order they were ordered: an extension
 * ordered before the end pushes the end (and last order) back by its minutes; one ordered after
 * the end starts again from the moment it was ordered, so the guests get what they paid for.
 */
export function planTimes(startedAt: number, terms: PlanTerms, extensions: readonly PlanExtension[] = []): PlanTimes {
  let endsAt = startedAt + terms.durationMinutes * MINUTE;
  for (const extension of [...extensions].sort((a, b) => a.at - b.at)) {
    endsAt = Math.max(endsAt, extension.at) + extension.minutes * MINUTE;
  }
  const lastOrderAt = Math.max(startedAt, endsAt - terms.lastOrderMinutes * MINUTE);
  const warnAt = Math.max(startedAt, lastOrderAt - terms.warnMinutes * MINUTE);
  return { startedAt, warnAt, lastOrderAt, endsAt };
}

/** Where the plan stands at `now`. */
export function planPhase(times: PlanTimes, now: number): PlanPhase {
  if (now >= times.endsAt) return 'ended';
  if (now >= times.lastOrderAt) return 'afterLastOrder';
  if (now >= times.warnAt) return 'nearLastOrder';
  return 'running';
}

/**
 * Last order for one item or genre with its own rule (釜飯: 60 minutes before the end), else the
 * plan's. Never before the plan started.
 */
export function lastOrderFor(times: PlanTimes, overrideMinutesBeforeEnd: number | null | undefined): number {
  if (overrideMinutesBeforeEnd === null || overrideMinutesBeforeEnd === undefined) return times.lastOrderAt;
  return Math.max(times.startedAt, times.endsAt - overrideMinutesBeforeEnd * MINUTE);
}

/** Whole minutes left until `at` (rounded up, never below 0): what a countdown shows. */
export function minutesUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / MINUTE));
}
