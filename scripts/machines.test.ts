import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  findStale,
  generate,
  generateDocs,
  main,
  readabilityErrors,
  unreadableParts,
  UNNAMED_PENDING,
  writeDocs,
} from './machines';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A machine with nested states, guards, invokes, delays, eventless and final states. */
const authMachineSource = `
import { and, assign, fromPromise, not, setup } from 'xstate';

export const authMachine = setup({
  types: {
    context: {} as { attempts: number },
    events: {} as { type: 'login.submit' } | { type: 'session.logout' } | { type: 'login.reset' },
  },
  actors: { authenticate: fromPromise(async () => 'user'), refreshToken: fromPromise(async () => 1) },
  guards: { hasAttemptsLeft: () => true, isLocked: () => false },
  actions: {
    countFailure: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
  },
  delays: { refreshCheck: 60_000, lockout: 900_000 },
}).createMachine({
  id: 'auth-flow',
  initial: 'signedOut',
  context: { attempts: 0 },
  states: {
    signedOut: {
      description: 'Nobody is signed in.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The form waits for input.',
          on: {
            'login.submit': [
              { guard: and(['hasAttemptsLeft', not('isLocked')]), target: 'submitting' },
              { target: '#auth-flow.lockedOut' },
            ],
          },
        },
        submitting: {
          description: 'Checking the credentials.',
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            onDone: { target: '#auth-flow.signedIn' },
            onError: { target: 'idle', actions: 'countFailure' },
          },
        },
      },
    },
    lockedOut: {
      description: 'Too many failures.',
      after: { lockout: 'signedOut' },
    },
    signedIn: {
      description: 'A user is signed in.',
      initial: 'active',
      states: {
        active: { description: 'Idle.', after: { refreshCheck: 'refreshing', 5000: 'active' } },
        refreshing: {
          description: 'Refreshing the token.',
          invoke: { id: 'refresh', src: 'refreshToken', onDone: 'active', onError: '#auth-flow.done' },
        },
        start: { description: 'Named like a Mermaid start node.', always: { guard: 'hasAttemptsLeft', target: 'active' } },
      },
      on: { 'session.logout': { target: 'done', actions: 'resetAttempts' } },
    },
    done: { type: 'final', description: 'Session ended.' },
  },
});

export default authMachine;
export const notAMachine = { id: 'x' };
`;

const drawerMachineSource = `
import { setup } from 'xstate';
export const drawerMachine = setup({}).createMachine({
  id: 'drawer',
  initial: 'closed',
  states: {
    closed: { description: 'Hidden.', on: { 'drawer.open': 'open' } },
    open: { description: 'Shown.', on: { 'drawer.close': 'closed' } },
  },
});
`;

let work: string;
let dir: string;
let out: string;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'machines-docs-'));
  // The temp machines import 'xstate' from the repository's node_modules.
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  writeFileSync(path.join(work, 'package.json'), '{ "type": "module" }\n');
  dir = path.join(work, 'machines');
  out = path.join(work, 'docs');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'auth.machine.ts'), authMachineSource);
  writeFileSync(path.join(dir, 'drawer.machine.ts'), drawerMachineSource);
  writeFileSync(
    path.join(dir, 'drawer.machine.test.ts'),
    'throw new Error("tests are not imported");\n',
  );
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function mermaidOf(doc: string): string {
  const match = /```mermaid\n([\s\S]*?)```/.exec(doc);
  if (!match?.[1]) throw new Error('no mermaid block');
  return match[1];
}

function jsonOf(doc: string): unknown {
  const match = /```json\n([\s\S]*?)```/.exec(doc);
  if (!match?.[1]) throw new Error('no json block');
  return JSON.parse(match[1]);
}

