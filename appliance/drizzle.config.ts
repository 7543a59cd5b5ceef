import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './appliance/src/db/schema/index.ts',
  out: './appliance/src/db/migrations',
});
