/**
 * Tour-file storage (issue 21, point 2): one contract, the same cases run against both drivers,
 * the local disk and S3 (an s3rver process the test starts: tests/server/support/s3-server.ts);
 * then what only the object store does: multipart parts, more than a thousand keys under a
 * prefix, the store restarting in the middle of an upload; and the S3_* variables.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOUR_FILE_NAMES } from '../../src/contract/tours';
import { createDiskStorage } from '../../server/storage/disk-storage';
import { MIN_PART_SIZE, createS3Storage, type S3Storage } from '../../server/storage/s3-storage';
import {
  FileTooLargeError,
  ObjectStorageError,
  tourFileKey,
  tourPrefix,
  type BlobStorage,
  type StorageKey,
} from '../../server/storage/storage';
import { ConfigError, readServerConfig } from '../../server/start';
import { startS3Server, type S3TestServer } from './support/s3-server';

// Starting the store's process and moving 12 MB through it takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const MB = 1024 * 1024;
const LARGE = 12 * MB;

let s3: S3TestServer;
let diskDir: string;
const opened: S3Storage[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  diskDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-storage-'));
});

afterAll(async () => {
  for (const storage of opened) storage.destroy();
  await s3?.stop();
  if (diskDir) await rm(diskDir, { recursive: true, force: true });
});

function s3Storage(options: Partial<Parameters<typeof createS3Storage>[0]> = {}): S3Storage {
  const storage = createS3Storage({ ...s3.settings, ...options });
  opened.push(storage);
  return storage;
}

const newTour = () => randomUUID();

/** `bytes` as a stream of 256 KiB chunks, as an upload arrives. */
function streamOf(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += 256 * 1024) {
    chunks.push(bytes.subarray(offset, offset + 256 * 1024));
  }
  return Readable.from(chunks);
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function contentOf(storage: BlobStorage, key: StorageKey): Promise<string | undefined> {
  const stored = await storage.get(key);
  return stored === undefined ? undefined : text(stored.stream);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function put(storage: BlobStorage, key: StorageKey, content: string | Buffer) {
  return storage.putStream(key, Readable.from([Buffer.from(content)]), { maxBytes: 64 * MB });
}

describe.each([
  { driver: 'local disk', make: (): BlobStorage => createDiskStorage(diskDir) },
  // Two keys a page, so that deleting a tour's files takes several pages.
  { driver: 'S3', make: (): BlobStorage => s3Storage({ listPageSize: 2 }) },
])('the $driver driver', ({ make }) => {
  it('streams a file larger than a part and reads it back whole and by byte ranges', async () => {
    const storage = make();
    const key = tourFileKey(newTour(), 'source');
    const bytes = randomBytes(LARGE);
    expect(await storage.putStream(key, streamOf(bytes), { maxBytes: LARGE })).toEqual({
      size: LARGE,
    });

    const whole = await storage.get(key);
    expect(whole).toMatchObject({ size: LARGE, etag: expect.stringMatching(/^".+"$/) });
    expect(whole?.range).toBeUndefined();
    expect(sha256(await bytesOf(whole!.stream))).toBe(sha256(bytes));
    expect(await storage.stat(key)).toEqual({ size: LARGE, etag: whole?.etag });

    for (const range of [
      { start: 0, end: 0 },
      { start: MIN_PART_SIZE - 3, end: MIN_PART_SIZE + 2 }, // across the first part's end
      { start: LARGE - 1, end: LARGE - 1 },
      { start: 2 * MB, end: LARGE - 1 },
    ]) {
      const stored = await storage.get(key, { range });
      expect(stored).toMatchObject({ size: LARGE, etag: whole?.etag, range });
      const read = await bytesOf(stored!.stream);
      expect(read.equals(bytes.subarray(range.start, range.end + 1)), JSON.stringify(range)).toBe(
        true,
      );
    }
  });

  it('answers undefined for an object that is not there', async () => {
    const storage = make();
    const key = tourFileKey(newTour(), 'model.glb');
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.get(key, { range: { start: 0, end: 9 } })).toBeUndefined();
    expect(await storage.stat(key)).toBeUndefined();
  });

  it('replaces an object whole, with a new ETag, and stores an empty one', async () => {
    const storage = make();
    const key = tourFileKey(newTour(), 'floorplan.svg');
    await put(storage, key, '<svg>one</svg>');
    const first = await storage.stat(key);
    await put(storage, key, '<svg>two!</svg>');
    const second = await storage.stat(key);
    expect(second?.size).toBe(15);
    expect(second?.etag).not.toBe(first?.etag);
    expect(await contentOf(storage, key)).toBe('<svg>two!</svg>');

    await put(storage, key, '');
    expect(await storage.stat(key)).toMatchObject({ size: 0 });
    expect(await contentOf(storage, key)).toBe('');
  });

  it('keeps the old object, and shows nothing new, when a write fails or is aborted', async () => {
    const storage = make();
    const key = tourFileKey(newTour(), 'source');
    await put(storage, key, 'old');

    // Over the limit, well into a second part.
    await expect(
      storage.putStream(key, streamOf(randomBytes(LARGE)), { maxBytes: 7 * MB }),
    ).rejects.toBeInstanceOf(FileTooLargeError);

    async function* broken() {
      yield randomBytes(6 * MB);
      throw new Error('connection reset by the uploader');
    }
    await expect(
      storage.putStream(key, Readable.from(broken()), { maxBytes: LARGE }),
    ).rejects.toThrow('connection reset by the uploader');

    // The uploader goes away after 6 MB: the request's signal aborts the write.
    const source = new PassThrough();
    const controller = new AbortController();
    const writing = storage.putStream(key, source, { maxBytes: LARGE, signal: controller.signal });
    source.write(randomBytes(6 * MB));
    setImmediate(() => controller.abort());
    await expect(writing).rejects.toThrow();
    source.destroy();

    expect(await contentOf(storage, key)).toBe('old');
    expect(await storage.stat(key)).toMatchObject({ size: 3 });
  });

  it("deletes every object under a tour's prefix, page by page, and nothing else", async () => {
    const storage = make();
    const tour = newTour();
    const other = newTour();
    for (const name of TOUR_FILE_NAMES) await put(storage, tourFileKey(tour, name), name);
    await put(storage, tourFileKey(other, 'source'), 'another tour');

    await storage.delete(tourPrefix(tour));
    for (const name of TOUR_FILE_NAMES) {
      expect(await storage.stat(tourFileKey(tour, name)), name).toBeUndefined();
    }
    expect(await contentOf(storage, tourFileKey(other, 'source'))).toBe('another tour');
    // Nothing there is not an error.
    await storage.delete(tourPrefix(tour));
  });

  it('refuses keys and prefixes that the server did not make', async () => {
    const storage = make();
    const tour = newTour();
    await expect(storage.get(`tours/${tour}/../x` as StorageKey)).rejects.toThrow(RangeError);
    await expect(storage.stat('other/key' as StorageKey)).rejects.toThrow(RangeError);
    await expect(
      storage.putStream(`tours/${tour}/passwd` as StorageKey, Readable.from([]), { maxBytes: 1 }),
    ).rejects.toThrow(RangeError);
    await expect(storage.delete('tours/' as ReturnType<typeof tourPrefix>)).rejects.toThrow(
      RangeError,
    );
  });
});

