/**
 * Hostile bodies (issue 19, F1 and F2): what an adversarial JSON body costs the server, per KB,
 * at sizes up to the 64 KiB limit. Linear checks show a flat cost per KB; a check that costs
 * depth x strings, or a pattern that backtracks, shows a cost per KB that grows with the size.
 *
 *   npm run bench -- hostile [--reps 20]
 *   npx tsx bench/hostile.ts [--reps 20]
 *
 * Each body goes to POST /auth/login of the real app, in this process (app.request: the whole
 * request path, size count, parse, depth, keys, SPEC §5's patterns and the schema, without a
 * socket), from a fresh address each time so that the rate limit never answers first. None of the
 * bodies reaches password hashing: each is refused with a 400 (the status is printed). It also
 * sends a 200 MiB chunked body and prints how much of it the server read before its 413.
 * Nothing leaves the process; figures are printed, never asserted.
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import { CSRF_HEADER } from '../server/http/csrf';
import { MAX_JSON_BYTES } from '../server/http/json-body';
import type { ServerEnv } from '../server/http/server-env';
import type { BenchmarkOutcome } from './outcome';
import { createInMemoryApi } from './in-memory-api';
import { readCsrfSession } from './csrf-session';

const KiB = 1024;
const MiB = 1024 * KiB;

/** Body sizes measured; the last is just under the limit. */
const SIZES = [4 * KiB, 16 * KiB, 32 * KiB, MAX_JSON_BYTES - 64];

/**
 * "Flat": the cost per KB at the limit at most this many times the cost per KB at 16 KiB. A
 * linear check stays near 1 (fixed costs make small bodies dearer per KB); one that is
 * quadratic in the size reaches 4.
 */
export const MAX_GROWTH = 2;

export interface HostileBenchOptions {
  /** Requests per body and size; the median is reported (3..200). */
  reps: number;
}

export function parseHostileBenchArgs(args: string[]): HostileBenchOptions {
  const index = args.indexOf('--reps');
  const value = Number(index === -1 ? undefined : args[index + 1]);
  return { reps: Number.isInteger(value) ? Math.min(200, Math.max(3, value)) : 20 };
}

/** An adversarial body of about `bytes` bytes. */
interface HostileBody {
  name: string;
  make: (bytes: number) => string;
}

const repeatTo = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));
const nested = (depth: number, inner: string) => '['.repeat(depth) + inner + ']'.repeat(depth);
const emptyStrings = (bytes: number) =>
  Array<string>(Math.floor(bytes / 3))
    .fill('""')
    .join(',');
/** A login body whose password is `text`: refused by the schema (too long) after the checks. */
const asPassword = (text: string) => `{"email":"a@b.test","password":"${text}"}`;

const BODIES: HostileBody[] = [
  { name: 'deep nesting ([[[...]]])', make: (n) => nested(Math.floor(n / 2), '') },
  {
    name: "F1's shape: deep around empty strings",
    make: (n) => nested(Math.floor(n / 16), emptyStrings(n - 2 * Math.floor(n / 16))),
  },
  { name: 'many strings, flat', make: (n) => `[${emptyStrings(n)}]` },
  { name: 'many strings at depth 31', make: (n) => nested(31, emptyStrings(n - 62)) },
  { name: 'many keys', make: (n) => `{${repeatTo('"k":0,', n)}"k":0}` },
  { name: 'one long key of "< < <"', make: (n) => `{"${repeatTo('< ', n - 8)}":1}` },
  { name: '"< < <" text', make: (n) => asPassword(repeatTo('< ', n - 40)) },
  { name: '"<img <img" text', make: (n) => asPassword(repeatTo('<img ', n - 40)) },
  { name: '"< onx " text', make: (n) => asPassword(repeatTo('< onx ', n - 40)) },
  {
    name: 'near misses of every pattern',
    make: (n) => asPassword(repeatTo('<scrip <ifram <objec data:x/y javascrip <img on ', n - 40)),
  },
];

interface Row {
  name: string;
  /** Microseconds per KB at each of SIZES. */
  microsPerKb: number[];
  msAtLimit: number;
  growth: number;
  statuses: string;
}

interface BenchApp {
  app: Hono<ServerEnv>;
  headers: Record<string, string>;
  close: () => Promise<void>;
}

async function startApp(): Promise<BenchApp> {
  const { app, database } = await createInMemoryApi();
  const { csrfToken, cookies } = await readCsrfSession(await app.request('/api/csrf-token'));
  const headers = {
    'Content-Type': 'application/json',
    Cookie: cookies,
    [CSRF_HEADER]: csrfToken,
  };
  return { app, headers, close: () => database.close() };
}

