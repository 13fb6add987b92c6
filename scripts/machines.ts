/**
 * Generates docs/machines/<id>.md for every statechart in src/machines (DESIGN.md, "Review and
 * debugging"): the state descriptions, a Mermaid stateDiagram-v2 built from toDirectedGraph, and
 * the machine's config as JSON for the Stately editor, also written alone as docs/machines/<id>.json
 * (context, guards and actions by name). Also writes docs/machines/README.md.
 *
 * Every machine, those added later included, must read by name: a config whose JSON holds
 * `"[function]"`, `xstate.assign` or an inline guard or action fails both commands (see
 * unreadableParts), unless UNNAMED_PENDING lists the machine with its reason.
 *
 *   npm run machines                 write the docs (and delete stale ones)
 *   npm run machines:check           write nothing; exit 1 when the docs on disk are stale
 *   --dir <folder>  --out <folder>   other machines / docs folders (tests use temp folders)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { toDirectedGraph } from '@xstate/graph';
import type { DirectedGraphNode } from '@xstate/graph';
import { StateMachine } from 'xstate';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { SuperuserPlan } from '../src/contract/superuser';
import type { TourView } from '../src/contract/tours';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MACHINE_FILE = /\.machine\.(ts|tsx|mts|js|mjs)$/;
const TEST_FILE = /\.(test|spec)\.[^.]+$/;
const INDEX_FILE = 'README.md';

/**
 * Machines whose JSON may still show anonymous actions, each with its reason; the check prints
 * them. A machine listed here that has become readable fails the check, so the list only shrinks.
 */
export const UNNAMED_PENDING: Readonly<Record<string, string>> = {};

export interface FoundMachine {
  /** The machine's `id`: the doc is `<id>.md`. */
  id: string;
  /** The exported name it was found under. */
  exportName: string;
  /** Path of the source file relative to the repository root, with forward slashes. */
  source: string;
  /** Absolute path of the source file. */
  file: string;
  machine: AnyStateMachine;
}

export interface GenerateOptions {
  /** The machines folder (default src/machines). */
  dir: string;
  /** The docs folder (default docs/machines). */
  out: string;
}

/* ------------------------------------------------------------------ discovery */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * An XState state machine: `instanceof StateMachine`, or (when the file resolved a second copy of
 * xstate) the same shape: a root state node, a config and the actor-logic methods.
 */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  if (value instanceof StateMachine) return true;
  if (!isRecord(value)) return false;
  const root = value['root'];
  return (
    typeof value['id'] === 'string' &&
    isRecord(value['config']) &&
    isRecord(root) &&
    typeof root['id'] === 'string' &&
    typeof root['type'] === 'string' &&
    ['transition', 'getInitialSnapshot', 'provide', 'toJSON'].every(
      (method) => typeof value[method] === 'function',
    )
  );
}

/** The machine files of `dir` (not tests), sorted. */
export function machineFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && MACHINE_FILE.test(entry.name) && !TEST_FILE.test(entry.name),
    )
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

function displayPath(file: string): string {
  return path.relative(repoRoot, file).split(path.sep).join('/');
}

