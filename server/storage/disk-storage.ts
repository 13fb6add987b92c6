/**
 * BlobStorage on the local disk: <root>/tours/<uuid>/<name>. A write goes to a temporary file
 * beside the target and is renamed over it when complete, so no reader ever sees half a file and
 * an aborted write leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { constants, type BigIntStats } from 'node:fs';
import { access, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ByteLimit, toNodeStream } from './byte-source';
import {
  isStorageKey,
  isStoragePrefix,
  type BlobStorage,
  type ObjectInfo,
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
      // Opened before the pipeline: a write stream opens its file lazily, so a source failing
      // at once could reject the pipeline before the file exists and the clean-up below ran
      // too early, leaving the partial file behind.
      const partialFile = await open(partial, 'wx');
      try {
        await pipeline(
          toNodeStream(source),
          counter,
          partialFile.createWriteStream(),
          withSignal(options),
        );
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: counter.bytes };
    },

    async get(key, options = {}): Promise<StoredObject | undefined> {
      // The open file is what is read and described, even if a new one is renamed over it.
      const handle = await open(fileOf(key), 'r').catch(() => undefined);
      if (handle === undefined) return undefined;
      try {
        const stats = await handle.stat({ bigint: true });
        if (!stats.isFile()) throw new Error('Not a file');
        const { range } = options;
        const stream = handle.createReadStream(range ?? {});
        return { stream, ...infoOf(stats), ...(range !== undefined && { range }) };
      } catch {
        await handle.close();
        return undefined;
      }
    },

    async stat(key): Promise<ObjectInfo | undefined> {
      const stats = await stat(fileOf(key), { bigint: true }).catch(() => undefined);
      return stats?.isFile() ? infoOf(stats) : undefined;
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

/**
 * A file's size and ETag. Every write is a new file renamed into place, so its inode, change
 * time and size together name one content.
 */
function infoOf(stats: BigIntStats): ObjectInfo {
  const tag = [stats.ino, stats.ctimeNs, stats.size].map((n) => n.toString(36)).join('-');
  return { size: Number(stats.size), etag: `"${tag}"` };
}

function withSignal(options: PutOptions): { signal?: AbortSignal } {
  return options.signal === undefined ? {} : { signal: options.signal };
}
