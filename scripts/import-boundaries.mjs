/**
 * The ESLint rule `boundaries/imports` (eslint.config.js; decision 0055): each folder of src/ and
 * server/ may import only the folders its layer allows. Unlike no-restricted-imports, it resolves
 * a relative specifier to the repository path it names, so a rule reads "server/processing may
 * import server/processing and src/contract" whatever the depth of the importing file, and it
 * checks `import()` and `import type` as well as static imports and re-exports.
 *
 * A layer: { from, allow, deny?, packages?, message }. `from` is a folder (ending in '/') or a
 * file (without its extension); the most specific layer that holds a file applies. A relative
 * import must land in the layer's own folder or in one of `allow`, and in none of `deny`;
 * a package import must not match `packages` (a RegExp). Entries ending in '/' are folders,
 * others one module (without its extension).
 *
 * `screens: { folder, entry, routes }` adds "nothing but the routes imports a screen": a module
 * of `folder` whose name matches `entry` (`*-screen`, `*-screens`) may be imported from another
 * folder only by the `routes` module.
 */
import path from 'node:path';

const EXTENSION = /\.(d\.ts|tsx?|mts|cts|jsx?|mjs|cjs)$/;

/** The repository path a relative specifier names, without its extension or query. */
function target(fromFile, specifier) {
  const joined = path.posix.normalize(
    path.posix.join(path.posix.dirname(fromFile), specifier.replace(/\?.*$/, '')),
  );
  return joined.replace(EXTENSION, '');
}

const inside = (file, entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry);

/** The layer of `file` (a repository path without extension): the longest `from` holding it. */
function layerOf(layers, file) {
  let best;
  for (const layer of layers) {
    if (inside(file, layer.from) && (best === undefined || layer.from.length > best.from.length)) {
      best = layer;
    }
  }
  return best;
}

/** Why `spec`, imported by `file`, crosses a boundary; undefined when it may. */
export function violation(options, file, spec) {
  const layer = layerOf(options.layers, file);
  if (!spec.startsWith('.')) {
    if (layer?.packages?.test(spec)) return `'${spec}': ${layer.message}`;
    return undefined;
  }
  const to = target(file, spec);
  if (layer !== undefined) {
    const allowed = inside(to, layer.from) || layer.allow.some((entry) => inside(to, entry));
    const denied = (layer.deny ?? []).some((entry) => inside(to, entry));
    if (!allowed || denied) return `'${spec}' (${to}): ${layer.message}`;
  }
  const screens = options.screens;
  if (screens !== undefined && to.startsWith(screens.folder) && file !== screens.routes) {
    const [screenFolder, ...rest] = to.slice(screens.folder.length).split('/');
    const importerFolder = file.startsWith(screens.folder)
      ? file.slice(screens.folder.length).split('/')[0]
      : undefined;
    if (rest.length > 0 && importerFolder !== screenFolder && screens.entry.test(rest.at(-1))) {
      return `'${spec}' (${to}): ${screens.message}`;
    }
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Each folder imports only the folders its layer allows (decision 0055).' },
    schema: false,
    messages: { crossed: 'Import boundary: {{why}}' },
  },
  create(context) {
    const [options] = context.options;
    const root = options.root;
    const file = path
      .relative(root, context.filename)
      .split(path.sep)
      .join('/')
      .replace(EXTENSION, '');
    if (file.startsWith('..')) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = violation(options, file, source.value);
      if (why !== undefined) context.report({ node: source, messageId: 'crossed', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    };
  },
};

export default { rules: { imports: rule } };