describe('the S3 driver on its own', () => {
  /** The requests of one key's multipart upload, as the server answered them. */
  const uploadRequests = (key: string) =>
    s3.requests.filter(
      (request) => request.url.includes(key) && /[?&](uploads|uploadId)/.test(request.url),
    );

  it('uploads a stream in parts of 5 MB and completes it once', async () => {
    const storage = s3Storage();
    const key = tourFileKey(newTour(), 'source');
    await storage.putStream(key, streamOf(randomBytes(LARGE)), { maxBytes: LARGE });
    // The server prints a request once it has answered it: the log may lag the client a little.
    await s3.waitForRequest((r) => r.method === 'POST' && r.url.includes(`${key}?uploadId=`));
    const calls = uploadRequests(key).map(({ method, url, status }) => {
      const part = /partNumber=(\d+)/.exec(url)?.[1];
      return `${method} ${part ?? (url.includes('uploads') ? 'create' : 'complete')} ${status}`;
    });
    expect(calls.sort()).toEqual([
      'POST complete 200',
      'POST create 200',
      'PUT 1 200',
      'PUT 2 200',
      'PUT 3 200',
    ]);
  });

  it('deletes more than a thousand objects under one prefix', async () => {
    const tour = newTour();
    const client = new S3Client({ ...s3.settings });
    const keys = Array.from({ length: 1003 }, (_, index) => `tours/${tour}/extra-${index}`);
    for (let index = 0; index < keys.length; index += 50) {
      await Promise.all(
        keys
          .slice(index, index + 50)
          .map((Key) => client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'x' }))),
      );
    }
    client.destroy();
    const storage = s3Storage();
    await put(storage, tourFileKey(tour, 'source'), 'the upload');

    const before = s3.requests.length;
    await storage.delete(tourPrefix(tour));
    expect(await storage.stat(tourFileKey(tour, 'source'))).toBeUndefined();
    expect(await keysUnder(tour)).toEqual([]);
    // Two pages of at most 1000 keys, each deleted with one request. A request the store
    // answered with an error is tried again by the SDK (the loaded CI machine saw one): only
    // the answered ones count.
    const calls = () =>
      s3.requests
        .slice(before)
        .filter((r) => r.status === 200)
        .filter((r) => r.url.includes('max-keys=1000&prefix') || r.url.endsWith('?delete='))
        .map((r) =>
          r.method === 'GET'
            ? `list${r.url.includes('continuation-token') ? ' more' : ''}`
            : 'delete',
        );
    await expect.poll(calls).toEqual(['list', 'delete', 'list more', 'delete']);
  });

  it('finishes an upload when the store restarts in the middle of it, within its retry budget', async () => {
    // Retries every 100-500 ms for about 15 s: far longer than a restart takes.
    const storage = s3Storage({ retry: { maxAttempts: 30, baseDelayMs: 100, maxDelayMs: 500 } });
    const key = tourFileKey(newTour(), 'source');
    const bytes = randomBytes(LARGE);
    const source = new PassThrough();
    const writing = storage.putStream(key, source, { maxBytes: LARGE });

    source.write(bytes.subarray(0, 6 * MB));
    await s3.waitForRequest((r) => r.url.includes(key) && r.url.includes('partNumber=1'));
    await s3.kill();
    const hold = await s3.holdPort();
    source.end(bytes.subarray(6 * MB));
    // The next parts reach a store that is down (their connections are reset) ...
    await hold.tried;
    await hold.release();
    // ... and are retried until it is back, with the first part still there.
    await s3.start();

    await expect(writing).resolves.toEqual({ size: LARGE });
    const stored = await storage.get(key);
    expect(stored?.size).toBe(LARGE);
    expect(sha256(await bytesOf(stored!.stream))).toBe(sha256(bytes));
    const afterRestart = uploadRequests(key).map(({ method, url }) => `${method} ${url}`);
    expect(afterRestart.some((call) => call.includes('partNumber=1'))).toBe(false);
    expect(afterRestart.some((call) => call.includes('partNumber=2'))).toBe(true);
  });

  it('fails an upload with a clear error when the store stays away, and shows no new object', async () => {
    const storage = s3Storage({ retry: { maxAttempts: 2, baseDelayMs: 50, maxDelayMs: 50 } });
    const key = tourFileKey(newTour(), 'source');
    await put(storage, key, 'the old upload');
    const source = new PassThrough();
    const writing = storage.putStream(key, source, { maxBytes: LARGE });
    const failed = writing.then(
      () => undefined,
      (error: unknown) => error,
    );

    source.write(randomBytes(6 * MB));
    await s3.waitForRequest((r) => r.url.includes(key) && r.url.includes('partNumber=1'));
    await s3.kill();
    const hold = await s3.holdPort();
    source.end(randomBytes(6 * MB));
    const error = await failed;
    await hold.release();
    await s3.start();

    expect(error).toBeInstanceOf(ObjectStorageError);
    expect((error as Error).message).toMatch(
      new RegExp(`^Object storage \\(bucket "${s3.bucket}"\\) could not store ${key}: `),
    );
    // The store is back: the half-sent upload never became the object.
    expect(await contentOf(storage, key)).toBe('the old upload');
  });
});

