/**
 * Issue 36, point 5: the log output never blocks its process. A destination whose reader does
 * not read (a FIFO nobody reads, non-blocking like the stdout pipe Node opens) takes what the
 * pipe and the bounded buffer hold, drops and counts the rest at once, and writes again, whole
 * lines only, once the reader reads; a flush gives a stalled reader a bounded time. The console
 * of a server process goes to its logger; the metrics count the dropped lines.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, constants, openSync, readSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogOutput } from '../../server/ops/log-output';
import { createLogger } from '../../server/ops/logger';
import { createServerMetrics } from '../../server/ops/metrics';
import { routeConsoleToLogger } from '../../server/ops/process-log';
import { WarmThreads } from '../../server/processing/warm-threads';

const BUFFER_BYTES = 16 * 1024;
const LINE = `${'x'.repeat(99)}\n`;

describe('the log output behind a reader that does not read', () => {
  let folder: string;
  let reader: number;
  let writer: number;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-log-output-'));
    const fifo = path.join(folder, 'stdout');
    execFileSync('mkfifo', [fifo]);
    reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  });

  afterEach(async () => {
    // Nothing left to write once the reader is quiet: no retry of the output meets a closed fd.
    await drainUntilQuiet(reader);
    closeSync(reader);
    closeSync(writer);
    await rm(folder, { recursive: true, force: true });
  });

  it('drops and counts what goes past its buffer, then writes whole lines again', async () => {
    const output = createLogOutput({ fd: writer, maxBufferBytes: BUFFER_BYTES });
    const lines = 4000; // 400 KB: far past the pipe (64 KB) and the buffer
    const started = performance.now();
    for (let line = 0; line < lines; line += 1) output.print(LINE.slice(0, -1));
    const elapsedMs = performance.now() - started;
    await sleep(50);
    expect(output.droppedLines()).toBeGreaterThan(lines / 2);
    expect(output.droppedLines()).toBeLessThan(lines);
    expect(elapsedMs).toBeLessThan(1000);

    // The reader reads again: what was held comes, and a line written now follows it.
    let received = drain(reader);
    output.print('after the stall');
    const deadline = Date.now() + 5000;
    while (!received.includes('after the stall') && Date.now() < deadline) {
      await sleep(20);
      received += drain(reader);
    }
    expect(received).toContain('after the stall');
    const whole = received.split('\n').slice(0, -2);
    expect(whole.every((line) => line === LINE.slice(0, -1))).toBe(true);
  });

  it('gives a stalled reader a bounded time to take the buffered lines', () => {
    const output = createLogOutput({ fd: writer, maxBufferBytes: 1024 * 1024 });
    for (let line = 0; line < 2000; line += 1) output.print(LINE.slice(0, -1));
    const started = performance.now();
    expect(output.flushSync(300)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

/** Reads until nothing has come for longer than the output's retry interval (100 ms). */
async function drainUntilQuiet(fd: number): Promise<void> {
  for (let quiet = 0; quiet < 2;) {
    quiet = drain(fd) === '' ? quiet + 1 : 0;
    await sleep(150);
  }
}

function drain(fd: number): string {
  const chunk = Buffer.alloc(64 * 1024);
  let text = '';
  for (;;) {
    let read = 0;
    try {
      read = readSync(fd, chunk);
    } catch {
      return text; // EAGAIN: nothing more now
    }
    if (read === 0) return text;
    text += chunk.toString('utf8', 0, read);
  }
}

describe('the console of a server process', () => {
  it('writes log lines, at the level of each method, until undone', () => {
    const written: Record<string, unknown>[] = [];
    const logger = createLogger({
      level: 'debug',
      destination: { write: (line: string) => void written.push(JSON.parse(line)) },
    });
    const undo = routeConsoleToLogger(logger);
    try {
      console.log('a %s line', 'formatted');
      console.warn('a warning', { count: 2 });
      console.error(new Error('broken'));
    } finally {
      undo();
    }
    expect(written.map(({ level, msg }) => [level, String(msg).split('\n')[0]])).toEqual([
      ['info', 'a formatted line'],
      ['warn', 'a warning { count: 2 }'],
      ['error', 'Error: broken'],
    ]);
    expect(written.every((line) => line.source === 'console')).toBe(true);
  });
});

