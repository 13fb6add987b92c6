/**
 * Uploads through a crash and a full disk (issue 36, points 2 and 6), with real server processes
 * on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (support/fault-servers.ts):
 * - SIGKILL in the middle of a resumable upload's part: after a restart on the same data, the
 *   upload says how much arrived, takes the rest, and the tour is processed to ready.
 * - The folders of uploads and of tour files full (size-limited tmpfs mounts, so root only):
 *   both ways of uploading answer 507 with a clear message, and nothing half-written is kept as
 *   the tour's file.
 * The timings it prints go into the closing note.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Call } from '../../bench/csrf-session';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import type { TourView } from '../../src/contract/tours';
import { UPLOAD_NO_SPACE_MESSAGE } from '../../src/contract/uploads';
import { storageDirFor } from '../../server/storage/disk-storage';
import { uploadsDirFor } from '../../server/storage/upload-store';
import {
  FAULT_BACKEND,
  faultServers,
  killProcess,
  ok,
  post,
  seconds,
  signUp,
  type FaultServers,
  until,
} from './support/fault-servers';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

const TUS = { 'Tus-Resumable': '1.0.0' };
const PART_WRITTEN_WITHIN_MS = 30_000;
/** Within the slow-work limit: a loaded 2-core machine processes the apartment in seconds. */
const PROCESSED_WITHIN_MS = 120_000;
let servers: FaultServers | undefined;
const unmounts: string[] = [];

afterEach(async () => {
  await servers?.stop();
  for (const folder of unmounts.splice(0)) execFileSync('umount', [folder]);
  await servers?.close();
});

async function createTour(call: Call, title: string): Promise<TourView> {
  const created = await ok(call('/api/v1/tours', post({ title, sourceKind: 'cad' })));
  return (await created.json()) as TourView;
}

async function tourOf(call: Call, id: string): Promise<TourView> {
  return (await (await ok(call(`/api/v1/tours/${id}`))).json()) as TourView;
}

function createUpload(call: Call, tourId: string, length: number): Promise<Response> {
  return call(`/api/v1/tours/${tourId}/uploads`, {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(length) },
  });
}

function append(call: Call, location: string, offset: number, body: BodyInit): Promise<Response> {
  return call(location, {
    method: 'PATCH',
    body,
    headers: {
      ...TUS,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    ...({ duplex: 'half' } as RequestInit),
  });
}

describe(`on ${FAULT_BACKEND}`, () => {
  it('a resumable upload cut by SIGKILL resumes after the restart, and the tour is processed', async () => {
    servers = await faultServers();
    const first = await servers.start();
    const owner = await signUp(first.base);
    const tour = await createTour(owner.on(first.base), 'Through a crash');
    const bytes = await apartmentGlb();
    const created = await ok(createUpload(owner.on(first.base), tour.id, bytes.length));
    const location = created.headers.get('location')!;
    const uploadId = location.split('/').pop()!;

    // Half the file arrives, the part is still open: then the process dies.
    const half = Math.floor(bytes.length / 2);
    const openPart = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(bytes.subarray(0, half)),
    });
    const cut = append(owner.on(first.base), location, 0, openPart).then(
      () => 'answered',
      () => 'cut',
    );
    const partFile = path.join(uploadsDirFor(servers.dataDir), uploadId);
    await until(
      () =>
        stat(partFile).then(
          (s) => s.size,
          () => 0,
        ),
      (size) => size === half,
      PART_WRITTEN_WITHIN_MS,
    );
    await killProcess(first.server);
    expect(await cut).toBe('cut');

    const restartedAt = performance.now();
    const second = await servers.start();
    const listeningAt = performance.now();
    const call = owner.on(second.base);
    expect((await tourOf(call, tour.id)).status).toBe('uploading');
    const head = await ok(call(location, { method: 'HEAD', headers: TUS }));
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(half);
    expect((await append(call, location, offset, Buffer.from(bytes.subarray(offset)))).status).toBe(
      204,
    );
    const resumedAt = performance.now();
    const ready = await until(
      () => tourOf(call, tour.id),
      (t) => t.status === 'ready' || t.status === 'failed',
      PROCESSED_WITHIN_MS,
    );
    const readyAt = performance.now();
    expect(ready.status, ready.error ?? '').toBe('ready');
    console.log(
      `[${FAULT_BACKEND}] SIGKILL mid-upload: restart to resumed upload ` +
        `${seconds(resumedAt - restartedAt)} (listening after ${seconds(listeningAt - restartedAt)}, ` +
        `upload finished ${seconds(resumedAt - listeningAt)} later), ` +
        `restart to ready ${seconds(readyAt - restartedAt)}`,
    );
  });

  const isRoot = process.getuid?.() === 0;
  it.runIf(isRoot)(
    'a full disk answers 507 with a clear message and keeps nothing half-written',
    async () => {
      servers = await faultServers();
      const { dataDir } = servers;
      // Each folder 1 MB, a third of the file: the disk fills in the middle of the upload.
      for (const folder of [uploadsDirFor(dataDir), storageDirFor(dataDir)]) {
        await mkdir(folder, { recursive: true });
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', folder]);
        unmounts.push(folder);
      }
      const { base } = await servers.start();
      const call = (await signUp(base)).on(base);
      const bytes = new Uint8Array(3 * 1024 * 1024).fill(7);

      const resumable = await createTour(call, 'Resumable, disk full');
      const created = await ok(createUpload(call, resumable.id, bytes.length));
      const location = created.headers.get('location')!;
      const full = await append(call, location, 0, bytes);
      expect(full.status).toBe(507);
      expect(await full.text()).toContain(UPLOAD_NO_SPACE_MESSAGE);
      // What was written stays resumable; the tour has no file and waits for the rest.
      expect((await tourOf(call, resumable.id)).status).toBe('uploading');
      const head = await ok(call(location, { method: 'HEAD', headers: TUS }));
      expect(Number(head.headers.get('upload-offset'))).toBeLessThan(bytes.length);

      const single = await createTour(call, 'Single PUT, disk full');
      const put = await call(`/api/v1/tours/${single.id}/source`, {
        method: 'PUT',
        body: bytes,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      expect(put.status).toBe(507);
      expect(((await put.json()) as { message: string }).message).toBe(UPLOAD_NO_SPACE_MESSAGE);
      // The 507 came before the whole body was sent, and the server closed that connection:
      // fetch's next call on it fails once, on a connection of its pool already closed.
      const after = await tourOf(call, single.id).catch(() => tourOf(call, single.id));
      expect(after.status).toBe('draft');
      for (const tour of [resumable, single]) {
        expect(
          await readdir(path.join(storageDirFor(dataDir), 'tours', tour.id)).catch(() => []),
        ).toEqual([]);
      }
    },
  );
});
