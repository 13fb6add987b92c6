/**
 * The body of a processing thread (see run-in-thread.ts): receives the upload's bytes, runs the
 * pipeline, and posts its stage reports and then its result or failure back. A warm thread runs
 * job after job (warm-threads.ts), one at a time: the next request comes after this one's answer.
 */
import { parentPort } from 'node:worker_threads';
import { InputError } from './inputs';
import { ProcessingError, runPipeline } from './stages';
import type { ThreadReply, ThreadRequest } from './run-in-thread';

const port = parentPort;
if (port === null) throw new Error('pipeline-thread.ts runs only as a worker thread');

port.on('message', (request: ThreadRequest) => {
  void runRequest(request).then((reply) => port.postMessage(reply));
});

async function runRequest(request: ThreadRequest): Promise<ThreadReply> {
  try {
    const result = await runPipeline(new Uint8Array(request.bytes), {
      ...request.options,
      report: (report) => port?.postMessage({ type: 'report', report } satisfies ThreadReply),
    });
    return { type: 'result', result };
  } catch (error) {
    const userFacing = error instanceof InputError || error instanceof ProcessingError;
    const message = error instanceof Error ? error.message : String(error);
    return { type: 'failure', userFacing, message, stack: (error as Error)?.stack };
  }
}