describe('generateDocs', () => {
  it('writes one doc per machine id and an index', async () => {
    const files = await generateDocs({ dir, out });
    expect([...files.keys()].sort()).toEqual([
      'README.md',
      'auth-flow.json',
      'auth-flow.md',
      'drawer.json',
      'drawer.md',
    ]);
    const index = files.get('README.md') ?? '';
    expect(index).toContain('[auth-flow](auth-flow.md)');
    expect(index).toContain('[drawer](drawer.md)');
  });

  it('draws the statechart with composite, initial, final, guarded, delayed and invoke edges', async () => {
    const doc = (await generateDocs({ dir, out })).get('auth-flow.md') ?? '';
    expect(doc).toMatch(/^# auth-flow\n/);
    expect(doc).toContain('Generated by `npm run machines` from');
    expect(doc).toContain('auth.machine.ts');
    expect(doc).toContain('- **signedOut**: Nobody is signed in.');
    expect(doc).toContain('  - **idle**: The form waits for input.');
    expect(doc).toContain('- **done** _(final)_: Session ended.');

    const lines = mermaidOf(doc)
      .split('\n')
      .map((line) => line.trim());
    expect(lines[0]).toBe('stateDiagram-v2');
    const expected = [
      '[*] --> auth_flow_signedOut',
      'state "signedOut" as auth_flow_signedOut {',
      '[*] --> auth_flow_signedOut_idle',
      'auth_flow_signedOut_idle --> auth_flow_signedOut_submitting : login.submit [hasAttemptsLeft && !isLocked]',
      'auth_flow_signedOut_idle --> auth_flow_lockedOut : login.submit',
      'auth_flow_signedOut_submitting --> auth_flow_signedIn : onDone authenticate',
      'auth_flow_signedOut_submitting --> auth_flow_signedOut_idle : onError authenticate',
      'auth_flow_lockedOut --> auth_flow_signedOut : after lockout',
      'auth_flow_signedIn_active --> auth_flow_signedIn_refreshing : after refreshCheck',
      'auth_flow_signedIn_active --> auth_flow_signedIn_active : after 5000ms',
      'auth_flow_signedIn_refreshing --> auth_flow_signedIn_active : onDone refresh',
      'auth_flow_signedIn_refreshing --> auth_flow_done : onError refresh',
      // toDirectedGraph leaves eventless transitions out; the script adds them.
      'auth_flow_signedIn_start_ --> auth_flow_signedIn_active : always [hasAttemptsLeft]',
      'auth_flow_signedIn --> auth_flow_done : session.logout',
      'auth_flow_done --> [*]',
    ];
    for (const line of expected) expect(lines).toContain(line);
    // A state is first named inside its parent's block, so Mermaid nests it there.
    const parentOpens = lines.indexOf('state "signedIn" as auth_flow_signedIn {');
    const firstUse = lines.findIndex((line) => line.includes('auth_flow_signedIn_active'));
    expect(parentOpens).toBeGreaterThan(0);
    expect(firstUse).toBeGreaterThan(parentOpens);
    expect(lines.slice(parentOpens, firstUse)).not.toContain('}');
    // Mermaid ids hold no dots or hyphens.
    for (const line of lines.filter((l) => l.includes('-->'))) {
      const [ends] = line.split(' : ');
      expect(ends).toMatch(/^[\w[\]*]+ --> [\w[\]*]+$/);
    }
  });

  it('embeds the config as deterministic JSON without functions', async () => {
    const first = (await generateDocs({ dir, out })).get('auth-flow.md') ?? '';
    const second = (await generateDocs({ dir, out })).get('auth-flow.md') ?? '';
    expect(second).toBe(first);
    const json = jsonOf(first) as Record<string, unknown>;
    expect(json['id']).toBe('auth-flow');
    expect(Object.keys(json['states'] as object)).toEqual([
      'signedOut',
      'lockedOut',
      'signedIn',
      'done',
    ]);
    const signedIn = (json['states'] as Record<string, Record<string, unknown>>)['signedIn'];
    expect(signedIn?.['on']).toEqual({
      'session.logout': { actions: 'resetAttempts', target: 'done' },
    });
    expect(first).not.toMatch(/=>|function \(/);
  });
});

describe('check and write', () => {
  it('reports missing, changed and extra files, and writing fixes them', async () => {
    const files = await generateDocs({ dir, out });
    expect(findStale(files, out).map((s) => s.reason)).toEqual([
      'missing',
      'missing',
      'missing',
      'missing',
      'missing',
    ]);

    writeDocs(files, out);
    expect(findStale(files, out)).toEqual([]);

    writeFileSync(path.join(out, 'drawer.md'), 'edited by hand\n');
    writeFileSync(path.join(out, 'old-machine.md'), '# old\n');
    writeFileSync(path.join(out, '.gitkeep'), '');
    expect(findStale(files, out).map((s) => `${s.reason} ${path.basename(s.file)}`)).toEqual([
      'changed drawer.md',
      'extra old-machine.md',
    ]);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await main(['--check', '--dir', dir, '--out', out])).toBe(1);
      const printed = errors.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(printed).toContain('drawer.md');
      expect(printed).toContain('old-machine.md');
      expect(printed).toContain('run npm run machines');

      expect(await main(['--dir', dir, '--out', out])).toBe(0);
      expect(await main(['--check', '--dir', dir, '--out', out])).toBe(0);
      expect(logs.mock.calls.flat().join('\n')).toContain('is up to date');
    } finally {
      errors.mockRestore();
      logs.mockRestore();
    }
    expect(readFileSync(path.join(out, 'drawer.md'), 'utf8')).toBe(files.get('drawer.md'));
    expect(readFileSync(path.join(out, '.gitkeep'), 'utf8')).toBe('');
  });
});

