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
import { parseEnv } from '../config/env';
import { createDiskStorage, storageDirFor } from '../storage/disk-storage';
import type { S3Settings } from '../storage/s3-settings';
import { createS3Storage } from '../storage/s3-storage';
import type { BlobStorage } from '../storage/storage';
import { uploadStoreFor, type UploadStoreLoader } from '../storage/upload-store';

export interface TourFilesConfig {
  storage: BlobStorage;
  maxUploadBytes: number;
  /** Where resumable uploads gather their bytes (decision 0054). */
  uploadStore: UploadStoreLoader;
}

export function tourFilesConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TourFilesConfig {
  const checked = parseEnv(env);
  return tourFilesConfig(
    path.resolve(checked.DATA_DIR),
    checked.MAX_UPLOAD_BYTES,
    checked.objectStorage,
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
