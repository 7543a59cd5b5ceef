/** Strings of the diner screens (imported only by them, so other areas' bundles stay small). */
export const dinerJa = {} as const;