/** The keys under a tour's prefix, as another client of the bucket sees them. */
async function keysUnder(tour: string): Promise<string[]> {
  const client = new S3Client({ ...s3.settings });
  try {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `tours/${tour}/` }),
    );
    return (page.Contents ?? []).flatMap(({ Key }) => (Key === undefined ? [] : [Key]));
  } finally {
    client.destroy();
  }
}

describe('S3_* variables', () => {
  const read = (env: Record<string, string>) => readServerConfig(env).objectStorage;

  it('keep tour files on the local disk unless S3_BUCKET is set', () => {
    expect(read({})).toBeUndefined();
    expect(read({ S3_BUCKET: '  ' })).toBeUndefined();
  });

  it('select an S3-compatible store, path-style by default when it has its own endpoint', () => {
    expect(
      read({
        S3_BUCKET: 'roomwalk-tours',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'roomwalk-tours',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(
      read({ S3_BUCKET: 'tours.example', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }),
    ).toEqual({ bucket: 'tours.example', region: 'eu-west-1', forcePathStyle: false });
  });

  it.each([
    [{ S3_BUCKET: 'tours' }, /S3_REGION is required with S3_BUCKET on AWS/],
    [{ S3_BUCKET: 'Tours_Bucket', S3_REGION: 'eu-west-1' }, /S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'tours', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be the service's/],
    [{ S3_BUCKET: 'tours', S3_ENDPOINT: 'https://k:s@s3.test' }, /must not hold credentials/],
    [{ S3_BUCKET: 'tours', S3_REGION: 'EU West' }, /S3_REGION must be a region name/],
    [{ S3_BUCKET: 'tours', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'k' }, /go together/],
    [{ S3_BUCKET: 'tours', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'yes' }, /true or false/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'x' }, /set but S3_BUCKET is not/],
  ])('refuse %o with a clear message', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError);
    expect(() => readServerConfig(env)).toThrow(message);
  });
});