describe('the output of a processing thread', () => {
  it('comes to the console line by line, never straight to process.stdout', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-thread-output-'));
    const entry = path.join(folder, 'talkative-thread.mjs');
    await writeFile(entry, "console.log('first\\nsecond'); console.error('a complaint');");
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const threads = new WarmThreads(entry, { idleMs: 1000, maxIdle: 1, maxJobs: 1 });
      const { worker } = threads.take(256);
      await once(worker, 'exit');
      await sleep(50);
      expect(info.mock.calls).toEqual([
        ['Processing thread: first'],
        ['Processing thread: second'],
      ]);
      expect(warn.mock.calls).toEqual([['Processing thread: a complaint']]);
    } finally {
      vi.restoreAllMocks();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('roomwalk_log_lines_dropped_total', () => {
  it('follows the count of the log output', async () => {
    let dropped = 0;
    const metrics = createServerMetrics({ processMetrics: false, droppedLogLines: () => dropped });
    const value = async () =>
      (await metrics.registry.metrics())
        .split('\n')
        .find((line) => line.startsWith('roomwalk_log_lines_dropped_total '));
    expect(await value()).toBe('roomwalk_log_lines_dropped_total 0');
    dropped = 7;
    expect(await value()).toBe('roomwalk_log_lines_dropped_total 7');
    dropped = 9;
    expect(await value()).toBe('roomwalk_log_lines_dropped_total 9');
  });
});

describe('a process exiting behind a stalled stdout reader', () => {
  it(
    'writes out what it can within the exit flush limit, and exits',
    { timeout: 30_000 },
    async () => {
      // A pino logger made first registers pino's exit hook before the output's own.
      const script = `
      import { silentLogger } from ${JSON.stringify(path.resolve('server/ops/logger.ts'))};
      import { stdoutLogOutput } from ${JSON.stringify(path.resolve('server/ops/log-output.ts'))};
      silentLogger.info('nothing');
      const output = stdoutLogOutput();
      for (let line = 0; line < 5000; line += 1) output.print('${'y'.repeat(99)}');
      setTimeout(() => process.exit(0), 200);
    `;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
          // One that would wait for the reader for ever is ended, and the test fails.
          timeout: 20_000,
          killSignal: 'SIGKILL',
        },
      );
      child.stdout.pause();
      const started = performance.now();
      const [code] = (await once(child, 'exit')) as [number | null];
      const elapsedMs = performance.now() - started;
      expect(code).toBe(0);
      // Starting tsx, then at most EXIT_FLUSH_MS of waiting for the reader; not for ever.
      expect(elapsedMs).toBeLessThan(10_000);
    },
  );
});

describe('an uncaught error in a server process', () => {
  it('is a fatal line, written out before the process exits', { timeout: 30_000 }, async () => {
    const script = `
      import { createLogger } from ${JSON.stringify(path.resolve('server/ops/logger.ts'))};
      import { exitOnUncaughtError } from ${JSON.stringify(path.resolve('server/ops/process-log.ts'))};
      const logger = createLogger();
      exitOnUncaughtError(logger);
      for (let line = 0; line < 200; line += 1) logger.info({ line }, 'before');
      setTimeout(() => { throw new Error('nobody caught this'); }, 10);
    `;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { stdio: ['ignore', 'pipe', 'inherit'], timeout: 20_000, killSignal: 'SIGKILL' },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: string; msg: string; error?: string });
    expect(lines).toHaveLength(201);
    expect(lines.at(-1)).toMatchObject({ level: 'fatal' });
    expect(lines.at(-1)?.error).toContain('nobody caught this');
  });
});
