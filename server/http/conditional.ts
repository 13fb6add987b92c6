/**
 * HTTP's byte ranges and entity-tag conditions (RFC 9110 §13–14) for files served by the API,
 * whatever stores them.
 */
import type { ByteRange } from '../storage/storage';

export const RANGE_NOT_SATISFIABLE_MESSAGE = 'The requested range lies outside the file';

/**
 * The one byte range a Range header asks of `size` bytes, 'unsatisfiable' when it starts past
 * the end, or undefined when the header is absent or is anything else (several ranges, another
 * unit, nonsense), which HTTP lets a server answer with the whole file.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? '');
  if (match === null) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return undefined;
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match: whether one of its tags is `etag` (weak comparison), or it is '*'. */
export function noneMatchHolds(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * If-Range: whether the Range header still applies. Only the same strong ETag keeps it; a date
 * (we send no Last-Modified) or another tag asks for the whole file.
 */
export function ifRangeHolds(ifRange: string | undefined, etag: string): boolean {
  if (ifRange === undefined) return true;
  const tag = ifRange.trim();
  return !tag.startsWith('W/') && !etag.startsWith('W/') && tag === etag;
}