/** A machine whose diagram would show xstate.assign, with an input computed by a function. */
const anonymousMachineSource = `
import { assign, fromPromise, setup } from 'xstate';
export const counterMachine = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'count.add' } },
  actors: { save: fromPromise(async () => 1) },
}).createMachine({
  id: 'counter',
  context: ({ input }: { input: { start?: number } }) => ({ count: input.start ?? 0 }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Counting.',
      on: { 'count.add': { actions: assign({ count: ({ context }) => context.count + 1 }) } },
      invoke: { src: 'save', input: ({ context }) => context.count },
    },
  },
});
`;

describe('the editor JSON reads by name', () => {
  it('writes <id>.json with the lazy context computed and no function left', async () => {
    const files = await generateDocs({ dir, out });
    const json = files.get('auth-flow.json') ?? '';
    expect(JSON.parse(json)).toEqual(jsonOf(files.get('auth-flow.md') ?? ''));
    expect(unreadableParts(json)).toEqual([]);
    expect(files.get('auth-flow.md')).toContain('[auth-flow.json](auth-flow.json)');
  });

  it('fails every machine, one added later included, whose JSON shows xstate.assign', async () => {
    const anonymous = mkdtempSync(path.join(work, 'anonymous-'));
    const docs = path.join(anonymous, 'docs');
    const machines = path.join(anonymous, 'machines');
    mkdirSync(machines);
    writeFileSync(path.join(machines, 'counter.machine.ts'), anonymousMachineSource);
    const { files, unreadable } = await generate({ dir: machines, out: docs });
    const json = files.get('counter.json') ?? '';
    expect(JSON.parse(json)).toMatchObject({ context: { count: 0 } });
    expect(json).not.toContain('[function]');
    expect(unreadable.get('counter')).toEqual(['1 inline assign (xstate.assign)']);
    expect(unreadableParts('{ "entry": "[function]", "guard": { "type": "inline" } }')).toEqual([
      '1 "[function]"',
      '1 inline guard(s) or action(s)',
    ]);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await main(['--dir', machines, '--out', docs])).toBe(1);
      expect(await main(['--check', '--dir', machines, '--out', docs])).toBe(1);
      const printed = errors.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(printed).toContain("machine 'counter' does not read by name");
    } finally {
      errors.mockRestore();
      logs.mockRestore();
    }
  });

  it('a pending machine is only reported, and one that reads by name must leave the list', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const unreadable = new Map([['counter', ['1 inline assign (xstate.assign)']]]);
      expect(readabilityErrors(unreadable, { counter: 'being rewritten' })).toEqual([]);
      expect(warnings.mock.calls.flat().join('\n')).toContain('being rewritten');
      expect(readabilityErrors(new Map(), { counter: 'being rewritten' }, ['counter'])).toEqual([
        "machine 'counter' reads by name now: remove it from UNNAMED_PENDING",
      ]);
    } finally {
      warnings.mockRestore();
    }
  });

  it('the real machines: every one outside UNNAMED_PENDING reads by name', async () => {
    const machines = path.join(repoRoot, 'src', 'machines');
    const { unreadable, files } = await generate({ dir: machines, out: path.join(work, 'real') });
    const ids = [...files.keys()].filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5));
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(readabilityErrors(unreadable, UNNAMED_PENDING, ids)).toEqual([]);
    } finally {
      warnings.mockRestore();
    }
    for (const [name, content] of files) {
      if (name.endsWith('.json')) expect(content, name).not.toContain('[function]');
    }
  });
});
