/**
 * All tables. One file per feature area keeps parallel work from colliding:
 * add `lib/server/db/schema/<area>.ts` and re-export it here, then `npm run db:generate`.
 */
export * from './reference';
export * from './platform';
export * from './taxi';
export * from './forms';
export * from './directory';
export * from './content';
export * from './flight-alerts';
