/**
 * Structured logs: pino, one JSON object a line on stdout, at LOG_LEVEL (info by default),
 * written asynchronously through a bounded buffer that drops lines rather than block serving
 * when the reader stalls (log-output.ts).
 * Every request writes one line (server/http/request-id.ts) with its request id, which is also the
 * X-Request-Id response header and the `requestId` of an error body, so a user's report of an
 * error finds its line. Lines never hold tokens, passwords, cookies or e-mail addresses: the
 * request line has the route's pattern (never the URL, whose query may carry a token), and keys
 * of those names are censored.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import { stdoutLogOutput } from './log-output';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

export function isLogLevel(text: string): text is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(text);
}

/**
 * Keys whose values are never written, at the top level of a line (where the routes put what
 * they log). Only the top level: pino's wildcard paths ('*.email') cost about 20 µs a line, more
 * than a whole request to /api/health, and no route logs a nested object.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'refreshToken',
  'authorization',
  'cookie',
  'email',
  'secret',
  'code',
];

export interface LoggerOptions {
  level?: LogLevel;
  /** Where the lines go: the process's stdout output unless given (tests pass a collecting stream). */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? DEFAULT_LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // "level":"info" rather than pino's 30: readable by people and log shippers alike.
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: SECRET_KEYS, censor: '[redacted]' },
    },
    options.destination ?? stdoutLogOutput().stream,
  );
}

/** A logger that writes nothing: servers made without one (tests, benchmarks) use it. */
export const silentLogger: Logger = pino({ level: 'silent' });
