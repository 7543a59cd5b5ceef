/** Strings of the setup screens (imported only by them, so other areas' bundles stay small). */
export const setupJa = {} as const;
