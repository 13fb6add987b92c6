/**
 * /t/{slug} starts what a viewable tour's first frame needs with the page itself (issue 18 point
 * 7, docs/decisions/0042): the model and the navmesh, ahead of every script, and the viewer's
 * code (the route, the tour's details call, three.js, recast and its WebAssembly) as module
 * preloads. Without them each waits for the code before it: the app, then the route, then the
 * tour's details, then the viewer.
 *
 * The modules come from the build's manifest (dist/.vite/manifest.json), read again when the
 * build changes, as index.html is. A build without one preloads the tour's files alone.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { escapeAttribute } from '../../src/contract/tour-links';

/** The modules the tour's page loads before its first frame, by their source paths. */
export const TOUR_PAGE_MODULES = [
  'src/screens/tour-viewer/tour-viewer-screens.tsx',
  'src/services/tours-api.ts',
  'src/services/query-client.ts',
  'src/viewer/tour-viewer.ts',
  'src/viewer/recast-init.ts',
  'node_modules/@recast-navigation/wasm/dist/recast-navigation.wasm.js',
] as const;

const ManifestSchema = v.record(
  v.string(),
  v.object({
    file: v.string(),
    imports: v.optional(v.array(v.string())),
    assets: v.optional(v.array(v.string())),
  }),
);
type Manifest = v.InferOutput<typeof ManifestSchema>;

export interface PageModules {
  /** Script files, as /assets/… paths. */
  scripts: string[];
  /** Their WebAssembly and other files fetched by the scripts themselves. */
  fetched: string[];
}

const NO_MODULES: PageModules = { scripts: [], fetched: [] };

/** `modules` and everything they import statically, each file once. */
export function pageModulesOf(manifest: Manifest, modules: readonly string[]): PageModules {
  const scripts = new Set<string>();
  const fetched = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const asset of chunk.assets ?? []) if (asset.endsWith('.wasm')) fetched.add(`/${asset}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], fetched: [...fetched] };
}

let cached: { file: string; modifiedMs: number; manifest: Manifest | undefined } | undefined;

/** The build's manifest at `distDir`, read again when it changes; undefined when unreadable. */
async function buildManifest(distDir: string): Promise<Manifest | undefined> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const modifiedMs = await stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
  if (modifiedMs === undefined) return undefined;
  if (cached?.file === file && cached.modifiedMs === modifiedMs) return cached.manifest;
  const parsed = v.safeParse(
    ManifestSchema,
    await readFile(file, 'utf8').then(JSON.parse, () => undefined),
  );
  cached = { file, modifiedMs, manifest: parsed.success ? parsed.output : undefined };
  return cached.manifest;
}

/**
 * `modules` (by default the tour page's) in the build at `distDir`, with what they import; none
 * when it has no readable manifest.
 */
export async function tourPageModules(
  distDir: string,
  modules: readonly string[] = TOUR_PAGE_MODULES,
): Promise<PageModules> {
  const manifest = await buildManifest(distDir);
  return manifest ? pageModulesOf(manifest, modules) : NO_MODULES;
}

const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}" />`;

/**
 * index.html with the preloads: the tour's files (same-origin paths) and the fetched assets
 * before its first script, so that they are asked for first; the scripts it does not already
 * load at its end. `as="fetch"` with crossorigin is what fetch() asks for, so the viewer's own
 * requests take the preloaded responses over.
 */
export function withTourPreloads(
  html: string,
  tourFiles: readonly string[],
  modules: PageModules,
): string {
  const first = [...tourFiles, ...modules.fetched].map(fetchPreload);
  const scripts = modules.scripts
    .filter((script) => !html.includes(`"${script}"`))
    .map((script) => `<link rel="modulepreload" crossorigin href="${script}" />`);
  const scriptAt = html.indexOf('<script');
  const withFirst =
    scriptAt === -1 || first.length === 0
      ? html
      : `${html.slice(0, scriptAt)}${first.join('\n    ')}\n    ${html.slice(scriptAt)}`;
  if (scripts.length === 0) return withFirst;
  return withFirst.replace('</head>', () => `  ${scripts.join('\n    ')}\n  </head>`);
}