/** Imports every machine file of `dir` and returns the machines they export, sorted by id. */
export async function collectMachines(dir: string): Promise<FoundMachine[]> {
  const found: FoundMachine[] = [];
  const errors: string[] = [];
  for (const file of machineFiles(dir)) {
    let moduleExports: Record<string, unknown>;
    try {
      moduleExports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    } catch (error) {
      errors.push(`${displayPath(file)}: cannot import it: ${String(error)}`);
      continue;
    }
    const inFile: FoundMachine[] = [];
    for (const exportName of Object.keys(moduleExports).sort()) {
      const value = moduleExports[exportName];
      if (!isStateMachine(value)) continue;
      // `export default x` next to `export const x`, or `x.provide(...)` exported too: one doc.
      if (inFile.some((other) => other.machine === value || other.id === value.id)) continue;
      inFile.push({ id: value.id, exportName, source: displayPath(file), file, machine: value });
    }
    if (inFile.length === 0) {
      console.warn(`warning: ${displayPath(file)} exports no XState machine`);
    }
    found.push(...inFile);
  }
  const byId = new Map<string, FoundMachine>();
  for (const entry of found) {
    const other = byId.get(entry.id);
    if (other) {
      errors.push(`machine id '${entry.id}' is used by both ${other.source} and ${entry.source}`);
    } else {
      byId.set(entry.id, entry);
    }
  }
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return found.sort((a, b) => compare(a.id, b.id));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/* ------------------------------------------------------------------ labels */

/** A readable guard: `hasAttemptsLeft`, `a && !b`, `in(#id.state)`, `inline`. */
export function formatGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts: unknown = (guard as { guards?: unknown }).guards;
    const inner = Array.isArray(parts) ? parts.map((part) => formatGuard(part)) : [];
    const wrap = (text: string) => (/\s/.test(text) ? `(${text})` : text);
    switch (guard.name) {
      case 'and':
        if (inner.length > 0) return inner.map(wrap).join(' && ');
        break;
      case 'or':
        if (inner.length > 0) return inner.map(wrap).join(' || ');
        break;
      case 'not':
        if (inner.length === 1) return `!${wrap(inner[0] ?? '')}`;
        break;
      case 'stateIn': {
        const stateValue: unknown = (guard as { stateValue?: unknown }).stateValue;
        if (typeof stateValue === 'string') return `in(${stateValue})`;
        if (stateValue !== undefined) return `in(${JSON.stringify(toJsonData(stateValue))})`;
        break;
      }
    }
    return 'inline';
  }
  if (isRecord(guard) && typeof guard['type'] === 'string') return guard['type'];
  return 'inline';
}

