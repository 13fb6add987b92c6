/**
 * Processing threads kept warm between jobs. Starting a thread costs far more than a small job
 * (loading three.js, glTF-Transform, recast and sharp: about 0.4 s of CPU compiled, 0.8 s through
 * tsx), so a thread that finished a job cleanly waits, unreferenced, for the next one.
 *
 * Only a clean finish returns a thread: one that was stopped, crashed or ran out of memory is
 * terminated. A thread is retired after a number of jobs or a large upload (its heap and
 * WebAssembly memory grown by the model are returned to the system with it), and after a while
 * without work.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';

export interface WarmThreadsOptions {
  /** How long an idle thread waits for work before it ends. */
  idleMs: number;
  /** Idle threads kept at most (the worker's concurrency is what can use them). */
  maxIdle: number;
  /** Jobs one thread runs before it is retired. */
  maxJobs: number;
}

interface Thread {
  worker: Worker;
  memoryLimitMb: number;
  jobs: number;
}

interface IdleThread {
  thread: Thread;
  timer: NodeJS.Timeout;
}

export class WarmThreads {
  private readonly idle = new Set<IdleThread>();

  constructor(
    private readonly entry: string,
    private readonly options: WarmThreadsOptions,
  ) {}

  /** A warm thread with this heap limit, or a new one. */
  take(memoryLimitMb: number): Thread {
    for (const waiting of this.idle) {
      if (waiting.thread.memoryLimitMb !== memoryLimitMb) continue;
      this.idle.delete(waiting);
      clearTimeout(waiting.timer);
      waiting.thread.worker.ref();
      return waiting.thread;
    }
    // The thread's stdout and stderr come here rather than through process.stdout, whose buffer
    // grows without bound behind a stalled reader: each line goes to the console, which a server
    // or worker process sends to its log (server/ops/process-log.ts).
    const worker = new Worker(this.entry, {
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb },
      stdout: true,
      stderr: true,
    });
    forwardLines(worker.stdout, (line) => console.info(`Processing thread: ${line}`));
    forwardLines(worker.stderr, (line) => console.warn(`Processing thread: ${line}`));
    const thread: Thread = { worker, memoryLimitMb, jobs: 0 };
    // An idle thread that ends leaves the pool; while busy, the job's own listeners report it.
    worker.on('exit', () => this.forget(thread));
    worker.on('error', () => this.forget(thread));
    return thread;
  }

  /** A thread whose job finished cleanly: kept for the next job, or retired. */
  giveBack(thread: Thread, { reusable }: { reusable: boolean }): void {
    thread.jobs += 1;
    if (
      !reusable ||
      thread.jobs >= this.options.maxJobs ||
      this.idle.size >= this.options.maxIdle
    ) {
      this.retire(thread);
      return;
    }
    thread.worker.unref();
    const timer = setTimeout(() => this.retire(thread), this.options.idleMs);
    timer.unref();
    this.idle.add({ thread, timer });
  }

  /** Ends a thread now, whatever it is doing. */
  retire(thread: Thread): void {
    this.forget(thread);
    void thread.worker.terminate();
  }

  /** Threads waiting for work now. */
  get idleCount(): number {
    return this.idle.size;
  }

  private forget(thread: Thread): void {
    for (const waiting of this.idle) {
      if (waiting.thread !== thread) continue;
      clearTimeout(waiting.timer);
      this.idle.delete(waiting);
    }
  }
}

function forwardLines(stream: Readable, forward: (line: string) => void): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', forward);
}
