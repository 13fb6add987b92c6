/**
 * Blob storage behind one interface: local disk under <DATA_DIR>/storage by default
 * (disk-storage.ts), an S3-compatible object store when S3_BUCKET is set (s3-storage.ts). Both
 * pass the same contract tests (tests/server/storage.test.ts).
 *
 * Keys are made by the server only (tourFileKey): tours/<uuid>/<name>, the name from a fixed
 * allow-list. Nothing a client sends (an upload's name, a path) ever becomes part of a key.
 */
import type { Readable } from 'node:stream';
import { TOUR_FILE_NAMES, fileTooLargeMessage, type TourFileName } from '../../src/contract/tours';

export { DEFAULT_MAX_UPLOAD_BYTES } from '../../src/contract/tours';

declare const storageKeyBrand: unique symbol;
/** A key made by tourFileKey; a plain string is not one. */
export type StorageKey = string & { readonly [storageKeyBrand]: true };
declare const storagePrefixBrand: unique symbol;
export type StoragePrefix = string & { readonly [storagePrefixBrand]: true };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `id` is a canonical, lowercase uuid (what the database hands out). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

export function isTourFileName(name: string): name is TourFileName {
  return (TOUR_FILE_NAMES as readonly string[]).includes(name);
}

/** tours/<tourId>/ : everything stored for one tour. */
export function tourPrefix(tourId: string): StoragePrefix {
  if (!isUuid(tourId)) throw new RangeError('A tour id must be a uuid');
  return `tours/${tourId}/` as StoragePrefix;
}

/** tours/<tourId>/<name>, the name from the allow-list. */
export function tourFileKey(tourId: string, name: TourFileName): StorageKey {
  if (!isTourFileName(name)) throw new RangeError('Not a tour file name');
  return `${tourPrefix(tourId)}${name}` as StorageKey;
}

/** Whether `key` has the one shape tourFileKey makes (checked again by every backend). */
export function isStorageKey(key: string): key is StorageKey {
  const [area, tourId = '', name = '', ...rest] = key.split('/');
  return area === 'tours' && rest.length === 0 && isUuid(tourId) && isTourFileName(name);
}

export function isStoragePrefix(prefix: string): prefix is StoragePrefix {
  const [area, tourId = '', end, ...rest] = prefix.split('/');
  return area === 'tours' && end === '' && rest.length === 0 && isUuid(tourId);
}

/** What putStream reads: a Node stream or a web stream (a fetch Request's body). */
export type ByteSource = Readable | ReadableStream<Uint8Array>;

export interface PutOptions {
  /** More bytes than this: the write is aborted, nothing is kept, FileTooLargeError. */
  maxBytes: number;
  /** Aborts the write (the client went away); nothing is kept. */
  signal?: AbortSignal;
}

/** What is known of a stored object without reading it. */
export interface ObjectInfo {
  /** The whole object's size in bytes. */
  size: number;
  /**
   * A strong validator of the object's bytes, quoted as HTTP's ETag is: another object written
   * under the same key gets another one.
   */
  etag: string;
}

/** Bytes `start` to `end` of an object, both included, as HTTP's byte ranges count. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface GetOptions {
  /** Only these bytes. The range must lie within the object (resolve it against stat's size). */
  range?: ByteRange;
}

export interface StoredObject extends ObjectInfo {
  /** The object's bytes, or only those of the range asked. */
  stream: Readable;
  /** The bytes the stream holds, when a range was asked. */
  range?: ByteRange;
}

export interface BlobStorage {
  /**
   * Streams `source` to `key`: never held whole in memory, never visible half-written (a reader
   * sees the old object or the new one). Resolves to the size written.
   */
  putStream(key: StorageKey, source: ByteSource, options: PutOptions): Promise<{ size: number }>;
  /** The object (or a range of it) with its size and ETag, or undefined when there is none. */
  get(key: StorageKey, options?: GetOptions): Promise<StoredObject | undefined>;
  /** The object's size and ETag without its bytes, or undefined when there is none. */
  stat(key: StorageKey): Promise<ObjectInfo | undefined>;
  /** Removes every object under `prefix`; nothing there is not an error. */
  delete(prefix: StoragePrefix): Promise<void>;
  /**
   * Resolves when the storage can be read and written (GET /api/ready); rejects otherwise. It
   * stores nothing: a bucket's or a folder's access is checked, not proven by a write.
   */
  check(): Promise<void>;
}

/** An upload over its limit. The message is fit to show. */
export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(fileTooLargeMessage(maxBytes));
  }
}

/** The object store failed (unreachable, refused, broken): what was asked was not done. */
export class ObjectStorageError extends Error {
  override name = 'ObjectStorageError';
}