let addressCounter = 0;
/** A fresh documentation-range address per request: the login rate limit never answers first. */
function nextAddress(): string {
  addressCounter += 1;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function post(
  bench: BenchApp,
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { ...bench.headers, ...headers },
    body,
    duplex: 'half',
  };
  return bench.app.request('/auth/login', init, {
    incoming: { socket: { remoteAddress: nextAddress() } },
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Milliseconds of one request with `text`, and its status. */
async function timeOne(bench: BenchApp, text: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await post(bench, text);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/**
 * Each round sends the body once at every size, so that load from outside the benchmark (this
 * machine is shared) falls on all sizes alike; the median round is reported per size.
 */
async function measureBody(bench: BenchApp, body: HostileBody, reps: number): Promise<Row> {
  const texts = SIZES.map((size) => body.make(size));
  const times: number[][] = texts.map(() => []);
  const statuses = new Set<number>();
  for (let rep = 0; rep < reps; rep += 1) {
    for (const [index, text] of texts.entries()) {
      const timed = await timeOne(bench, text);
      times[index]?.push(timed.ms);
      statuses.add(timed.status);
    }
  }
  const medians = times.map(median);
  const microsPerKb = medians.map(
    (ms, index) => (ms * 1000) / (Buffer.byteLength(texts[index] ?? '') / KiB),
  );
  const at16 = microsPerKb[1] ?? 1;
  const atLimit = microsPerKb[microsPerKb.length - 1] ?? 0;
  return {
    name: body.name,
    microsPerKb,
    msAtLimit: medians[medians.length - 1] ?? 0,
    growth: atLimit / at16,
    statuses: [...statuses].join(','),
  };
}

/** Bytes of a 200 MiB chunked body the server pulled before its answer, and that answer. */
async function measureChunkedFlood(bench: BenchApp) {
  let pulled = 0;
  const chunk = new Uint8Array(64 * KiB).fill(0x20);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= 200 * MiB) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const response = await post(bench, stream);
  await response.arrayBuffer();
  return { status: response.status, pulled };
}

function printTable(rows: Row[]): void {
  const header = [
    'body',
    ...SIZES.map((size) => `${(size / KiB).toFixed(0)} KiB`),
    'ms at limit',
    'growth',
    'status',
  ];
  const table = rows.map((row) => [
    row.name,
    ...row.microsPerKb.map((value) => value.toFixed(1)),
    row.msAtLimit.toFixed(2),
    `${row.growth.toFixed(2)}x${row.growth > MAX_GROWTH ? ' GROWS' : ''}`,
    row.statuses,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log('microseconds per KB of body, median of the requests, by body size:\n');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of table) console.log(line(cells));
}

export async function runHostileBench(
  options: HostileBenchOptions = { reps: 20 },
): Promise<BenchmarkOutcome> {
  console.log(
    `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores); ` +
      `POST /auth/login in process, ${options.reps} requests per body and size (median).\n`,
  );
  const bench = await startApp();
  try {
    // One unmeasured round, so that the first figures do not include the compiler's warm-up.
    for (const body of BODIES) await measureBody(bench, body, 2);
    const rows: Row[] = [];
    for (const body of BODIES) rows.push(await measureBody(bench, body, options.reps));
    printTable(rows);
    const flood = await measureChunkedFlood(bench);
    console.log(
      `\n200 MiB chunked body (no Content-Length): answered ${flood.status} after the server ` +
        `pulled ${(flood.pulled / KiB).toFixed(0)} KiB of it (limit ${MAX_JSON_BYTES / KiB} KiB).`,
    );
    const growing = rows.filter((row) => row.growth > MAX_GROWTH);
    const worst = rows.reduce((a, b) => (b.msAtLimit > a.msAtLimit ? b : a));
    console.log(
      `\nTarget: cost per KB flat up to the limit (growth from 16 KiB to the limit at most ` +
        `${MAX_GROWTH}x)` +
        (growing.length > 0
          ? ` - OVER BUDGET: ${growing.map((row) => row.name).join(', ')}`
          : ' - met.'),
    );
    return {
      summary:
        `worst body at the limit ${worst.msAtLimit.toFixed(2)} ms (${worst.name}); ` +
        `max growth ${Math.max(...rows.map((row) => row.growth)).toFixed(2)}x; ` +
        `chunked 200 MiB: ${flood.status} after ${(flood.pulled / KiB).toFixed(0)} KiB`,
      overBudget: growing.length > 0 || flood.status !== 413,
      measured: true,
    };
  } finally {
    await bench.close();
  }
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  runHostileBench(parseHostileBenchArgs(process.argv.slice(2))).then(
    () => {
      process.exitCode = 0;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
