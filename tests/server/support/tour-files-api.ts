/**
 * The real app (support/test-api.ts) with its tour files in a throw-away DATA_DIR, for the test
 * files that read those files or upload them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import type { TestApi } from '../auth-helpers';
import { createTestApi } from './test-api';

export interface ApiWithTourFiles {
  api: TestApi;
  /** DATA_DIR: storage/ holds the tour files, uploads/ the resumable uploads. */
  dataDir: string;
  /** Closes the app, removes the folder and unstubs the environment. */
  close(): Promise<void>;
}

/** `name` names the folder; `uploadLimit`, if given, is MAX_UPLOAD_BYTES. */
export async function startApiWithTourFiles(
  name: string,
  uploadLimit?: number,
): Promise<ApiWithTourFiles> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `roomwalk-${name}-`));
  vi.stubEnv('DATA_DIR', dataDir);
  if (uploadLimit !== undefined) vi.stubEnv('MAX_UPLOAD_BYTES', String(uploadLimit));
  const api = await createTestApi();
  return {
    api,
    dataDir,
    async close() {
      vi.unstubAllEnvs();
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