/** The event part of an edge label: invoke and delay events shortened. */
export function formatEventType(eventType: string, transition: AnyTransitionDefinition): string {
  if (eventType === '') return 'always';
  const delay: unknown = (transition as { delay?: unknown }).delay;
  if (eventType.startsWith('xstate.after.')) {
    let name: string;
    if (typeof delay === 'string' || typeof delay === 'number') {
      name = String(delay);
    } else {
      name = eventType.slice('xstate.after.'.length);
      const suffix = `.${transition.source.id}`;
      if (name.endsWith(suffix)) name = name.slice(0, -suffix.length);
    }
    return /^\d+$/.test(name) ? `after ${name}ms` : `after ${name}`;
  }
  if (eventType.startsWith('xstate.done.actor.')) {
    return `onDone ${eventType.slice('xstate.done.actor.'.length)}`;
  }
  if (eventType.startsWith('xstate.error.actor.')) {
    return `onError ${eventType.slice('xstate.error.actor.'.length)}`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  return eventType;
}

export function edgeLabel(transition: AnyTransitionDefinition): string {
  const event = formatEventType(String(transition.eventType ?? ''), transition);
  return transition.guard === undefined ? event : `${event} [${formatGuard(transition.guard)}]`;
}

/* ------------------------------------------------------------------ mermaid */

interface Edge {
  source: AnyStateNode;
  target: AnyStateNode;
  label: string;
}

const MERMAID_WORDS = new Set(['state', 'note', 'end', 'direction', 'class', 'classDef', 'style']);

/**
 * The Mermaid ids of every state node: its path with anything but [A-Za-z0-9_] replaced. Mermaid
 * names the `[*]` of a block `<block id>_start` / `_end` (`root_...` at the top), so no id may end
 * that way: such ids get a trailing `_`. Clashing ids get `_2`, `_3`, ...
 */
function mermaidIds(root: DirectedGraphNode): Map<AnyStateNode, string> {
  const ids = new Map<AnyStateNode, string>();
  const used = new Set<string>();
  const visit = (node: DirectedGraphNode) => {
    let base = node.stateNode.id.replace(/[^A-Za-z0-9_]/g, '_');
    if (!/^[A-Za-z]/.test(base)) base = `s_${base}`;
    if (/_(start|end)$/.test(base) || base === 'root' || MERMAID_WORDS.has(base)) base = `${base}_`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    used.add(id);
    ids.set(node.stateNode, id);
    node.children.forEach(visit);
  };
  visit(root);
  return ids;
}

function quote(text: string): string {
  return text.replace(/"/g, '#quot;');
}

function labelText(text: string): string {
  // ';' ends a statement and '#' starts an entity code in Mermaid.
  return text.replace(/[#;]/g, (char) => (char === '#' ? '#35;' : '#59;'));
}

/** The edges of a node: toDirectedGraph's, plus eventless `always` ones, which it leaves out. */
function edgesOf(node: DirectedGraphNode): Edge[] {
  const edges: Edge[] = node.edges.map((edge) => ({
    source: edge.source,
    target: edge.target,
    label: edgeLabel(edge.transition),
  }));
  const hasAlways = node.edges.some((edge) => String(edge.transition.eventType ?? '') === '');
  if (!hasAlways) {
    for (const transition of node.stateNode.always ?? []) {
      for (const target of transition.target ?? [node.stateNode]) {
        edges.push({ source: node.stateNode, target, label: edgeLabel(transition) });
      }
    }
  }
  return edges;
}

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const list: AnyStateNode[] = [];
  for (let parent = node.parent; parent; parent = parent.parent) list.push(parent);
  return list;
}

/**
 * The deepest state node that strictly contains both ends: the block the edge is written in
 * (null: outside every block, for edges from or to the root itself).
 */
function edgeOwner(edge: Edge): AnyStateNode | null {
  const fromTarget = new Set(ancestors(edge.target));
  return ancestors(edge.source).find((node) => fromTarget.has(node)) ?? null;
}

/**
 * A Mermaid stateDiagram-v2 of the machine. States are declared first (nested states as composite
 * states, parallel regions separated by `--`); each edge is written in the innermost block that
 * holds both of its ends, after that block's states, so no state is declared by an edge.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const graph = toDirectedGraph(machine.root);
  const ids = mermaidIds(graph);
  const idOf = (node: AnyStateNode) => ids.get(node) ?? node.id.replace(/[^A-Za-z0-9_]/g, '_');

  const edgesByOwner = new Map<AnyStateNode | null, Edge[]>();
  const collect = (node: DirectedGraphNode) => {
    for (const edge of edgesOf(node)) {
      let owner = edgeOwner(edge);
      // Inside a parallel state the lines after the last `--` belong to its last region.
      while (owner?.type === 'parallel') owner = owner.parent ?? null;
      edgesByOwner.set(owner, [...(edgesByOwner.get(owner) ?? []), edge]);
    }
    node.children.forEach(collect);
  };
  collect(graph);

  const lines: string[] = ['stateDiagram-v2'];
  const emitBody = (node: DirectedGraphNode, indent: string) => {
    const stateNode = node.stateNode;
    const children = node.children;
    if (stateNode.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        emitState(child, indent);
      });
    } else {
      for (const target of stateNode.type === 'compound' ? stateNode.initial.target : []) {
        lines.push(`${indent}[*] --> ${idOf(target)}`);
      }
      for (const child of children) emitState(child, indent);
      for (const child of children) {
        if (child.stateNode.type === 'final')
          lines.push(`${indent}${idOf(child.stateNode)} --> [*]`);
      }
    }
    emitEdges(stateNode, indent);
  };
  const emitEdges = (owner: AnyStateNode | null, indent: string) => {
    for (const edge of edgesByOwner.get(owner) ?? []) {
      lines.push(
        `${indent}${idOf(edge.source)} --> ${idOf(edge.target)} : ${labelText(edge.label)}`,
      );
    }
  };
  const emitState = (node: DirectedGraphNode, indent: string) => {
    const stateNode = node.stateNode;
    let name = stateNode.key;
    if (stateNode.type === 'history') {
      const deep = (stateNode as { history?: unknown }).history === 'deep';
      name = `${name} (${deep ? 'H*' : 'H'})`;
    }
    const declaration = `${indent}state "${quote(name)}" as ${idOf(stateNode)}`;
    if (node.children.length === 0) {
      lines.push(declaration);
      return;
    }
    lines.push(`${declaration} {`);
    emitBody(node, `${indent}  `);
    lines.push(`${indent}}`);
  };

  // The root is drawn as a box only when it is parallel or has transitions of its own.
  if (graph.stateNode.type === 'parallel' || edgesByOwner.has(null)) {
    lines.push(`  [*] --> ${idOf(graph.stateNode)}`);
    emitState(graph, '  ');
  } else {
    emitBody(graph, '  ');
  }
  emitEdges(null, '  ');
  return lines.join('\n');
}

/* ------------------------------------------------------------------ JSON */

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const ACTION_KEYS = new Set(['actions', 'entry', 'exit']);

/**
 * What a function in the config stands for: a guard's readable form, an action's XState built-in
 * type (`xstate.assign`) or `inline`, and `"[function]"` anywhere else (lazy context, input, params).
 */
function describeFunction(fn: (...args: never[]) => unknown, key: string | undefined): unknown {
  if (key === 'guard') {
    const text = formatGuard(fn);
    return text === 'inline' ? { type: 'inline' } : text;
  }
  if (key !== undefined && ACTION_KEYS.has(key)) {
    const type: unknown = (fn as { type?: unknown }).type;
    return { type: typeof type === 'string' ? type : 'inline' };
  }
  return '[function]';
}

/**
 * Keys whose function values are data plumbing the editor has no use for: an action's or guard's
 * `params`, an invoked actor's `input` and a machine's or final state's `output`. They are left
 * out of the JSON.
 */
const PLUMBING_KEYS = new Set(['params', 'input', 'output']);

/**
 * The config as plain JSON data: functions become `{ "type": ... }` names, object keys are sorted
 * except the children of `states` (document order is meaningful there), arrays keep their order.
 * Functions under PLUMBING_KEYS are left out.
 */
export function toJsonData(value: unknown, key?: string, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'undefined' || typeof value === 'symbol') return undefined;
  if (typeof value === 'function') {
    if (key !== undefined && PLUMBING_KEYS.has(key)) return undefined;
    return describeFunction(value as (...args: never[]) => unknown, key);
  }
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      return value.map((item) => toJsonData(item, key, seen) ?? null);
    }
    if (key === 'src') return 'inline'; // inline actor logic; named actors are strings
    if (!isPlainObject(value)) return `[${value.constructor.name}]`;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (key !== 'states') keys.sort(compare);
    const result: Record<string, unknown> = {};
    for (const name of keys) {
      const converted = toJsonData(record[name], name, seen);
      if (converted !== undefined) result[name] = converted;
    }
    return result;
  } finally {
    seen.delete(value);
  }
}

