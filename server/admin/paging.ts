/** Searches and pages of the /admin lists. */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_CURSOR_MESSAGE } from '../../src/contract/admin';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';

/** `text` as a lowercase LIKE pattern that matches it anywhere, its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A list's table with the two columns it is ordered by, newest first. */
export interface PagedTable {
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
}

/**
 * Rows older than the row `cursor` names, in the list's order (created_at, then id, both
 * descending). The comparison runs in SQL, so that microseconds the client never sees still
 * order it. 400 when the cursor names no row.
 */
export async function olderThanCursor(
  db: Queryable,
  paged: PagedTable,
  cursor: string | undefined,
): Promise<SQL | undefined> {
  if (cursor === undefined) return undefined;
  const [found] = await db
    .select({ id: paged.id })
    .from(paged.table)
    .where(sql`${paged.id} = ${cursor}`);
  if (found === undefined)
    throw badRequest(ADMIN_CURSOR_MESSAGE, { cursor: [ADMIN_CURSOR_MESSAGE] });
  return sql`(${paged.createdAt}, ${paged.id}) < (select c.${sql.identifier(paged.createdAt.name)}, c.${sql.identifier(paged.id.name)} from ${paged.table} c where c.${sql.identifier(paged.id.name)} = ${cursor})`;
}

/** A page of `limit` rows from `rows` (fetched with limit + 1) and the cursor of the next one. */
export function pageOf<Row extends { id: string }>(
  rows: readonly Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? last.id : null };
}
