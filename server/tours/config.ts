/**
 * Where tour files live and how large an upload may be, from the environment:
 *   DATA_DIR          (data)  files go to <DATA_DIR>/storage
 *   MAX_UPLOAD_BYTES  (500 MB) the largest accepted upload
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDiskStorage, storageDirFor } from '../storage/disk-storage';
import { DEFAULT_MAX_UPLOAD_BYTES, type BlobStorage } from '../storage/storage';

const ROOT_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface TourFilesConfig {
  storage: BlobStorage;
  maxUploadBytes: number;
}

export function tourFilesConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TourFilesConfig {
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR?.trim() || 'data');
  return {
    storage: createDiskStorage(storageDirFor(dataDir)),
    maxUploadBytes: readMaxUploadBytes(env.MAX_UPLOAD_BYTES),
  };
}

function readMaxUploadBytes(text: string | undefined): number {
  const trimmed = text?.trim();
  if (!trimmed) return DEFAULT_MAX_UPLOAD_BYTES;
  const bytes = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || bytes < 1 || !Number.isSafeInteger(bytes)) {
    throw new RangeError(`MAX_UPLOAD_BYTES must be a whole number of bytes, got "${trimmed}".`);
  }
  return bytes;
}