/** A ready tour with one annotation and one destination, for its editor's children. */
const EXAMPLE_TOUR: TourView = {
  id: 'tour',
  title: 'Canal house',
  description: null,
  address: null,
  sourceKind: 'scan',
  status: 'ready',
  stage: null,
  progress: 1,
  error: null,
  slug: null,
  published: false,
  startPosition: null,
  annotations: [
    { id: 'kitchen', title: 'Kitchen', text: 'New in 2024', position: { x: 2, y: 1, z: 3 } },
  ],
  destinations: [{ id: 'hall', name: 'Hall', position: { x: 4, y: 0, z: 1 } }],
  assets: {},
  bounds: null,
  building: null,
  storeys: [],
  kind: 'space',
  model: null,
  views: 0,
  sample: false,
  startChosen: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
type TourItemsInput = {
  tourId: string;
  tour: TourView;
  kind: string;
  intent: string;
  id: string;
};

/**
 * Inputs for the machines whose context cannot be computed from an empty one: a typical input,
 * so that the editor shows a context with real fields.
 */
const EXAMPLE_INPUTS: Record<string, SuperuserPlanInput | TourItemsInput> = {
  tourItemChange: {
    tourId: 'tour',
    tour: EXAMPLE_TOUR,
    kind: 'annotation',
    intent: 'edit',
    id: 'kitchen',
  },
  planForm: {
    plan: {
      id: 'agent',
      name: 'Agent',
      monthlyPrice: 29,
      annualPrice: null,
      currency: 'EUR',
      credits: 5,
      creditPeriod: 'month',
      rolloverMonths: 2,
      maxAgents: null,
      mostPopular: false,
      isActive: true,
      sortOrder: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  },
};
type SuperuserPlanInput = { plan: SuperuserPlan };

/**
 * The initial context for the editor: a lazy context (one computed from the machine's input) is
 * computed from the machine's EXAMPLE_INPUTS entry, else from an empty input, which every other
 * machine here accepts (its input fields are optional).
 */
function initialContext(machine: AnyStateMachine): unknown {
  const context: unknown = machine.config.context;
  if (typeof context !== 'function') return context;
  try {
    const compute = context as (args: {
      input: unknown;
      spawn: () => never;
      self: never;
    }) => unknown;
    return compute({
      input: EXAMPLE_INPUTS[machine.id] ?? {},
      spawn: () => {
        throw new Error('a lazy context that spawns actors cannot be shown');
      },
      self: undefined as never,
    });
  } catch (error) {
    throw new Error(
      `machine '${machine.id}': its lazy context cannot be computed from an empty input; give it one in EXAMPLE_INPUTS (${String(error)})`,
    );
  }
}

/** The machine config as the Stately editor imports it: plain JSON with names for functions. */
export function editorJson(machine: AnyStateMachine): string {
  const config = { ...machine.config, context: initialContext(machine) };
  return JSON.stringify(toJsonData(config), null, 2) ?? 'null';
}

/**
 * What keeps a machine's JSON from reading by name: a function shown as `"[function]"`, an inline
 * `assign` (`xstate.assign`), or an inline guard or action (`{ "type": "inline" }`).
 */
export function unreadableParts(json: string): string[] {
  const parts: string[] = [];
  const count = (pattern: RegExp) => json.match(pattern)?.length ?? 0;
  const functions = count(/"\[function\]"/g);
  const assigns = count(/"xstate\.assign"/g);
  const inline = count(/"type": "inline"/g);
  if (functions > 0) parts.push(`${functions} "[function]"`);
  if (assigns > 0) parts.push(`${assigns} inline assign (xstate.assign)`);
  if (inline > 0) parts.push(`${inline} inline guard(s) or action(s)`);
  return parts;
}

/* ------------------------------------------------------------------ markdown */

function stateList(node: AnyStateNode, depth: number): string[] {
  const lines: string[] = [];
  for (const child of Object.values(node.states)) {
    const kind = child.type === 'atomic' || child.type === 'compound' ? '' : ` _(${child.type})_`;
    const tags =
      child.tags.length > 0 ? ` (tags: ${child.tags.map((t) => `\`${t}\``).join(', ')})` : '';
    const description = child.description?.trim().replace(/\s+/g, ' ') || '_No description._';
    lines.push(`${'  '.repeat(depth)}- **${child.key}**${kind}${tags}: ${description}`);
    lines.push(...stateList(child, depth + 1));
  }
  return lines;
}

function implementationNames(machine: AnyStateMachine): string[] {
  const implementations = machine.implementations as unknown as Record<string, unknown>;
  const lines: string[] = [];
  for (const kind of ['actors', 'actions', 'guards', 'delays']) {
    const group = implementations[kind];
    if (!isRecord(group)) continue;
    const names = Object.keys(group)
      .sort(compare)
      .map((name) => {
        const delay = group[name];
        return kind === 'delays' && typeof delay === 'number'
          ? `\`${name}\` (${delay} ms)`
          : `\`${name}\``;
      });
    if (names.length > 0)
      lines.push(`- ${kind[0]?.toUpperCase()}${kind.slice(1)}: ${names.join(', ')}`);
  }
  return lines;
}

