/**
 * Paged lists, the same in every area that pages: `?limit=` and `?cursor=` in, `nextCursor` out;
 * and the whole-number query value the limit is read as (query values arrive as strings).
 */
import * as v from 'valibot';

export const LIMIT_MAX = 100;
export const LIMIT_MESSAGE = `The limit must be a whole number from 1 to ${LIMIT_MAX}`;
export const CURSOR_MESSAGE = 'The cursor is not valid';

/** A query value holding a whole number from 1 to `max` (at most 999), as a number. */
export const wholeNumberParam = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,3}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** `?limit=1..100`: how many rows a page holds, `pageSize` when absent. */
export const limitParam = (pageSize: number) =>
  v.optional(wholeNumberParam(LIMIT_MAX, LIMIT_MESSAGE), String(pageSize));

/** `?cursor=`: the id (a UUID) of the last row of the previous page. */
export const idCursorParam = v.optional(v.pipe(v.string(CURSOR_MESSAGE), v.uuid(CURSOR_MESSAGE)));

/** Pass as ?cursor= for the next, older page; null on the last page. */
export const NextCursorSchema = v.nullable(v.string());

/** A page of a list: its rows under `key`, and the cursor of the next page. */
export function pageOf<const Key extends string, Row extends v.GenericSchema>(key: Key, row: Row) {
  const rows = { [key]: v.array(row) } as { [Name in Key]: v.ArraySchema<Row, undefined> };
  return v.object({ ...rows, nextCursor: NextCursorSchema });
}

type QueryValue = string | number | null | undefined;

/** The address of a list request: `path` with the query values that are set (not null or ''). */
export function listRequestPath<Query extends { [Name in keyof Query]: QueryValue }>(
  path: string,
  query: Query,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries<QueryValue>(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
