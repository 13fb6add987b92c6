/**
 * BlobStorage on the local disk: <root>/tours/<uuid>/<name>. A write goes to a temporary file
 * beside the target and is renamed over it when complete, so no reader ever sees half a file and
 * an aborted write leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import {
  FileTooLargeError,
  isStorageKey,
  isStoragePrefix,
  type BlobStorage,
  type ByteSource,
  type PutOptions,
  type StorageKey,
  type StoragePrefix,
  type StoredObject,
} from './storage';

/** The storage folder under a DATA_DIR. */
export function storageDirFor(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

export function createDiskStorage(rootDir: string): BlobStorage {
  const root = path.resolve(rootDir);

  /** The file of a key; keys are checked again here, so no other path can ever be reached. */
  const fileOf = (key: StorageKey): string => {
    if (!isStorageKey(key)) throw new RangeError('Not a storage key');
    return path.join(root, ...key.split('/'));
  };

  return {
    async putStream(key, source, options) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(8).toString('hex')}.partial`;
      const counter = new ByteLimit(options.maxBytes);
      try {
        await pipeline(
          toNodeStream(source),
          counter,
          createWriteStream(partial, { flags: 'wx' }),
          withSignal(options),
        );
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: counter.bytes };
    },

    async get(key): Promise<StoredObject | undefined> {
      const file = fileOf(key);
      const info = await stat(file).catch(() => undefined);
      if (info === undefined || !info.isFile()) return undefined;
      return { stream: createReadStream(file), size: info.size };
    },

    async delete(prefix: StoragePrefix) {
      if (!isStoragePrefix(prefix)) throw new RangeError('Not a storage prefix');
      await rm(path.join(root, ...prefix.split('/').filter(Boolean)), {
        recursive: true,
        force: true,
      });
    },

    async check() {
      // The folder is made on first use; a missing one is made here too (once), then checked.
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK | constants.X_OK);
    },
  };
}

function withSignal(options: PutOptions): { signal?: AbortSignal } {
  return options.signal === undefined ? {} : { signal: options.signal };
}

function toNodeStream(source: ByteSource): Readable {
  if (source instanceof Readable) return source;
  // The DOM and node:stream/web ReadableStream types differ only on paper.
  return Readable.fromWeb(source as unknown as NodeWebReadableStream<Uint8Array>);
}

/** Passes bytes through, counting them; past the limit it fails with FileTooLargeError. */
class ByteLimit extends Transform {
  bytes = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) callback(new FileTooLargeError(this.maxBytes));
    else callback(null, chunk);
  }
}