/** The doc of one machine; `out` is the docs folder, for the link to the source file. */
export function renderMachineDoc(found: FoundMachine, out: string): string {
  const { machine } = found;
  const link = path.relative(out, found.file).split(path.sep).join('/');
  const lines = [
    `# ${found.id}`,
    '',
    `Generated by \`npm run machines\` from [${found.source}](${link}) (export \`${found.exportName}\`); do not edit.`,
    '',
  ];
  const description = machine.root.description?.trim();
  if (description) lines.push(description, '');
  lines.push('## States', '', ...stateList(machine.root, 0), '');
  const implementations = implementationNames(machine);
  if (implementations.length > 0) lines.push('## Implementations', '', ...implementations, '');
  lines.push(
    '## Diagram',
    '',
    'Guards are in brackets; `after` edges are delays; `onDone`/`onError` end an invoked actor.',
    '',
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
    '## Config (JSON)',
    '',
    `The machine config for the Stately editor, also in [${jsonFileName(found.id)}](${jsonFileName(found.id)})`,
    '(import it as code: `createMachine(<json>)`). Guards and actions appear by name; a lazy',
    "context is shown as computed from an empty input; actions' params and actors' input are left out.",
    '',
    '```json',
    editorJson(machine),
    '```',
    '',
  );
  return lines.join('\n');
}

