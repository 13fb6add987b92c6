import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { RANGE_NOT_SATISFIABLE_MESSAGE } from '../../../server/http/conditional';
import type { TestClient } from './test-api';

/**
 * `actual` is `expected`: compared as buffers (toEqual walks a large array element by element),
 * with toEqual's report only when they differ.
 */
function expectBytes(actual: Uint8Array, expected: Uint8Array, label?: string) {
  if (Buffer.from(actual).equals(Buffer.from(expected))) return;
  expect(actual.byteLength, label).toBe(expected.byteLength);
  expect(actual, label).toEqual(expected);
}

/**
 * What a served tour file answers, whichever storage holds it (decision 0020): its ETag with
 * 304 on revalidation, HEAD without the bytes, one byte range with 206 (If-Range respected),
 * 416 past the end, and the whole file for what it does not understand. `bytes` is the file.
 * Resolves to whether the file went out gzip-compressed when the client accepted it (files over
 * 1 KiB of a compressible type): a representation with a strong ETag of its own, whose download
 * resumes with If-Range.
 */
export async function expectAssetHttp(
  client: TestClient,
  url: string,
  bytes: Uint8Array,
  cacheControl: string,
): Promise<boolean> {
  const size = bytes.byteLength;
  const read = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  const whole = await client.get(url);
  expect(whole.status).toBe(200);
  const etag = whole.headers.get('etag') ?? '';
  expect(etag).toMatch(/^".+"$/);
  expect(whole.headers.get('accept-ranges')).toBe('bytes');
  expect(whole.headers.get('cache-control')).toBe(cacheControl);
  expect(whole.headers.get('content-length')).toBe(String(size));
  expectBytes(await read(whole), bytes);

  const fresh = await client.get(url, { headers: { 'If-None-Match': `"other", ${etag}` } });
  expect(fresh.status).toBe(304);
  expect(fresh.headers.get('etag')).toBe(etag);
  expect(fresh.headers.get('cache-control')).toBe(cacheControl);
  expect((await read(fresh)).byteLength).toBe(0);
  const stale = await client.get(url, { headers: { 'If-None-Match': '"other"' } });
  expect(stale.status).toBe(200);
  expectBytes(await read(stale), bytes);

  const head = await client.request('HEAD', url);
  expect(head.status).toBe(200);
  expect(head.headers.get('content-length')).toBe(String(size));
  expect(head.headers.get('etag')).toBe(etag);

  for (const [header, start, end] of [
    ['bytes=0-3', 0, 3],
    ['bytes=-4', size - 4, size - 1],
    [`bytes=${size - 5}-`, size - 5, size - 1],
    ['bytes=2-99999999', 2, size - 1],
    ['bytes=0-0', 0, 0],
  ] as const) {
    const part = await client.get(url, { headers: { Range: header } });
    expect(part.status, header).toBe(206);
    expect(part.headers.get('content-range'), header).toBe(`bytes ${start}-${end}/${size}`);
    expect(part.headers.get('content-length'), header).toBe(String(end - start + 1));
    expect(part.headers.get('etag'), header).toBe(etag);
    expect(part.headers.get('cache-control'), header).toBe(cacheControl);
    expectBytes(await read(part), bytes.slice(start, end + 1), header);
  }

  const past = await client.get(url, { headers: { Range: `bytes=${size}-` } });
  expect(past.status).toBe(416);
  expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  expect(((await past.json()) as { message: string }).message).toBe(RANGE_NOT_SATISFIABLE_MESSAGE);

  for (const header of ['bytes=0-1,4-5', 'items=0-3', 'bytes=5-2', 'bytes=-']) {
    const ignored = await client.get(url, { headers: { Range: header } });
    expect(ignored.status, header).toBe(200);
    expectBytes(await read(ignored), bytes, header);
  }

  const same = await client.get(url, { headers: { Range: 'bytes=0-3', 'If-Range': etag } });
  expect(same.status).toBe(206);
  expectBytes(await read(same), bytes.slice(0, 4));
  const changed = await client.get(url, { headers: { Range: 'bytes=0-3', 'If-Range': '"old"' } });
  expect(changed.status).toBe(200);
  expectBytes(await read(changed), bytes);

  const gzip = { 'Accept-Encoding': 'gzip, deflate, br' };
  const zipped = await client.get(url, { headers: gzip });
  if (zipped.headers.get('content-encoding') !== 'gzip') {
    expect(zipped.headers.get('etag')).toBe(etag);
    expectBytes(await read(zipped), bytes);
    return false;
  }
  // The gzip representation: a strong ETag of its own and its length, so that a download that
  // broke off resumes with If-Range (issue 38, point 8).
  const zippedTag = zipped.headers.get('etag') ?? '';
  expect(zippedTag).toMatch(/^"[^"]+-gzip[^"]*"$/);
  expect(zippedTag).not.toBe(etag);
  expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
  const zippedBytes = await read(zipped);
  expect(zipped.headers.get('content-length')).toBe(String(zippedBytes.byteLength));
  expectBytes(gunzipSync(zippedBytes), bytes);
  // The same bytes every time: what a resume stitches together.
  expectBytes(await read(await client.get(url, { headers: gzip })), zippedBytes);

  const zippedHead = await client.request('HEAD', url, { headers: gzip });
  expect(zippedHead.headers.get('etag')).toBe(zippedTag);
  expect(zippedHead.headers.get('content-length')).toBe(String(zippedBytes.byteLength));
  const revalidated = await client.get(url, { headers: { ...gzip, 'If-None-Match': zippedTag } });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.get('etag')).toBe(zippedTag);

  // The download broke off after `half` bytes: the rest, resumed with If-Range.
  const half = Math.floor(zippedBytes.byteLength / 2);
  const resumed = await client.get(url, {
    headers: { ...gzip, Range: `bytes=${half}-`, 'If-Range': zippedTag },
  });
  expect(resumed.status).toBe(206);
  expect(resumed.headers.get('content-encoding')).toBe('gzip');
  expect(resumed.headers.get('etag')).toBe(zippedTag);
  expect(resumed.headers.get('content-range')).toBe(
    `bytes ${half}-${zippedBytes.byteLength - 1}/${zippedBytes.byteLength}`,
  );
  const rest = await read(resumed);
  expect(resumed.headers.get('content-length')).toBe(String(rest.byteLength));
  expectBytes(gunzipSync(Buffer.concat([zippedBytes.subarray(0, half), rest])), bytes);
  const middle = await client.get(url, {
    headers: { ...gzip, Range: 'bytes=1-10', 'If-Range': zippedTag },
  });
  expect(middle.status).toBe(206);
  expectBytes(await read(middle), zippedBytes.slice(1, 11));
  // A range asked without naming the gzip representation is a range of the file as stored.
  const plain = await client.get(url, { headers: { ...gzip, Range: 'bytes=0-3' } });
  expect(plain.status).toBe(206);
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(plain.headers.get('etag')).toBe(etag);
  expectBytes(await read(plain), bytes.slice(0, 4));
  // Another version of it: the whole representation again.
  const other = await client.get(url, {
    headers: { ...gzip, Range: `bytes=${half}-`, 'If-Range': '"old-gzip6-1"' },
  });
  expect(other.status).toBe(200);
  expectBytes(await read(other), zippedBytes);
  return true;
}
