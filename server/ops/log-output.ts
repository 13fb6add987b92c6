/**
 * Where a process's log lines and start-up text go: one asynchronous destination on stdout
 * (pino's SonicBoom, `sync: false`) with a bounded buffer, so that a stalled reader (a full pipe,
 * a stuck log shipper) never blocks serving (issue 36, point 5). Behind a stalled reader the
 * buffer fills up to `maxBufferBytes`; what would go past it is dropped and counted
 * (roomwalk_log_lines_dropped_total), and writing resumes where the reader does.
 *
 * The lines that are still buffered are written on exit, a fatal error's too (process-log.ts),
 * waiting at most EXIT_FLUSH_MS for a reader that does not read.
 */
import { pino } from 'pino';

/** pino's SonicBoom, as pino.destination makes it. */
export type LogStream = ReturnType<typeof pino.destination>;

export interface LogOutput {
  /** The destination of the process's pino logger. */
  readonly stream: LogStream;
  /** Writes plain text for people (the start banner), in order with the log lines. */
  print(text: string): void;
  /** Lines dropped so far because the reader fell behind. */
  droppedLines(): number;
  /**
   * Writes what is buffered now, synchronously, giving a reader that does not read `withinMs`;
   * false when something was left unwritten.
   */
  flushSync(withinMs: number): boolean;
}

export interface LogOutputOptions {
  /** A file descriptor open for writing (1: stdout). */
  fd: number;
  /** The most bytes held for a reader that has fallen behind (DEFAULT_LOG_BUFFER_BYTES). */
  maxBufferBytes?: number;
}

/** About 4,000 request lines: seconds of a busy server's log, a trifle of its memory. */
export const DEFAULT_LOG_BUFFER_BYTES = 1024 * 1024;
/** How long an exiting process waits for a stalled reader before giving up its last lines. */
export const EXIT_FLUSH_MS = 1000;

export function createLogOutput(options: LogOutputOptions): LogOutput {
  let dropped = 0;
  /** Set while flushSync runs: past it, a full pipe is given up instead of retried. */
  let flushDeadline: number | undefined;
  const stream = pino.destination({
    dest: options.fd,
    sync: false,
    maxLength: options.maxBufferBytes ?? DEFAULT_LOG_BUFFER_BYTES,
    // A full non-blocking pipe answers EAGAIN: an asynchronous write tries again 100 ms later
    // (always: giving up would make SonicBoom emit an error); flushSync only until its deadline.
    retryEAGAIN: () => flushDeadline === undefined || Date.now() < flushDeadline,
  });
  stream.on('drop', (data: unknown) => {
    dropped += countLines(data);
  });
  return {
    stream,
    print: (text) => void stream.write(`${text}\n`),
    droppedLines: () => dropped,
    flushSync(withinMs) {
      flushDeadline = Date.now() + withinMs;
      try {
        stream.flushSync();
        return true;
      } catch {
        return false;
      } finally {
        flushDeadline = undefined;
      }
    },
  };
}

/** A dropped write: one pino line, or a printed text of one line or more. */
function countLines(data: unknown): number {
  const text = String(data);
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines += 1;
  return Math.max(lines, 1);
}

let stdoutOutput: LogOutput | undefined;

/**
 * The process's stdout output, made once (the first call's options hold): the logger, the banner
 * and the console write through it.
 * On exit it writes what is left (within EXIT_FLUSH_MS) and then closes, so that pino's own exit
 * hook, which would wait for the reader without end, finds nothing to do.
 */
export function stdoutLogOutput(options: Omit<LogOutputOptions, 'fd'> = {}): LogOutput {
  if (stdoutOutput !== undefined) return stdoutOutput;
  // Reading process.stdout opens fd 1 through libuv, which puts a pipe in non-blocking mode: a
  // full pipe then answers EAGAIN, retried later, instead of blocking a write (or the exit) until
  // the reader reads.
  void process.stdout.fd;
  // First among the exit listeners: pino's hook (on-exit-leak-free, whose listener any pino
  // logger may have registered already) would flush without a time limit.
  process.prependOnceListener('exit', flushStdoutOnExit);
  stdoutOutput = createLogOutput({ ...options, fd: 1 });
  return stdoutOutput;
}

function flushStdoutOnExit(): void {
  stdoutOutput?.flushSync(EXIT_FLUSH_MS);
  stdoutOutput?.stream.destroy();
}
