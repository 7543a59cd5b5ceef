import { defineConfig } from 'drizzle-kit';

/** Headquarters' schema on PostgreSQL (issue 36): `npm run db:generate:hq`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './appliance/src/hq/hq-schema.ts',
  out: './appliance/src/hq/migrations',
});
