/**
 * A real S3-protocol server for the tests: s3rver (from npm, Node only) in a child process, on a
 * free port of 127.0.0.1 with a temporary folder. A test can kill it (SIGKILL), keep its port
 * answering with connection resets while it is down, and start it again on the same port and
 * folder, where it finds what it had stored.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from '../../../server/storage/s3-settings';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3-server-process.mjs');
/** s3rver's own default credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A request the server answered, as its process printed it. */
export interface AnsweredRequest {
  method: string;
  /** Path and query, e.g. /tours/tours/<id>/source?partNumber=1&uploadId=... */
  url: string;
  status: number;
}

export interface PortHold {
  /** Resolves when a client has tried to connect (and was reset). */
  tried: Promise<void>;
  release(): Promise<void>;
}

export interface S3TestServer {
  readonly bucket: string;
  readonly directory: string;
  readonly port: number;
  readonly endpoint: string;
  /** What the storage driver is given to use this server. */
  readonly settings: S3Settings;
  /** Requests answered by the running process (a restart starts a new list). */
  readonly requests: readonly AnsweredRequest[];
  /** Resolves with the first answered request (already or later) that `matches`. */
  waitForRequest(matches: (request: AnsweredRequest) => boolean): Promise<AnsweredRequest>;
  /** SIGKILL, as a crash would: nothing is flushed or closed. Resolves once it has exited. */
  kill(): Promise<void>;
  /** While the server is down, listens on its port and resets every connection. */
  holdPort(): Promise<PortHold>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
  /** Kills it and removes its folder. */
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'roomwalk-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-s3-'));
  let child: ChildProcess | undefined;
  let port = 0;
  let requests: AnsweredRequest[] = [];
  const waiters = new Set<() => void>();

  const launch = async () => {
    requests = [];
    const process_ = spawn(
      process.execPath,
      ['--openssl-legacy-provider', SCRIPT, directory, bucket, String(port)],
      { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
    );
    child = process_;
    let stderr = '';
    process_.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const listening = new Promise<number>((resolve, reject) => {
      process_.once('exit', (code) =>
        reject(new Error(`The S3 server exited (${code}) before listening: ${stderr}`)),
      );
      const lines = createInterface({ input: process_.stdout! });
      lines.on('line', (line) => {
        const message = JSON.parse(line) as { port?: number } & Partial<AnsweredRequest>;
        if (message.port !== undefined) resolve(message.port);
        else if (message.method !== undefined) {
          requests.push({
            method: message.method,
            url: message.url ?? '',
            status: message.status ?? 0,
          });
          for (const wake of [...waiters]) wake();
        }
      });
    });
    port = await listening;
  };

  await launch();

  const server: S3TestServer = {
    bucket,
    directory,
    get port() {
      return port;
    },
    get endpoint() {
      return `http://127.0.0.1:${port}`;
    },
    get settings(): S3Settings {
      return {
        bucket,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        credentials: CREDENTIALS,
      };
    },
    get requests() {
      return requests;
    },
    waitForRequest(matches) {
      return new Promise((resolve) => {
        const check = () => {
          const found = requests.find(matches);
          if (found === undefined) return;
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
        check();
      });
    },
    async kill() {
      const running = child;
      child = undefined;
      if (running === undefined || running.exitCode !== null || running.signalCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGKILL');
      await exited;
    },
    async holdPort() {
      let reached: () => void = () => {};
      const tried = new Promise<void>((resolve) => (reached = resolve));
      const holder: Server = createServer((socket) => {
        socket.resetAndDestroy();
        reached();
      });
      holder.listen(port, '127.0.0.1');
      await once(holder, 'listening');
      return {
        tried,
        release: () => new Promise<void>((resolve) => holder.close(() => resolve())),
      };
    },
    start: launch,
    async stop() {
      await server.kill();
      await rm(directory, { recursive: true, force: true });
    },
  };
  return server;
}
