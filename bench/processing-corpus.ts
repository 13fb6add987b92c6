/**
 * The corpus in the processing benchmark (issue 17, point 9): each file of the corpus table
 * (tests/corpus/table.ts: third-party files from Debian and npm, and the generated IFC house)
 * uploaded to a real compiled server (`npm run build`) with its worker, as customers upload (each
 * file by an owner of its own):
 * seconds from the start of the upload to the tour being ready (or failed), the upload's size and
 * the sizes of what processing made. Figures are printed, never asserted; how each file must end
 * is tests/server/corpus.test.ts's business.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TourView } from '../src/contract/tours';
import { ROOT_DIR } from '../server/root-dir';
import { CORPUS } from '../tests/corpus/table';
import { newUser, ok, type User } from './bench-user';
import { serverAddress, startServerProcess } from './server-process';
import { printTable } from './table';

const READY_WITHIN_MS = 300_000;
const ASSETS = ['model', 'navmesh', 'floorplan', 'thumbnail'] as const;

export interface CorpusRun {
  file: string;
  inputBytes: number;
  status: string;
  kind: string | null;
  /** From the start of the upload to ready or failed. */
  uploadToReadySeconds: number;
  /** Bytes of each processed file served for the tour. */
  outputs: Partial<Record<(typeof ASSETS)[number], number>>;
  error: string | null;
}

/** Every corpus file through a compiled server with its worker; null when there is no build. */
export async function measureCorpus(): Promise<CorpusRun[] | null> {
  if (!existsSync(path.join(ROOT_DIR, 'dist-server', 'main.mjs'))) return null;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-bench-corpus-'));
  const server = await startServerProcess({
    role: 'server',
    compiled: true,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AUTH_SECRET: 'the-corpus-benchmark-uses-this-secret-0123456789',
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_APP: 'false',
      SIGNUP_CREDITS: '1',
      // Each owner comes from a network of their own (sign-ups are limited per network).
      TRUST_PROXY_HOPS: '1',
      NODE_ENV: 'development',
    },
  });
  try {
    const runs: CorpusRun[] = [];
    for (const [index, row] of CORPUS.entries()) {
      const upload = await row.upload();
      console.log(`  corpus: ${row.file}`);
      // An owner of their own: the queue slows an owner whose uploads keep failing (one job per
      // 30 s after 3 failures in an hour), and the corpus has its refusals.
      const user = await newUser(serverAddress(server), `198.18.0.${index + 1}`);
      runs.push(await uploadToReady(user, row.file, upload, row.sourceKind ?? 'scan'));
    }
    return runs;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function uploadToReady(
  user: User,
  file: string,
  upload: Uint8Array,
  sourceKind: 'scan' | 'cad',
): Promise<CorpusRun> {
  const created = await ok(
    user.call('/api/v1/tours', {
      method: 'POST',
      body: JSON.stringify({ title: file, sourceKind }),
    }),
  );
  const { id } = (await created.json()) as TourView;
  const started = performance.now();
  await ok(
    user.call(`/api/v1/tours/${id}/source`, {
      method: 'PUT',
      body: Buffer.from(upload),
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  );
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const tour = (await (await ok(user.call(`/api/v1/tours/${id}`))).json()) as TourView;
    if (tour.status === 'ready' || tour.status === 'failed') {
      const uploadToReadySeconds = (performance.now() - started) / 1000;
      return {
        file,
        inputBytes: upload.byteLength,
        status: tour.status,
        kind: tour.status === 'ready' ? tour.kind : null,
        uploadToReadySeconds,
        outputs: await outputSizes(user, tour),
        error: tour.error,
      };
    }
    if (Date.now() > deadline) throw new Error(`${file}: still ${tour.status} after 5 minutes`);
    await sleep(50);
  }
}

async function outputSizes(user: User, tour: TourView): Promise<CorpusRun['outputs']> {
  const sizes: CorpusRun['outputs'] = {};
  for (const asset of ASSETS) {
    const url = tour.assets[asset];
    if (url === undefined) continue;
    sizes[asset] = (await (await ok(user.call(url))).arrayBuffer()).byteLength;
  }
  return sizes;
}

const kB = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1000).toFixed(1));

export function printCorpus(runs: CorpusRun[] | null): void {
  if (runs === null) {
    console.log('  skipped: no compiled server (run `npm run build` first)');
    return;
  }
  printTable(
    ['file', 'upload kB', 'ends as', 'upload → ready s', 'GLB kB', 'navmesh kB', 'plan kB'],
    runs.map((run) => [
      run.file,
      kB(run.inputBytes),
      run.status === 'ready' ? `ready (${run.kind ?? ''})` : 'failed',
      run.uploadToReadySeconds.toFixed(2),
      kB(run.outputs.model),
      kB(run.outputs.navmesh),
      kB(run.outputs.floorplan),
    ]),
  );
}
