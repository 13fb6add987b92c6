/**
 * Runs the processing pipeline in a worker thread, so that a job
 *   - never blocks the server's event loop (the pipeline is seconds of CPU work),
 *   - has a memory limit: a model that needs more ends the thread, not the server,
 *   - can be stopped at once: at its time limit the thread is terminated, whatever it is doing.
 * Threads that finish a job cleanly stay warm for the next one (warm-threads.ts).
 */
import { REDUCE_THE_MODEL } from './inputs/limits';
import path from 'node:path';
// sharp (textures, thumbnail) asks to be loaded by the main thread before any worker thread uses
// it, so that its native library is never unloaded with a thread (sharp issue 2263).
import 'sharp';
import { COMPILED_SERVER_DIR, ROOT_DIR, RUNS_COMPILED } from '../root-dir';
import { ProcessingError } from './stages';
import { WarmThreads } from './warm-threads';
import type { PipelineOptions, PipelineResult, StageReport } from './stages';

/** What the thread is sent: the upload's bytes (moved, not copied) and the pipeline's options. */
export interface ThreadRequest {
  bytes: ArrayBuffer;
  options: Omit<PipelineOptions, 'report'>;
}

/** What the thread sends back: reports while it runs, then one result or one failure. */
export type ThreadReply =
  | { type: 'report'; report: StageReport }
  | { type: 'result'; result: PipelineResult }
  /** `userFacing`: the message is an InputError's or ProcessingError's, fit to show. */
  | { type: 'failure'; userFacing: boolean; message: string; stack?: string | undefined };

export interface ThreadRunOptions extends Omit<PipelineOptions, 'report'> {
  /** Called per stage, one call after the other; the result waits for the last one. */
  report?: (report: StageReport) => void | Promise<void>;
  /** Terminates the thread; the run rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The thread's JavaScript heap limit. */
  memoryLimitMb?: number;
}

export const DEFAULT_MEMORY_LIMIT_MB = 4096;
/**
 * The pipeline is deterministic: what crashed it (a stack overflow, a RangeError, a bug that this
 * file reaches) crashes it again, so it is not retried.
 */
export const CRASH_MESSAGE =
  'The model could not be processed: reading it crashed, most likely because its structure is ' +
  'nested too deeply or is too large. Export it again (simpler, without custom data) and create ' +
  'the tour again.';

/** A crash of the pipeline on this input: fails for good with CRASH_MESSAGE; `cause` is logged. */
export class PipelineCrash extends ProcessingError {
  override name = 'PipelineCrash';
  constructor(cause: Error) {
    super(CRASH_MESSAGE, { cause });
  }
}
export const OUT_OF_MEMORY_MESSAGE = `The model is too large to process: it needs more memory than one tour may use. ${REDUCE_THE_MODEL}`;

/**
 * The thread's entry: compiled JavaScript when the server runs compiled (`npm start`), otherwise
 * a small .mjs that registers tsx and loads pipeline-thread.ts. A path, not a URL: the
 * browser-like test environment's global URL resolves './x' against a file: URL as http:.
 */
const THREAD_ENTRY = RUNS_COMPILED
  ? path.join(COMPILED_SERVER_DIR, 'processing/pipeline-thread.mjs')
  : path.join(ROOT_DIR, 'server/processing/pipeline-thread.mjs');

/** Uploads above this retire their thread after the job, returning the memory the model grew. */
const REUSE_MAX_UPLOAD_BYTES = 16 * 1024 * 1024;

const warmThreads = new WarmThreads(THREAD_ENTRY, {
  idleMs: 10 * 60_000,
  maxIdle: 4,
  maxJobs: 100,
});

/** Processing threads waiting, warm, for a job (for tests and statistics). */
export function idleProcessingThreads(): number {
  return warmThreads.idleCount;
}

/** `upload` moves to the thread: it is detached (empty) here afterwards. */
export function runPipelineInThread(
  upload: ArrayBuffer,
  options: ThreadRunOptions = {},
): Promise<PipelineResult> {
  const { report, signal, memoryLimitMb = DEFAULT_MEMORY_LIMIT_MB, ...pipelineOptions } = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  const reusable = upload.byteLength <= REUSE_MAX_UPLOAD_BYTES;
  return new Promise<PipelineResult>((resolve, reject) => {
    const thread = warmThreads.take(memoryLimitMb);
    const { worker } = thread;
    let reports = Promise.resolve();
    let settled = false;
    /** `clean`: the thread answered for itself and can take another job. */
    const settle = (outcome: () => void, { clean = false } = {}) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (clean) warmThreads.giveBack(thread, { reusable });
      else warmThreads.retire(thread);
      outcome();
    };
    const onAbort = () => settle(() => reject(signal?.reason as Error));
    signal?.addEventListener('abort', onAbort, { once: true });

    const onMessage = (reply: ThreadReply) => {
      if (reply.type === 'report') {
        reports = reports.then(() => report?.(reply.report));
        reports.catch((error: unknown) => settle(() => reject(error as Error)));
      } else if (reply.type === 'result') {
        void reports.then(() => settle(() => resolve(reply.result), { clean: true }));
      } else {
        // A crash may have left the thread's state damaged: only a refusal keeps it.
        settle(() => reject(failureOf(reply)), { clean: reply.userFacing });
      }
    };
    const onError = (error: Error & { code?: string }) => settle(() => reject(threadError(error)));
    const onExit = (code: number) =>
      settle(() => reject(new Error(`The processing thread exited early (code ${code})`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    const request: ThreadRequest = { bytes: upload, options: pipelineOptions };
    worker.postMessage(request, [upload]);
  });
}

function failureOf(reply: Extract<ThreadReply, { type: 'failure' }>): Error {
  if (reply.userFacing) return new ProcessingError(reply.message);
  const error = new Error(reply.message);
  if (reply.stack !== undefined) error.stack = reply.stack;
  return new PipelineCrash(error);
}

/**
 * An error the thread did not catch: out of memory, or thrown by the pipeline (a crash on this
 * input); Node's own ERR_WORKER_* codes (the thread could not start) stay transient.
 */
function threadError(error: Error & { code?: string }): Error {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new ProcessingError(OUT_OF_MEMORY_MESSAGE, { cause: error });
  if (error.code?.startsWith('ERR_WORKER_') === true) return error;
  return new PipelineCrash(error);
}
