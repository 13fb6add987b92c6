/**
 * Issue 36, points 5 and 6: a server whose stdout nobody reads (a full pipe, a stuck log
 * shipper) keeps answering. The test stops reading the real server process's stdout, makes it
 * log far more than the pipe and the log buffer hold, and checks that /api/health and a sign-in
 * answer promptly, that the lines past the buffer were dropped and counted in the metrics, and
 * that the log goes on once the reader reads again. On PGlite, or on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  metricValue,
  signInSeededUser,
  startFaultServer,
  timedHealth,
  type FaultServer,
  until,
} from './support/fault-servers';
import { SLOW_WORK_TIMEOUT_MS } from './support/slow-work';

/** A small log buffer (the default is 1 MB), filled by fewer requests. */
const LOG_BUFFER_KB = 32;
/**
 * Requests of a round, each writing a line of about 200 bytes: rounds go on until lines are
 * dropped, past the pipe (64 KB), what this side's stream reads ahead and the log buffer.
 */
const ROUND_REQUESTS = 400;
const MAX_ROUNDS = 20;
const PARALLEL = 8;
/** Prompt, with room for a loaded 2-core CI machine: a blocked server would never answer. */
const PROMPT_MS = 2000;

describe('a server whose stdout is not read', () => {
  let server: FaultServer;

  beforeAll(async () => {
    server = await startFaultServer({
      LOG_LEVEL: 'info',
      LOG_BUFFER_KB: String(LOG_BUFFER_KB),
    });
  }, SLOW_WORK_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
  }, SLOW_WORK_TIMEOUT_MS);

  it(
    'keeps answering, drops and counts the lines past its buffer, and logs again once read',
    async () => {
      const { url, process: started } = server;
      const stdout = started.child.stdout!;
      stdout.pause();

      const floodStarted = performance.now();
      let requests = 0;
      while ((await droppedLines(url)) === 0 && requests < ROUND_REQUESTS * MAX_ROUNDS) {
        await flood(url, ROUND_REQUESTS);
        requests += ROUND_REQUESTS;
      }
      const floodMs = performance.now() - floodStarted;

      const healthTimes: number[] = [];
      for (let probe = 0; probe < 10; probe += 1) {
        const [status, ms] = await timedHealth(url, PROMPT_MS);
        expect(status).toBe(200);
        healthTimes.push(ms);
      }
      const signInStarted = performance.now();
      await signInSeededUser(url, PROMPT_MS);
      const signInMs = performance.now() - signInStarted;
      const dropped = await droppedLines(url);
      console.info(
        `stalled stdout: ${requests} requests in ${Math.round(floodMs)} ms, ` +
          `${dropped} log lines dropped; /api/health in ${summary(healthTimes)}, ` +
          `sign-in in ${Math.round(signInMs)} ms`,
      );
      expect(Math.max(...healthTimes)).toBeLessThan(PROMPT_MS);
      expect(dropped).toBeGreaterThan(0);

      // Read again: the buffered lines come, then those of new requests, all of them whole.
      stdout.resume();
      await until(
        async () => {
          const marker = await fetch(`${url}/api/health`);
          const markerId = marker.headers.get('x-request-id')!;
          await sleep(100);
          return started.output().includes(markerId);
        },
        (logged) => logged,
        10_000,
      );
      const logLines = started
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'));
      for (const line of logLines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    },
    SLOW_WORK_TIMEOUT_MS,
  );
});

/** `count` requests to /api/health, PARALLEL at a time, each answered. */
async function flood(url: string, count: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next += 1;
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(PROMPT_MS) });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, lane));
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `${median.toFixed(1)} ms median, ${sorted.at(-1)!.toFixed(1)} ms max`;
}

function droppedLines(url: string): Promise<number> {
  return metricValue(url, 'roomwalk_log_lines_dropped_total');
}
