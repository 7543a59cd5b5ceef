/** Strings of the admin screens (imported only by them, so other areas' bundles stay small). */
export const adminJa = {} as const;
