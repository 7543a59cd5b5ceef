/** Strings of the legal screens (imported only by them, so other areas' bundles stay small). */
export const legalJa = {} as const;
