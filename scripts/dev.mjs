#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, API only) and Vite (the app, proxying the API paths to it).
// Output of both is prefixed; when either exits, or on Ctrl-C, both are stopped.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const apiPort = process.env.API_PORT?.trim() || '5174';
const isWindows = process.platform === 'win32';
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

const tasks = [
  {
    name: 'api',
    color: 35,
    args: ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'],
    env: { PORT: apiPort, HOST: '127.0.0.1', SERVE_APP: 'false' },
  },
  {
    name: 'web',
    color: 36,
    args: ['vite'],
    env: { API_PORT: apiPort },
  },
];

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let shuttingDown = false;
let exitCode = 0;

function pipe(stream, prefix, target) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    target.write(`${prefix} ${line}\n`);
  });
}

/** Stops a child and everything it started (npx → tsx → node): its whole process group. */
function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (isWindows) spawn('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore' });
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  exitCode = code;
  for (const child of running) stop(child);
  // Whatever ignores SIGTERM gets SIGKILL after 5 s.
  setTimeout(() => {
    for (const child of running) stop(child, 'SIGKILL');
    process.exit(exitCode || 1);
  }, 5000).unref();
}

for (const task of tasks) {
  const prefix = paint(task.color, `[${task.name}]`);
  const child = spawn('npx', task.args, {
    env: { ...process.env, ...task.env, ...(useColor && { FORCE_COLOR: '1' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so that stop() reaches the grandchildren too.
    detached: !isWindows,
    shell: isWindows,
  });
  running.add(child);
  pipe(child.stdout, prefix, process.stdout);
  pipe(child.stderr, prefix, process.stderr);
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
    running.delete(child);
    shutdown(1);
  });
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!shuttingDown) {
      console.error(`${prefix} exited (${signal ?? `code ${code}`}); stopping the other process.`);
    }
    shutdown(code ?? (shuttingDown ? 0 : 1));
    if (running.size === 0) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => shutdown(0));
}
// Last resort if this process dies some other way: do not leave the servers running.
process.on('exit', () => {
  for (const child of running) stop(child, 'SIGKILL');
});
