import path from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { WarmThreads, type WarmThreadsOptions } from '../../server/processing/warm-threads';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { idleProcessingThreads, runPipelineInThread } from '../../server/processing/run-in-thread';
import { SLOW_WORK_TIMEOUT_MS } from './support/slow-work';

const ECHO_THREAD = path.join(import.meta.dirname, 'support/echo-thread.mjs');
const MEMORY_MB = 64;
const options: WarmThreadsOptions = { idleMs: 60_000, maxIdle: 2, maxJobs: 3 };

type Taken = ReturnType<WarmThreads['take']>;
const started: Taken[] = [];

function take(pool: WarmThreads, memoryLimitMb = MEMORY_MB): Taken {
  const thread = pool.take(memoryLimitMb);
  started.push(thread);
  return thread;
}

/** The id of the thread that answered one job. */
async function run(thread: Taken): Promise<number> {
  thread.worker.postMessage('job');
  const [threadId] = (await once(thread.worker, 'message')) as [number];
  return threadId;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map(({ worker }) => worker.terminate()));
});

describe('warm processing threads', () => {
  it('runs the next job on the thread that finished the last one cleanly', async () => {
    const pool = new WarmThreads(ECHO_THREAD, options);
    const first = take(pool);
    const firstId = await run(first);
    pool.giveBack(first, { reusable: true });
    expect(pool.idleCount).toBe(1);

    const second = take(pool);
    expect(await run(second)).toBe(firstId);
    expect(pool.idleCount).toBe(0);
  });

  it('starts a new thread for another memory limit', async () => {
    const pool = new WarmThreads(ECHO_THREAD, options);
    const small = take(pool);
    const smallId = await run(small);
    pool.giveBack(small, { reusable: true });

    expect(await run(take(pool, MEMORY_MB * 2))).not.toBe(smallId);
    expect(pool.idleCount).toBe(1);
  });

  it('retires a thread after a large job, after its last job and beyond the idle limit', async () => {
    const pool = new WarmThreads(ECHO_THREAD, options);
    const large = take(pool);
    await run(large);
    const ended = once(large.worker, 'exit');
    pool.giveBack(large, { reusable: false });
    await ended;
    expect(pool.idleCount).toBe(0);

    const busy = take(pool);
    for (let job = 1; job <= options.maxJobs; job += 1) {
      await run(busy);
      if (job < options.maxJobs) {
        pool.giveBack(busy, { reusable: true });
        expect(take(pool)).toBe(busy);
      }
    }
    const retired = once(busy.worker, 'exit');
    pool.giveBack(busy, { reusable: true });
    await retired;

    const threads = [take(pool), take(pool), take(pool)];
    await Promise.all(threads.map(run));
    const third = once(threads[2]!.worker, 'exit');
    for (const thread of threads) pool.giveBack(thread, { reusable: true });
    await third;
    expect(pool.idleCount).toBe(options.maxIdle);
  });

  it('ends a thread that waited longer than its idle time', async () => {
    const pool = new WarmThreads(ECHO_THREAD, { ...options, idleMs: 10 });
    const thread = take(pool);
    await run(thread);
    const ended = once(thread.worker, 'exit');
    pool.giveBack(thread, { reusable: true });
    await ended;
    expect(pool.idleCount).toBe(0);
  });

  it(
    'keeps the processing thread warm after a tour and after a refused file, not after it was stopped',
    async () => {
      const apartment = await apartmentGlb();
      await runPipelineInThread(apartment.slice().buffer);
      expect(idleProcessingThreads()).toBe(1);

      const refused = new TextEncoder().encode('not a model at all');
      await expect(runPipelineInThread(refused.slice().buffer)).rejects.toThrow();
      expect(idleProcessingThreads()).toBe(1);

      const stopped = new AbortController();
      const running = runPipelineInThread(apartment.slice().buffer, { signal: stopped.signal });
      stopped.abort(new Error('stopped'));
      await expect(running).rejects.toThrow('stopped');
      expect(idleProcessingThreads()).toBe(0);
    },
    SLOW_WORK_TIMEOUT_MS,
  );
});
