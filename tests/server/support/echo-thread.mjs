// A processing-thread stand-in for tests/server/warm-threads.test.ts: answers each message with
// its thread id, so a test sees which thread ran which job.
import { parentPort, threadId } from 'node:worker_threads';

parentPort?.on('message', () => parentPort?.postMessage(threadId));
