/**
 * The gzip representation of a stored file (issue 38, point 8): its own strong ETag, its length
 * known before its first byte, and byte ranges of it, so that a phone whose download of a large
 * model broke off resumes it with If-Range instead of starting over.
 *
 * Hono's compress middleware streams gzip without a length and weakens the ETag (W/), which is
 * right for bytes it cannot promise to repeat, but a weak tag never satisfies If-Range, and a
 * response without Content-Length is not one a browser's cache keeps to resume. Here the bytes are
 * repeatable: zlib at a fixed level, without flushes, writes the same bytes for the same input
 * whatever its chunks, so the representation is named by the file's ETag, the level and zlib's
 * version (a server on another zlib never claims another's bytes as its own).
 */
import { Transform, Writable, pipeline, type Readable, type TransformCallback } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
import type { ByteRange } from '../storage/storage';

/** Smaller files go out as they are (as the compress middleware's threshold). */
export const GZIP_MIN_BYTES = 1024;

const GZIP_LEVEL = 6;

/** The stored files worth compressing: models (meshopt's streams halve again) and plans. */
const GZIP_TYPES: ReadonlySet<string> = new Set(['model/gltf-binary', 'image/svg+xml']);

export function isGzipType(contentType: string): boolean {
  return GZIP_TYPES.has(contentType);
}

/**
 * Whether an Accept-Encoding header takes gzip: named (or '*') with a q above 0. Read in one pass
 * of its comma-separated members; a header longer than 1,000 characters is not read (identity).
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined || header.length > 1000) return false;
  let wildcard: boolean | undefined;
  for (const member of header.split(',')) {
    const [coding = '', ...parameters] = member.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    const name = coding.toLowerCase();
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard ?? false;
}

/** The strong ETag of the gzip representation of a file whose ETag is `etag`. */
export function gzipEtag(etag: string): string {
  const weak = etag.startsWith('W/');
  const inner = (weak ? etag.slice(2) : etag).replace(/^"|"$/g, '');
  const version = process.versions.zlib ?? 'zlib';
  return `${weak ? 'W/' : ''}"${inner}-gzip${GZIP_LEVEL}-${version}"`;
}

function gzip(): Gzip {
  return createGzip({ level: GZIP_LEVEL });
}

/** Lengths of gzip representations by their ETag, for as long as this process runs. */
const MAX_KNOWN_LENGTHS = 2000;
const knownLengths = new Map<string, Promise<number>>();

/**
 * The byte length of the gzip representation named `tag`, counted once (by compressing the file
 * and keeping nothing but the count) and remembered; undefined when the file is gone.
 */
export async function gzipLength(
  tag: string,
  open: () => Promise<Readable | undefined>,
): Promise<number | undefined> {
  let known = knownLengths.get(tag);
  if (known === undefined) {
    known = count(open);
    knownLengths.set(tag, known);
    if (knownLengths.size > MAX_KNOWN_LENGTHS) {
      const oldest = knownLengths.keys().next().value;
      if (oldest !== undefined) knownLengths.delete(oldest);
    }
  }
  try {
    return await known;
  } catch (error) {
    knownLengths.delete(tag);
    if (error instanceof FileGoneError) return undefined;
    throw error;
  }
}

class FileGoneError extends Error {}

async function count(open: () => Promise<Readable | undefined>): Promise<number> {
  const source = await open();
  if (source === undefined) throw new FileGoneError('gone');
  let length = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      length += chunk.byteLength;
      callback();
    },
  });
  await new Promise<void>((resolve, reject) => {
    pipeline(source, gzip(), counter, (error) => (error ? reject(error) : resolve()));
  });
  return length;
}

/**
 * The gzip representation of `source`, or the bytes `range` of it. The file is compressed from
 * its start either way (a resume costs the compression of what it skips, not its sending).
 */
export function gzipStream(source: Readable, range?: ByteRange): Readable {
  if (range === undefined) {
    return pipeline(source, gzip(), () => {});
  }
  let offset = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const from = offset;
      offset += chunk.byteLength;
      if (offset <= range.start || from > range.end) {
        callback();
        return;
      }
      callback(
        null,
        chunk.subarray(
          Math.max(0, range.start - from),
          Math.min(chunk.byteLength, range.end + 1 - from),
        ),
      );
    },
  });
  return pipeline(source, gzip(), slice, () => {});
}
