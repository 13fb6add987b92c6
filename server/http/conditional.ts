/**
 * HTTP's byte ranges and entity-tag conditions (RFC 9110 §13–14) for files served by the API,
 * whatever stores them.
 */
import type { ByteRange } from '../storage/storage';

export const RANGE_NOT_SATISFIABLE_MESSAGE = 'The requested range lies outside the file';

/**
 * The longest Range header read. One range of a file of any size is at most 50 characters
 * (`bytes=` and two 16-digit positions); a longer header is several ranges or padding, which HTTP
 * lets a server answer with the whole file, so it is not read at all.
 */
export const MAX_RANGE_HEADER_LENGTH = 200;

const isSpace = (code: number) => code === 0x20 || code === 0x09;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/**
 * The one byte range a Range header asks of `size` bytes, 'unsatisfiable' when it starts past
 * the end, or undefined when the header is absent or is anything else (several ranges, another
 * unit, nonsense, longer than MAX_RANGE_HEADER_LENGTH), which HTTP lets a server answer with the
 * whole file. One pass over at most MAX_RANGE_HEADER_LENGTH characters: no pattern that could
 * backtrack (issue 38, point 3).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined || header.length > MAX_RANGE_HEADER_LENGTH) return undefined;
  let at = 0;
  const skipSpaces = () => {
    while (at < header.length && isSpace(header.charCodeAt(at))) at += 1;
  };
  const digits = () => {
    const from = at;
    while (at < header.length && isDigit(header.charCodeAt(at))) at += 1;
    return header.slice(from, at);
  };
  skipSpaces();
  if (header.slice(at, at + 5).toLowerCase() !== 'bytes') return undefined;
  at += 5;
  skipSpaces();
  if (header[at] !== '=') return undefined;
  at += 1;
  skipSpaces();
  const first = digits();
  skipSpaces();
  if (header[at] !== '-') return undefined;
  at += 1;
  skipSpaces();
  const last = digits();
  skipSpaces();
  if (at !== header.length) return undefined;

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
