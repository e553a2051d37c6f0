import { sql } from 'drizzle-orm';

/** `'a', 'b'` for a check constraint's `in (…)`: the allowed values are constants of the schema, never input. */
export function sqlList(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v}'`).join(', '));
}
