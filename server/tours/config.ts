/**
 * Where tour files live and how large an upload may be, from the environment:
 *   DATA_DIR          (data)  files go to <DATA_DIR>/storage, unfinished resumable uploads to
 *                             <DATA_DIR>/uploads
 *   MAX_UPLOAD_BYTES  (500 MB) the largest accepted upload
 *   S3_BUCKET, S3_*   an S3-compatible object store instead (server/storage/s3-settings.ts)
 * The server passes its own (ApiDeps.tourFiles, from readServerConfig); this reading of the
 * environment, relative to the working directory, serves the in-process test servers.
 */
import path from 'node:path';
import { createDiskStorage, storageDirFor } from '../storage/disk-storage';
import { readS3Settings, type S3Settings } from '../storage/s3-settings';
import { createS3Storage } from '../storage/s3-storage';
import { DEFAULT_MAX_UPLOAD_BYTES, type BlobStorage } from '../storage/storage';
import { uploadStoreFor, type UploadStoreLoader } from '../storage/upload-store';

export interface TourFilesConfig {
  storage: BlobStorage;
  maxUploadBytes: number;
  /** Where resumable uploads gather their bytes (decision 0054). */
  uploadStore: UploadStoreLoader;
}

export function tourFilesConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TourFilesConfig {
  return tourFilesConfig(
    path.resolve(env.DATA_DIR?.trim() || 'data'),
    readMaxUploadBytes(env.MAX_UPLOAD_BYTES),
    readS3Settings(env),
  );
}

/** The local disk under dataDir, or the object store of `objectStorage` when given. */
export function tourFilesConfig(
  dataDir: string,
  maxUploadBytes: number,
  objectStorage?: S3Settings,
): TourFilesConfig {
  // The S3 driver loads the AWS SDK only when it is first used.
  const storage =
    objectStorage === undefined
      ? createDiskStorage(storageDirFor(dataDir))
      : createS3Storage(objectStorage);
  return { storage, maxUploadBytes, uploadStore: uploadStoreFor(dataDir, objectStorage) };
}

export function readMaxUploadBytes(text: string | undefined): number {
  const trimmed = text?.trim();
  if (!trimmed) return DEFAULT_MAX_UPLOAD_BYTES;
  const bytes = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || bytes < 1 || !Number.isSafeInteger(bytes)) {
    throw new RangeError(`MAX_UPLOAD_BYTES must be a whole number of bytes, got "${trimmed}".`);
  }
  return bytes;
}