function countStates(node: AnyStateNode): number {
  return Object.values(node.states).reduce((sum, child) => sum + 1 + countStates(child), 0);
}

export function renderIndex(machines: FoundMachine[]): string {
  const lines = [
    '# Machines',
    '',
    'Generated by `npm run machines` from the statecharts in src/machines; do not edit.',
    '`npm run machines:check` (part of `npm test`) fails when these files are stale.',
    '',
  ];
  if (machines.length === 0) {
    lines.push('No machines yet.', '');
    return lines.join('\n');
  }
  lines.push('| Machine | Source | States |', '| --- | --- | --- |');
  for (const found of machines) {
    lines.push(
      `| [${found.id}](${docFileName(found.id)}) | ${found.source} | ${countStates(found.machine.root)} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

export function docFileName(id: string): string {
  return `${id.replace(/[^A-Za-z0-9._-]/g, '-')}.md`;
}

export function jsonFileName(id: string): string {
  return `${id.replace(/[^A-Za-z0-9._-]/g, '-')}.json`;
}

/* ------------------------------------------------------------------ generate / check */

/** Every file the docs folder should hold: file name to content. */
export async function generateDocs({ dir, out }: GenerateOptions): Promise<Map<string, string>> {
  return (await generate({ dir, out })).files;
}

export interface Generated {
  files: Map<string, string>;
  /** Machine id to what keeps its JSON from reading by name (only machines with something). */
  unreadable: Map<string, string[]>;
}

export async function generate({ dir, out }: GenerateOptions): Promise<Generated> {
  const machines = await collectMachines(dir);
  const files = new Map<string, string>();
  const unreadable = new Map<string, string[]>();
  for (const found of machines) {
    const name = docFileName(found.id);
    const json = jsonFileName(found.id);
    if (name === INDEX_FILE || files.has(name) || files.has(json)) {
      throw new Error(`machine id '${found.id}' gives the doc file name ${name}, which is taken`);
    }
    files.set(name, renderMachineDoc(found, out));
    const config = editorJson(found.machine);
    files.set(json, `${config}\n`);
    const parts = unreadableParts(config);
    if (parts.length > 0) unreadable.set(found.id, parts);
  }
  files.set(INDEX_FILE, renderIndex(machines));
  return { files, unreadable };
}

/**
 * The readability check: every machine's JSON reads by name, except those UNNAMED_PENDING lists
 * (printed as such); a listed machine that has become readable is an error too. Error lines.
 */
export function readabilityErrors(
  unreadable: Map<string, string[]>,
  pending: Readonly<Record<string, string>> = UNNAMED_PENDING,
  machineIds?: readonly string[],
): string[] {
  const errors: string[] = [];
  for (const [id, parts] of [...unreadable].sort(([a], [b]) => compare(a, b))) {
    const reason = pending[id];
    if (reason === undefined) {
      errors.push(
        `machine '${id}' does not read by name: ${parts.join(', ')}; declare its actions and guards in setup() and refer to them by name`,
      );
    } else {
      console.warn(`pending: machine '${id}' still has ${parts.join(', ')} (${reason})`);
    }
  }
  for (const id of Object.keys(pending).sort(compare)) {
    if (unreadable.has(id)) continue;
    if (machineIds === undefined || machineIds.includes(id)) {
      errors.push(`machine '${id}' reads by name now: remove it from UNNAMED_PENDING`);
    }
  }
  return errors;
}

function existingDocs(out: string): string[] {
  if (!existsSync(out)) return [];
  return readdirSync(out, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(md|json)$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export interface StaleFile {
  file: string;
  reason: 'missing' | 'changed' | 'extra';
}

/** How the docs folder differs from what would be generated. */
export function findStale(expected: Map<string, string>, out: string): StaleFile[] {
  const stale: StaleFile[] = [];
  for (const [name, content] of [...expected].sort(([a], [b]) => compare(a, b))) {
    const file = path.join(out, name);
    if (!existsSync(file)) stale.push({ file, reason: 'missing' });
    else if (readFileSync(file, 'utf8') !== content) stale.push({ file, reason: 'changed' });
  }
  for (const name of existingDocs(out)) {
    if (!expected.has(name)) stale.push({ file: path.join(out, name), reason: 'extra' });
  }
  return stale;
}

/** Writes the docs (only files whose content changed) and deletes stale extra ones. */
export function writeDocs(expected: Map<string, string>, out: string): StaleFile[] {
  const stale = findStale(expected, out);
  mkdirSync(out, { recursive: true });
  for (const { file, reason } of stale) {
    if (reason === 'extra') rmSync(file);
    else writeFileSync(file, expected.get(path.basename(file)) ?? '');
  }
  return stale;
}

interface CliOptions extends GenerateOptions {
  check: boolean;
}

function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = {
    check: false,
    dir: path.join(repoRoot, 'src', 'machines'),
    out: path.join(repoRoot, 'docs', 'machines'),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new Error(`${flag} needs a folder`);
      return path.resolve(next);
    };
    if (flag === '--check') options.check = true;
    else if (flag === '--dir') options.dir = value();
    else if (flag === '--out') options.out = value();
    else if (flag === '--help' || flag === '-h') {
      console.log(
        'usage: tsx scripts/machines.ts [--check] [--dir src/machines] [--out docs/machines]',
      );
      process.exit(0);
    } else throw new Error(`unknown argument: ${arg}`);
  }
  return options;
}

function show(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/') || file;
}

export async function main(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (!existsSync(options.dir)) throw new Error(`no machines folder at ${show(options.dir)}`);
  const { files: expected, unreadable } = await generate(options);
  const machineCount = (expected.size - 1) / 2;
  const ids = [...expected.keys()]
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5));
  const readability = readabilityErrors(unreadable, UNNAMED_PENDING, ids);
  for (const line of readability) console.error(line);
  if (options.check) {
    const stale = findStale(expected, options.out);
    if (stale.length === 0) {
      console.log(`${show(options.out)} is up to date`);
      return readability.length === 0 ? 0 : 1;
    }
    console.error(`${show(options.out)} is stale:`);
    for (const { file, reason } of stale) console.error(`  ${reason.padEnd(7)} ${show(file)}`);
    console.error('run npm run machines');
    return 1;
  }
  const written = writeDocs(expected, options.out);
  for (const { file, reason } of written) {
    console.log(`  ${reason === 'extra' ? 'deleted' : 'wrote  '} ${show(file)}`);
  }
  console.log(`${show(options.out)}: ${machineCount} machines, ${written.length} file(s) changed`);
  return readability.length === 0 ? 0 : 1;
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
