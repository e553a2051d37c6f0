import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate` writes SQL migrations to drizzle/ (committed); they run on server start.
 * The tables are the platform's (lib/server/db/schema) and each feature's own (features/<name>/server/db/schema.ts).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./lib/server/db/schema/index.ts', './features/*/server/db/schema.ts'],
  out: './drizzle',
  strict: true,
});
