import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The pages served prerendered, by path: copies of index.html with the page's first screen in the
 * HTML (scripts/prerender-pages.tsx writes them at build time). Every other route gets index.html.
 */
export const PRERENDERED_PAGES = {
  '/': 'index.home.html',
  '/pricing': 'index.pricing.html',
} as const;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

/** The prerendered copy of index.html served for a path, if it has one. */
export function prerenderedPageFile(urlPath: string): string | undefined {
  return Object.hasOwn(PRERENDERED_PAGES, urlPath)
    ? PRERENDERED_PAGES[urlPath as PrerenderedPath]
    : undefined;
}

/** Content types of the files a Vite build and the tour viewer produce. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.bin': 'application/octet-stream',
  '.ktx2': 'image/ktx2',
  '.hdr': 'image/vnd.radiance',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
};

export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A build's source map (`index-abc123.js.map`, the path decoded): kept out of public serving (decision 0061). The
 * build writes them without a sourceMappingURL comment, so no browser asks for one.
 */
export function isSourceMapPath(filePath: string): boolean {
  return filePath.toLowerCase().endsWith('.map');
}

/** An HTML file of the build: served as a page, with a nonce of its own (decision 0063). */
export function isHtmlPath(filePath: string): boolean {
  return filePath.toLowerCase().endsWith('.html');
}

/** True when the last path segment looks like a file name ('/foo.png'), not an app route. */
export function hasFileExtension(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return /.\.[A-Za-z0-9]+$/.test(last);
}

/**
 * Maps a URL path (still percent-encoded) to a file path inside rootDir, or undefined when the path
 * is malformed or could leave rootDir: bad escapes, NUL, backslashes, ':' (drive letters, streams),
 * '.'/'..' segments (also when encoded as %2e or hidden behind %2f) and dot-files other than
 * /.well-known/.
 */
export function resolveInside(rootDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /[\0\\:]/.test(decoded)) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  const safe = segments.every(
    (segment, index) => !segment.startsWith('.') || (index === 0 && segment === '.well-known'),
  );
  if (!safe) return undefined;
  const root = path.resolve(rootDir);
  const resolved = path.resolve(root, ...segments);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : undefined;
}

export interface FileResponseOptions {
  cacheControl: string;
  contentType?: string;
  /** Leave the body out (HEAD). */
  headOnly?: boolean;
  /** The request's If-None-Match header, for 304 answers. */
  ifNoneMatch?: string | undefined;
}

/** A response for a regular file, or undefined when filePath is not one (missing, a folder). */
export async function fileResponse(
  filePath: string,
  options: FileResponseOptions,
): Promise<Response | undefined> {
  let size: number;
  let mtimeMs: number;
  try {
    const info = await stat(filePath);
    if (!info.isFile()) return undefined;
    ({ size, mtimeMs } = info);
  } catch {
    return undefined;
  }
  const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': options.contentType ?? contentTypeOf(filePath),
    'Cache-Control': options.cacheControl,
    ETag: etag,
  });
  if (options.ifNoneMatch !== undefined && etagMatches(options.ifNoneMatch, etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(size));
  if (options.headOnly) return new Response(null, { status: 200, headers });
  const body = await readFile(filePath).catch(() => undefined);
  if (body === undefined) return undefined;
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: 200, headers });
}

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}
