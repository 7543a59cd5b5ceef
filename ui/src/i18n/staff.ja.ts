/** Strings of the staff screens (imported only by them, so other areas' bundles stay small). */
export const staffJa = {} as const;
