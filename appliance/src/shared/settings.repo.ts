import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { settings } from '../db/schema';

// Compiled once per database: the order path reads a setting on every order (the default station).
const settingByKey = perDatabase((db) =>
  db
    .select()
    .from(settings)
    .where(eq(settings.key, sql.placeholder('key')))
    .prepare(),
);

/** Shop-wide settings stored as JSON values, each read through its own schema. */
export class SettingsRepo {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  get<T extends z.ZodType>(key: string, schema: T): z.infer<T> | undefined {
    const row = settingByKey(this.db).get({ key });
    if (!row) return undefined;
    const parsed = schema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : undefined;
  }

  set(key: string, value: unknown): void {
    const now = this.now();
    this.db
      .insert(settings)
      .values({ key, value: JSON.stringify(value), updated_at: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value), updated_at: now } })
      .run();
  }
}
