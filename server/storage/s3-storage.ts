/**
 * BlobStorage on an S3-compatible object store (AWS SDK v3), keys as on the disk: tours/<uuid>/<name>.
 *
 * A write streams through a multipart upload (@aws-sdk/lib-storage): at most `queueSize` parts of
 * `partSize` bytes are held in memory, whatever the size of the file. S3 makes an object visible
 * only when its upload completes, so a reader sees the old object or the new one, never half; a
 * write that fails or is aborted is abandoned (AbortMultipartUpload, best effort: give the bucket
 * a lifecycle rule that removes incomplete multipart uploads after a day for the rest).
 *
 * Every request is retried on network errors and 5xx answers with exponential backoff (`retry`),
 * so a store that restarts within that budget costs nothing but time; one that stays away fails
 * the call with an ObjectStorageError.
 *
 * The SDK is loaded on first use (dynamic imports, which the compiled server keeps as such): a
 * server on the local disk never loads it (about half a second and 25 MB).
 */
import { Readable, pipeline } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import type { Upload } from '@aws-sdk/lib-storage';
import { ByteLimit, toNodeStream } from './byte-source';
import type { S3Settings } from './s3-settings';
import {
  ObjectStorageError,
  isStorageKey,
  isStoragePrefix,
  type BlobStorage,
  type ByteRange,
  type ObjectInfo,
  type StorageKey,
  type StoredObject,
} from './storage';

/** S3's smallest part (but the last); also lib-storage's default. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;
/** The most keys one ListObjectsV2 page or DeleteObjects call takes. */
export const MAX_KEYS_PER_REQUEST = 1000;

export interface RetryPolicy {
  /** Tries of one request, the first included. */
  maxAttempts: number;
  /** The wait before the first retry; it doubles for each one after, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** About 8 s of waits (0.25 + 0.5 + 1 + 2 + 4): a store's restart, not a long outage. */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 6, baseDelayMs: 250, maxDelayMs: 5000 };

export interface S3StorageOptions extends S3Settings {
  /** Bytes per multipart part (MIN_PART_SIZE). */
  partSize?: number;
  /** Parts uploaded at once, and so held in memory, per write (4). */
  queueSize?: number;
  /** Keys per ListObjectsV2 page when deleting a prefix (1000, the most S3 gives). */
  listPageSize?: number;
  retry?: RetryPolicy;
}

export interface S3Storage extends BlobStorage {
  /** Closes the client's pooled connections. */
  destroy(): void;
}

