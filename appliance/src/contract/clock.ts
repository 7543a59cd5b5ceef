import { z } from 'zod';

/**
 * GET /v1/clock/get/status (staff): the box's time against the system's.
 * - `box_time`: what the box stores and shows (never before `floor`, never backwards).
 * - `floor`: the latest time the box had written before this run, or the release's build date.
 * - `plausible`: false when the system clock was before the floor or the build date (a box with
 *   no clock battery after a power cut) and nobody has set the time yet; the staff screens and
 *   /admin then ask an owner or manager to set it from their device.
 */
export const zClockStatusResponse = z.object({
  system_time: z.number(),
  box_time: z.number(),
  floor: z.number(),
  build_date: z.number(),
  plausible: z.boolean(),
  set_by_person: z.boolean(),
});
export type ClockStatusResponse = z.infer<typeof zClockStatusResponse>;

/** More than this after the floor is not a time a device can mean (CLOCK_TOO_FAR). */
export const CLOCK_MAX_AHEAD_MS = 5 * 366 * 24 * 60 * 60 * 1000;

/**
 * POST /v1/clock/set (role >= 21 and the page password): the time of the device a person
 * confirmed, epoch ms. Before the floor: 409 CLOCK_BEFORE_FLOOR; more than CLOCK_MAX_AHEAD_MS
 * after it: 409 CLOCK_TOO_FAR.
 */
export const zClockSetBody = z.object({ device_time: z.number().int().positive() });
export type ClockSetBody = z.infer<typeof zClockSetBody>;
