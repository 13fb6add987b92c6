import { expect } from 'vitest';
import { RANGE_NOT_SATISFIABLE_MESSAGE } from '../../../server/http/conditional';
import type { TestClient } from './test-api';

/**
 * What a served tour file answers, whichever storage holds it (decision 0020): its ETag with
 * 304 on revalidation, HEAD without the bytes, one byte range with 206 (If-Range respected),
 * 416 past the end, and the whole file for what it does not understand. `bytes` is the file.
 * Resolves to whether the file went out gzip-compressed when the client accepted it (files over
 * 1 KiB of a compressible type), which weakens its ETag: still good for 304, no longer for ranges.
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
  expect(await read(whole)).toEqual(bytes);

  const fresh = await client.get(url, { headers: { 'If-None-Match': `"other", ${etag}` } });
  expect(fresh.status).toBe(304);
  expect(fresh.headers.get('etag')).toBe(etag);
  expect(fresh.headers.get('cache-control')).toBe(cacheControl);
  expect((await read(fresh)).byteLength).toBe(0);
  const stale = await client.get(url, { headers: { 'If-None-Match': '"other"' } });
  expect(stale.status).toBe(200);
  expect(await read(stale)).toEqual(bytes);

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
    expect(await read(part), header).toEqual(bytes.slice(start, end + 1));
  }

  const past = await client.get(url, { headers: { Range: `bytes=${size}-` } });
  expect(past.status).toBe(416);
  expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  expect(((await past.json()) as { message: string }).message).toBe(RANGE_NOT_SATISFIABLE_MESSAGE);

  for (const header of ['bytes=0-1,4-5', 'items=0-3', 'bytes=5-2', 'bytes=-']) {
    const ignored = await client.get(url, { headers: { Range: header } });
    expect(ignored.status, header).toBe(200);
    expect(await read(ignored), header).toEqual(bytes);
  }

  const same = await client.get(url, { headers: { Range: 'bytes=0-3', 'If-Range': etag } });
  expect(same.status).toBe(206);
  expect(await read(same)).toEqual(bytes.slice(0, 4));
  const changed = await client.get(url, { headers: { Range: 'bytes=0-3', 'If-Range': '"old"' } });
  expect(changed.status).toBe(200);
  expect(await read(changed)).toEqual(bytes);

  const zipped = await client.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
  await zipped.body?.cancel();
  if (zipped.headers.get('content-encoding') !== 'gzip') return false;
  const weak = `W/${etag}`;
  expect(zipped.headers.get('etag')).toBe(weak);
  const revalidated = await client.get(url, { headers: { 'If-None-Match': weak } });
  expect(revalidated.status).toBe(304);
  const resumed = await client.get(url, { headers: { Range: 'bytes=0-3', 'If-Range': weak } });
  expect(resumed.status).toBe(200);
  expect(await read(resumed)).toEqual(bytes);
  return true;
}