export function createS3Storage(options: S3StorageOptions): S3Storage {
  const { bucket } = options;
  const partSize = options.partSize ?? MIN_PART_SIZE;
  const queueSize = options.queueSize ?? 4;
  const listPageSize = options.listPageSize ?? MAX_KEYS_PER_REQUEST;
  if (partSize < MIN_PART_SIZE) throw new RangeError(`A part is at least ${MIN_PART_SIZE} bytes`);
  if (!(listPageSize >= 1 && listPageSize <= MAX_KEYS_PER_REQUEST)) {
    throw new RangeError(`A list page holds 1 to ${MAX_KEYS_PER_REQUEST} keys`);
  }
  const retry = options.retry ?? DEFAULT_RETRY;

  interface Connection {
    sdk: typeof S3Sdk;
    Upload: typeof Upload;
    client: S3Client;
  }
  let connecting: Promise<Connection> | undefined;
  const connect = () =>
    (connecting ??= (async () => {
      const [sdk, { Upload }, { ConfiguredRetryStrategy }] = await Promise.all([
        import('@aws-sdk/client-s3'),
        import('@aws-sdk/lib-storage'),
        import('@smithy/core/retry'),
      ]);
      const client = new sdk.S3Client({
        region: options.region,
        ...(options.endpoint !== undefined && { endpoint: options.endpoint }),
        forcePathStyle: options.forcePathStyle,
        ...(options.credentials !== undefined && { credentials: options.credentials }),
        // The SDK's newer default adds CRC32 checksums that several S3-compatible services
        // refuse or mishandle; these are the checksums the S3 API itself requires.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        retryStrategy: new ConfiguredRetryStrategy(retry.maxAttempts, (attempt) =>
          Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1)),
        ),
        // A store that does not answer a connection is down, not slow.
        requestHandler: { connectionTimeout: 10_000 },
      });
      return { sdk, Upload, client };
    })());

  const failure = (doing: string, error: unknown) => {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return new ObjectStorageError(`Object storage (bucket "${bucket}") ${doing}: ${reason}`, {
      cause: error,
    });
  };

  const checkKey = (key: StorageKey) => {
    if (!isStorageKey(key)) throw new RangeError('Not a storage key');
  };

  return {
    async putStream(key, source, options) {
      checkKey(key);
      const { sdk, Upload, client } = await connect();
      const counter = new ByteLimit(options.maxBytes);
      const input = toNodeStream(source);
      // The source's own failure (the uploader went away) is the reason, as on the disk.
      let sourceFailure: unknown;
      input.once('error', (error) => (sourceFailure ??= error));
      // Errors of the source reach the counter, and so the upload reading it.
      const body = pipeline(input, counter, () => {});
      const abort = new AbortController();
      const onAbort = () => abort.abort();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      if (options.signal?.aborted) abort.abort();
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body },
        partSize,
        queueSize,
        // Abandoned below, so that a failed abort cannot hide why the upload failed.
        leavePartsOnError: true,
        abortController: abort,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        if (upload.uploadId !== undefined) {
          await client
            .send(
              new sdk.AbortMultipartUploadCommand({
                Bucket: bucket,
                Key: key,
                UploadId: upload.uploadId,
              }),
            )
            .catch(() => undefined);
        }
        if (counter.exceeded !== undefined) throw counter.exceeded;
        options.signal?.throwIfAborted();
        if (sourceFailure !== undefined) throw sourceFailure;
        throw failure(`could not store ${key}`, error);
      } finally {
        options.signal?.removeEventListener('abort', onAbort);
      }
      return { size: counter.bytes };
    },

    async get(key, options = {}): Promise<StoredObject | undefined> {
      checkKey(key);
      const { range } = options;
      const { sdk, client } = await connect();
      let output: GetObjectCommandOutput;
      try {
        output = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range !== undefined && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        );
      } catch (error) {
        if (isNotFound(sdk, error)) return undefined;
        throw failure(`could not read ${key}`, error);
      }
      const body = output.Body;
      if (!(body instanceof Readable)) {
        throw new ObjectStorageError(`Object storage gave no readable body for ${key}`);
      }
      try {
        const etag = etagOf(output.ETag);
        if (range === undefined)
          return { stream: body, size: lengthOf(output.ContentLength), etag };
        const answered = answeredRange(output);
        if (answered.start > range.start || answered.end < range.end) {
          throw new Error(`bytes ${range.start}-${range.end} asked, ${output.ContentRange} sent`);
        }
        // Some S3-compatible stores send more than was asked (s3rver: all of it for bytes=0-0).
        const exact = answered.start === range.start && answered.end === range.end;
        const stream = exact
          ? body
          : Readable.from(
              sliceOf(body, range.start - answered.start, range.end - range.start + 1),
              {
                objectMode: false,
              },
            );
        return { stream, size: answered.size, etag, range };
      } catch (error) {
        body.destroy();
        throw failure(`answered oddly for ${key}`, error);
      }
    },

    async stat(key): Promise<ObjectInfo | undefined> {
      checkKey(key);
      const { sdk, client } = await connect();
      try {
        const output = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: lengthOf(output.ContentLength), etag: etagOf(output.ETag) };
      } catch (error) {
        if (isNotFound(sdk, error)) return undefined;
        throw failure(`could not look up ${key}`, error);
      }
    },

    async delete(prefix) {
      if (!isStoragePrefix(prefix)) throw new RangeError('Not a storage prefix');
      const { sdk, client } = await connect();
      try {
        let token: string | undefined;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix,
              MaxKeys: listPageSize,
              ...(token !== undefined && { ContinuationToken: token }),
            }),
          );
          const objects = (page.Contents ?? []).flatMap(({ Key }) =>
            Key?.startsWith(prefix) ? [{ Key }] : [],
          );
          if (objects.length > 0) {
            const result = await client.send(
              new sdk.DeleteObjectsCommand({
                Bucket: bucket,
                Delete: { Objects: objects, Quiet: true },
              }),
            );
            const [first] = result.Errors ?? [];
            if (first !== undefined) {
              throw new Error(
                `${result.Errors?.length} not deleted, ${first.Key}: ${first.Code} ${first.Message}`,
              );
            }
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token !== undefined);
      } catch (error) {
        throw failure(`could not delete ${prefix}`, error);
      }
    },

    async check() {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw failure('could not be reached', error);
      }
    },

    destroy() {
      void connecting?.then(
        ({ client }) => client.destroy(),
        () => undefined,
      );
    },
  };
}

function isNotFound(sdk: typeof S3Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

function lengthOf(contentLength: number | undefined): number {
  if (contentLength === undefined || !Number.isSafeInteger(contentLength) || contentLength < 0) {
    throw new Error('no Content-Length');
  }
  return contentLength;
}

/** The bytes a ranged GET sent, from its Content-Range (or all of them, when it ignored it). */
function answeredRange(output: GetObjectCommandOutput): ByteRange & { size: number } {
  if (output.ContentRange === undefined) {
    const size = lengthOf(output.ContentLength);
    return { start: 0, end: size - 1, size };
  }
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(output.ContentRange);
  if (match === null) throw new Error(`Content-Range ${output.ContentRange}`);
  const [start, end, size] = match.slice(1).map(Number) as [number, number, number];
  return { start, end, size };
}

/** `length` bytes of `source` after the first `skip`; the rest of it is not read. */
async function* sliceOf(source: Readable, skip: number, length: number): AsyncGenerator<Buffer> {
  let skipping = skip;
  let left = length;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const from = Math.min(skipping, chunk.length);
    skipping -= from;
    const part = chunk.subarray(from, from + left);
    if (part.length === 0) continue;
    left -= part.length;
    yield part;
    if (left === 0) return;
  }
  if (left > 0) throw new Error('The object store sent fewer bytes than the range holds');
}

function etagOf(etag: string | undefined): string {
  if (etag === undefined || etag === '') throw new Error('no ETag');
  return etag.startsWith('"') || etag.startsWith('W/"') ? etag : `"${etag}"`;
}
