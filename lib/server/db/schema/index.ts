/**
 * The platform's tables: reference data shared by many features, and the cross-cutting idempotency keys,
 * outbox and generated secrets. A feature's own tables live in `features/<name>/server/db/schema.ts`;
 * drizzle.config.ts reads both (docs/database.md).
 */
export * from './reference';
export * from './platform';
