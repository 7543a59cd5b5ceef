/** Strings of the account screens (imported only by them, so other areas' bundles stay small). */
export const accountJa = {} as const;
