import { integer } from 'drizzle-orm/sqlite-core';

/** Milliseconds since the epoch, UTC. Shown in the shop's time zone by the UI. */
export const epochMs = (name: string) => integer(name);

export const timestamps = {
  created_at: epochMs('created_at').notNull(),
  updated_at: epochMs('updated_at').notNull(),
};
