/**
 * A Roomwalk server or worker in a `node` process of its own, started and stopped as an operator
 * would (bench/scale.ts, tests/server/multi-process.test.ts). `compiled`: dist-server/*.mjs
 * (`npm run build`); otherwise the TypeScript sources through tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT_DIR } from '../server/root-dir';

const START_WITHIN_MS = 90_000;
const STOP_WITHIN_MS = 10_000;

export interface ServerProcess {
  child: ChildProcess;
  /** The match of the line it printed when it was ready. */
  ready: RegExpExecArray;
  /** What it printed so far. */
  output: () => string;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop: () => Promise<void>;
}

/** The line a server prints once it listens; group 1 is its address. */
export const SERVER_READY = /Roomwalk is running at (http:\/\/\S+)/;
/** The line a worker prints once it polls the queue. */
export const WORKER_READY = /Roomwalk worker (\S+) is running/;

export async function startServerProcess(options: {
  role: 'server' | 'worker';
  env: NodeJS.ProcessEnv;
  compiled: boolean;
}): Promise<ServerProcess> {
  const entry = options.role === 'server' ? 'main' : 'worker';
  const args = options.compiled
    ? ['--enable-source-maps', path.join(ROOT_DIR, 'dist-server', `${entry}.mjs`)]
    : ['--import', 'tsx', path.join(ROOT_DIR, 'server', `${entry}.ts`)];
  const child = spawn(process.execPath, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const pattern = options.role === 'server' ? SERVER_READY : WORKER_READY;
  const stop = () => stopProcess(child);
  try {
    const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the ${options.role} did not start:\n${output}`)),
        START_WITHIN_MS,
      );
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = pattern.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the ${options.role} exited (${code ?? 'signal'}):\n${output}`));
      });
    });
    return { child, ready, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The address a started server printed. */
export function serverAddress(server: ServerProcess): string {
  const address = server.ready[1];
  if (address === undefined) throw new Error('The process did not print its address');
  return address;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(STOP_WITHIN_MS)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}
