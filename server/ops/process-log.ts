/**
 * The log of a server or worker process beyond its logger's own lines (issue 36, point 5):
 * - once the start banner is out, the console writes log lines, so that libraries and our own few
 *   console calls go through the same bounded, asynchronous destination as the logger instead of
 *   process.stdout, whose buffer grows without bound behind a stalled reader;
 * - an uncaught error is a fatal line, written out (log-output.ts flushes on exit) before the
 *   process exits.
 */
import { format } from 'node:util';
import { describeForLog } from '../http/errors';
import type { Logger } from './logger';

const LEVEL_OF_METHOD = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
} as const;

type ConsoleMethod = keyof typeof LEVEL_OF_METHOD;

/** Sends console.log, .info, .debug, .warn and .error to `logger`; returns what undoes it. */
export function routeConsoleToLogger(logger: Logger): () => void {
  const methods = Object.keys(LEVEL_OF_METHOD) as ConsoleMethod[];
  const originals = methods.map((method) => [method, console[method]] as const);
  for (const method of methods) {
    const level = LEVEL_OF_METHOD[method];
    console[method] = (...args: unknown[]) => logger[level]({ source: 'console' }, format(...args));
  }
  return () => {
    for (const [method, original] of originals) console[method] = original;
  };
}

/**
 * An error nothing caught (or a promise rejection nothing handled) ends the process, as Node
 * would, but as a fatal log line rather than a stack trace on stderr.
 */
export function exitOnUncaughtError(logger: Logger): void {
  process.on('uncaughtException', (error, origin) => {
    const described = error instanceof Error ? describeForLog(error) : String(error);
    logger.fatal({ error: described, origin }, 'Uncaught error: the process exits');
    // The exit hook of the stdout output writes the buffered lines, this one included.
    process.exit(1);
  });
}
