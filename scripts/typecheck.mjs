/**
 * `npm run typecheck`: tsc over each TypeScript project at once (decision 0055), each one's
 * output printed when it ends; exit 1 when any fails.
 *
 *   tsconfig.app.json     src/ in the browser: DOM types, no Node types
 *   tsconfig.server.json  server/ and src/contract on Node: Node types, no DOM
 *   tsconfig.json         everything, tests, scripts and benchmarks included: DOM and Node types
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const PROJECTS = ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.json'];

function check(project) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      if (output.trim() !== '') console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(PROJECTS.map(check));
if (results.includes(false)) process.exitCode = 1;
