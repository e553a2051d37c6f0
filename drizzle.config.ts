import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations to drizzle/ (committed); they run on server start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});
