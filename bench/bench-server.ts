/**
 * The real server for a benchmark: the compiled server (`node dist-server/main.mjs`, as `npm start`
 * runs it) serving a build on 127.0.0.1, on a port the kernel picks, with its own throw-away data
 * folder, stopped and cleaned up by `stop`. `npm run build` writes both dist/ and dist-server/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPILED_SERVER = path.join(repoRoot, 'dist-server', 'main.mjs');
const SERVER_START_TIMEOUT_MS = 90_000;

export interface StartedServer {
  url: string;
  stop: () => Promise<void>;
}

/** `extraEnv` adds server variables (e.g. SIGNUP_CREDITS for a benchmark that creates tours). */
export async function startBenchServer(
  dist: string,
  name: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<StartedServer> {
  if (!existsSync(COMPILED_SERVER)) {
    throw new Error('dist-server/main.mjs is missing: run `npm run build` first');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `roomwalk-${name}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DIST_DIR: dist,
    DATA_DIR: dataDir,
    SERVE_APP: 'true',
    ...extraEnv,
  };
  delete env.NODE_ENV; // production would ask for AUTH_SECRET; the build is production anyway
  delete env.DATABASE_URL; // the embedded database, in the throw-away folder
  const child = spawn(process.execPath, ['--enable-source-maps', COMPILED_SERVER], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => stopServer(child, dataDir);
  try {
    return { url: await serverUrl(child), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function serverUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within 90 s:\n${output}`)),
      SERVER_START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Roomwalk is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? 'signal'}) before it started:\n${output}`));
    });
  });
}

async function stopServer(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 6000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
