/**
 * Where a resumable upload keeps its bytes until the last one arrives (decision 0054): the folder
 * <DATA_DIR>/uploads beside the tour files, or the tour files' bucket when they are in object
 * storage, so that any API process can take the next part of an upload. @tus/file-store and
 * @tus/s3-store, loaded with the first upload (the S3 one brings the AWS SDK).
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';
import type { S3Settings } from './s3-settings';

/** A resumable upload that has not finished this long after it began is deleted. */
export const RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 60 * 60_000;
/** S3's smallest part but the last is 5 MiB; larger parts mean fewer requests for a large scan. */
const S3_PART_BYTES = 8 * 1024 * 1024;

/** Where a resumable upload's bytes gather: a tus store that can also read them back. */
export type ResumableUploadStore = DataStore & {
  read(id: string): Readable | Promise<Readable>;
};

export type UploadStoreLoader = () => Promise<ResumableUploadStore>;

export function uploadStoreFor(dataDir: string, objectStorage?: S3Settings): UploadStoreLoader {
  let loading: Promise<ResumableUploadStore> | undefined;
  return () => {
    loading ??= (objectStorage === undefined ? diskStore(dataDir) : s3Store(objectStorage)).catch(
      (error: unknown) => {
        loading = undefined; // the next upload tries again
        throw error;
      },
    );
    return loading;
  };
}

/** The uploads folder of a data directory. */
export const uploadsDirFor = (dataDir: string): string => path.join(dataDir, 'uploads');

async function diskStore(dataDir: string): Promise<ResumableUploadStore> {
  const { FileStore } = await import('@tus/file-store');
  return new FileStore({
    directory: uploadsDirFor(dataDir),
    expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_EXPIRY_MS,
  });
}

async function s3Store(settings: S3Settings): Promise<ResumableUploadStore> {
  const { S3Store } = await import('@tus/s3-store');
  return new S3Store({
    partSize: S3_PART_BYTES,
    expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_EXPIRY_MS,
    s3ClientConfig: {
      bucket: settings.bucket,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint !== undefined && { endpoint: settings.endpoint }),
      ...(settings.credentials !== undefined && { credentials: settings.credentials }),
    },
  });
}
