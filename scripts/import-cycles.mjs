/**
 * Fails when any module of the repository takes part in an import cycle (issue 37; DESIGN.md:
 * "dependencies point one way"). Run by `npm run lint` after ESLint. A dedicated pass instead of
 * import-x/no-cycle: it reads each file's imports once and finds every cycle with Tarjan's strongly
 * connected components, in well under a second for the whole tree, where a per-file ESLint rule
 * resolves and walks the graph again from every file.
 *
 * Every relative import counts: static, `export … from`, `import type` and dynamic `import()`.
 * A type-only or lazy cycle is harmless at run time but is still two modules that cannot be
 * understood, tested or moved apart; break it by moving the shared piece into a module both import.
 *
 *   node scripts/import-cycles.mjs            exit 1 and print each cycle when there is one
 *   node scripts/import-cycles.mjs <dir>...   other roots (default: src server tests scripts bench)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const RESOLVE_SUFFIXES = [
  '',
  '.ts',
  '.tsx',
  '.mts',
  '.js',
  '.mjs',
  '.jsx',
  '.d.ts',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'results', 'test-results']);

/** Every source file under `dir`, recursively. */
function listSources(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) listSources(full, out);
    } else if (SOURCE.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/** The file a relative specifier names, or undefined for a package or an asset. */
function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const bare = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, ''));
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = bare + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile() && SOURCE.test(candidate)) {
      return candidate;
    }
  }
  return undefined;
}

// Import statements start a line (so a comment or a string mentioning one is skipped); a dynamic
// `import('…')` may sit anywhere except on a comment line. Checked against TypeScript's parser on
// the whole tree: the same edges, at about a fiftieth of the time (0.1 s against 5 s).
const STATIC_IMPORT =
  /^[ \t]*(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"\n]+)\1|^[ \t]*import\s*(['"])([^'"\n]+)\3/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

/** The relative specifiers a file imports, with the line of each. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const lineAt = (offset) => text.slice(0, offset).split('\n').length;
  const lineText = (offset) =>
    text.slice(text.lastIndexOf('\n', offset) + 1, text.indexOf('\n', offset));
  const found = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const specifier = match[2] ?? match[4];
    if (specifier.startsWith('.')) found.push({ specifier, line: lineAt(match.index) });
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) {
    if (match[2].startsWith('.') && !COMMENT_LINE.test(lineText(match.index))) {
      found.push({ specifier: match[2], line: lineAt(match.index) });
    }
  }
  return found;
}

/** The import graph of the files under `roots`: file → [{ to, line }]. */
export function importGraph(roots) {
  const files = roots.flatMap((root) => (existsSync(root) ? listSources(root, []) : []));
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const { specifier, line } of importsOf(file)) {
      const to = resolve(file, specifier);
      if (to !== undefined) edges.push({ to, line });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components with more than one file, or a file importing itself. */
export function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const strongConnect = (start) => {
    // Iterative Tarjan: the import chains are deep enough to matter for recursion.
    const work = [{ node: start, edge: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const next = edges[frame.edge].to;
        frame.edge += 1;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter);
          counter += 1;
          stack.push(next);
          onStack.add(next);
          work.push({ node: next, edge: 0 });
        } else if (onStack.has(next)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).some((e) => e.to === frame.node);
        if (component.length > 1 || selfImport) components.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) strongConnect(node);
  return components;
}

/** One shortest cycle through the first file of a component, as [{ from, to, line }]. */
export function cyclePath(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const edge of graph.get(node) ?? []) {
      if (!members.has(edge.to)) continue;
      if (edge.to === start) {
        const steps = [{ from: node, to: start, line: edge.line }];
        let at = node;
        while (previous.get(at) !== undefined) {
          const step = previous.get(at);
          steps.unshift({ from: step.from, to: at, line: step.line });
          at = step.from;
        }
        return steps;
      }
      if (!previous.has(edge.to)) {
        previous.set(edge.to, { from: node, line: edge.line });
        queue.push(edge.to);
      }
    }
  }
  return [];
}

function main() {
  const args = process.argv.slice(2);
  const roots = (args.length > 0 ? args : ['src', 'server', 'tests', 'scripts', 'bench']).map(
    (root) => path.resolve(repoRoot, root),
  );
  const graph = importGraph(roots);
  const found = cycles(graph);
  const rel = (file) => path.relative(repoRoot, file);
  if (found.length === 0) {
    console.log(`import-cycles: no import cycle among ${graph.size} files`);
    return;
  }
  console.error(`import-cycles: ${found.length} import cycle(s); move the shared piece down:`);
  for (const component of found) {
    console.error(`\n  ${component.length} files: ${component.map(rel).join(', ')}`);
    for (const step of cyclePath(graph, component)) {
      console.error(`    ${rel(step.from)}:${step.line} imports ${rel(step.to)}`);
    }
  }
  process.exitCode = 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  main();
