/**
 * Runs the processing pipeline in a worker thread, so that a job
 *   - never blocks the server's event loop (the pipeline is seconds of CPU work),
 *   - has a memory limit: a model that needs more ends the thread, not the server,
 *   - can be stopped at once: at its time limit the thread is terminated, whatever it is doing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
// sharp (textures, thumbnail) asks to be loaded by the main thread before any worker thread uses
// it, so that its native library is never unloaded with a thread (sharp issue 2263).
import 'sharp';
import { ProcessingError } from './stages';
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
export const OUT_OF_MEMORY_MESSAGE =
  'The model is too large to process: it needs more memory than one tour may use';

/**
 * The thread's entry: it registers tsx, then loads pipeline-thread.ts. A path, not a URL: the
 * browser-like test environment's global URL resolves './x' against a file: URL as http:.
 */
const THREAD_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pipeline-thread.mjs');

/** `upload` moves to the thread: it is detached (empty) here afterwards. */
export function runPipelineInThread(
  upload: ArrayBuffer,
  options: ThreadRunOptions = {},
): Promise<PipelineResult> {
  const { report, signal, memoryLimitMb = DEFAULT_MEMORY_LIMIT_MB, ...pipelineOptions } = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<PipelineResult>((resolve, reject) => {
    const thread = new Worker(THREAD_ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb },
    });
    let reports = Promise.resolve();
    let settled = false;
    // The thread exits once it has posted its result, maybe before the last reports are stored.
    let resultPosted = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      void thread.terminate();
      outcome();
    };
    const onAbort = () => settle(() => reject(signal?.reason as Error));
    signal?.addEventListener('abort', onAbort, { once: true });

    thread.on('message', (reply: ThreadReply) => {
      if (reply.type === 'report') {
        reports = reports.then(() => report?.(reply.report));
        reports.catch((error: unknown) => settle(() => reject(error as Error)));
      } else if (reply.type === 'result') {
        resultPosted = true;
        void reports.then(() => settle(() => resolve(reply.result)));
      } else {
        settle(() => reject(failureOf(reply)));
      }
    });
    thread.on('error', (error: Error & { code?: string }) =>
      settle(() => reject(threadError(error))),
    );
    thread.on('exit', (code) => {
      if (resultPosted) return;
      settle(() => reject(new Error(`The processing thread exited early (code ${code})`)));
    });
    const request: ThreadRequest = { bytes: upload, options: pipelineOptions };
    thread.postMessage(request, [upload]);
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
