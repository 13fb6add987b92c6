import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as paging from './paging';

describe('listRequestPath', () => {
  it('adds the query values that are set, in order, and leaves out undefined, null and empty ones', () => {
    expect(
      paging.listRequestPath('/admin/users', {
        q: 'ada lovelace',
        role: null,
        limit: 25,
        cursor: '',
      }),
    ).toBe('/admin/users?q=ada+lovelace&limit=25');
  });

  it('gives the bare path when no value is set', () => {
    expect(paging.listRequestPath('/credits/overview', { limit: undefined, cursor: null })).toBe(
      '/credits/overview',
    );
  });
});

describe('limitParam and idCursorParam', () => {
  const query = v.object({ limit: paging.limitParam(25), cursor: paging.idCursorParam });

  it('reads ?limit= as a number from 1 to 100, the page size when absent', () => {
    expect(v.parse(query, {})).toEqual({ limit: 25 });
    expect(v.parse(query, { limit: '100' })).toEqual({ limit: 100 });
    for (const limit of ['0', '101', 'abc', '1.5', '-1']) {
      expect(v.safeParse(query, { limit }).issues?.[0]?.message).toBe(paging.LIMIT_MESSAGE);
    }
  });

  it('takes a UUID as the cursor', () => {
    const cursor = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(v.parse(query, { cursor })).toEqual({ limit: 25, cursor });
    expect(v.safeParse(query, { cursor: 'nope' }).issues?.[0]?.message).toBe(paging.CURSOR_MESSAGE);
  });
});

describe('pageOf', () => {
  it('holds the rows under their name and the next cursor', () => {
    const page = paging.pageOf('users', v.object({ id: v.string() }));
    expect(v.parse(page, { users: [{ id: 'a' }], nextCursor: null })).toEqual({
      users: [{ id: 'a' }],
      nextCursor: null,
    });
    expect(v.safeParse(page, { rows: [], nextCursor: 'x' }).success).toBe(false);
  });
});
