/**
 * The content security policy of SPEC §7 and §9: scripts, styles, images, connections and frames
 * limited to the product's own hosts and a few named CDNs; object embedding blocked. Scripts come
 * from our own origin only, whatever CDNs are named (decision 0061): every decoder the viewer and
 * model-viewer load is served by the app itself. Styles too, but for the inline ones a page's
 * per-request nonce admits (decision 0063): no `'unsafe-inline'`. Pure, shared by the server
 * (HTTP header) and the app (meta tag).
 */

export interface CspConfig {
  /** The product's API base address; only its origin is used. */
  apiBaseUrl?: string;
  /** Geo-IP lookup service. */
  geoIpUrl?: string;
  /** GPU cloud provider. */
  gpuCloudUrl?: string;
  /** Error-reporting DSN; only its origin (without the key) is used. */
  errorReportingDsn?: string;
  /** CDN host sources for images and connections (never scripts), e.g. 'https://cdn.example.com'. */
  cdnHosts: string[];
}

export interface CspOptions {
  /** A <meta http-equiv> policy may not contain frame-ancestors; leave it out. */
  forMetaTag?: boolean;
  /** The embeddable tour viewer (/embed/{slug}): any site may frame it. */
  framable?: boolean;
}

/**
 * The Basis transcoder's worker for KTX2 textures (decision 0050), a same-origin script with a
 * policy of its own: the transcoder's Emscripten bindings build functions from strings, which the
 * page's policy forbids ('unsafe-eval'). A dedicated worker takes the policy its own script is
 * served with, so the page keeps its policy and only this worker, which runs nothing but the
 * transcoder on the bytes it is posted, may evaluate.
 */
export const KTX2_WORKER_FILE = 'ktx2-worker.js';
export const KTX2_WORKER_CSP = "default-src 'none'; script-src 'unsafe-eval' 'wasm-unsafe-eval'";

/**
 * None: model-viewer's Draco, KTX2 and meshopt decoders, which it would load from
 * www.gstatic.com and a script CDN, are served from our own origin (src/viewer/model-viewer.ts).
 */
export const DEFAULT_CDN_HOSTS: readonly string[] = [];

/**
 * The one inline <style> of @google/model-viewer (View in AR): its shadow root's stylesheet, a
 * fixed text in its template (lib/template.js), which no nonce can reach, admitted by its hash
 * (decision 0063). tests/server/model-viewer-style.test.ts fails when the installed
 * model-viewer's differs.
 */
export const MODEL_VIEWER_STYLE_HASH = "'sha256-PXtZZkJMMyc18o/DN1ZEFOJ2qEGq95IQbVaJFMOXOb0='";

const CONNECT_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'ws:', 'wss:']);

/** The origin of an absolute http(s)/ws(s) URL, or undefined for anything else. */
export function urlOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return CONNECT_PROTOCOLS.has(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A CSP host-source such as 'https://cdn.example.com', '*.example.com' or 'cdn.example.com:8443'.
 * Anything else (quotes, ';', spaces, other schemes) is refused, so config cannot inject directives.
 */
const HOST_SOURCE =
  /^(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?(?:\/[\w\-./~%]*)?$/i;

export function isValidHostSource(value: string): boolean {
  return HOST_SOURCE.test(value);
}

export function cspConfigFromEnv(env: Record<string, string | undefined>): CspConfig {
  const cdnList = (env.VITE_CDN_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '');
  const config: CspConfig = {
    cdnHosts: cdnList.length > 0 ? cdnList : [...DEFAULT_CDN_HOSTS],
  };
  if (env.VITE_API_BASE_URL) config.apiBaseUrl = env.VITE_API_BASE_URL;
  if (env.VITE_GEOIP_URL) config.geoIpUrl = env.VITE_GEOIP_URL;
  if (env.VITE_GPU_CLOUD_URL) config.gpuCloudUrl = env.VITE_GPU_CLOUD_URL;
  if (env.VITE_SENTRY_DSN) config.errorReportingDsn = env.VITE_SENTRY_DSN;
  return config;
}

function sources(...values: (string | undefined)[]): string {
  return [...new Set(values.filter((value): value is string => value !== undefined))].join(' ');
}

export function buildContentSecurityPolicy(config: CspConfig, options: CspOptions = {}): string {
  const cdns = config.cdnHosts.map((host) => host.trim()).filter(isValidHostSource);
  const connectOrigins = [
    config.apiBaseUrl,
    config.geoIpUrl,
    config.gpuCloudUrl,
    config.errorReportingDsn,
  ].map(urlOrigin);

  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // WebAssembly (recast navigation, meshopt/Draco decoders) needs 'wasm-unsafe-eval'; JS eval
    // stays off. No other host: a whole CDN host serves scripts that bypass a policy (issue 38).
    ['script-src', "'self' 'wasm-unsafe-eval'"],
    // No 'unsafe-inline': a page's inline <style> elements (the prerendered pages' stylesheet,
    // Radix's scroll lock) carry the nonce the server gives each page (withStyleNonce), and
    // model-viewer's fixed one is admitted by its hash.
    ['style-src', sources("'self'", MODEL_VIEWER_STYLE_HASH)],
    ['img-src', sources("'self'", 'data:', 'blob:', ...cdns)],
    ['font-src', "'self' data:"],
    // blob: is where three.js's loader reads a model's embedded textures from.
    ['connect-src', sources("'self'", 'blob:', ...connectOrigins, ...cdns)],
    ['media-src', "'self' blob:"],
    ['worker-src', "'self' blob:"],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (!options.forMetaTag) directives.push(['frame-ancestors', options.framable ? '*' : "'none'"]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * Where a served page gives the app its style nonce (decision 0063): the `nonce` attribute of
 * `<meta property="csp-nonce">`, which the browser hides from the page's markup and CSS but
 * keeps in the element's `nonce` property.
 */
export const STYLE_NONCE_META_PROPERTY = 'csp-nonce';

/** A nonce-source value: base64 or base64url, at least 16 characters (96 bits and more). */
const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

export function isValidNonce(value: string): boolean {
  return NONCE.test(value);
}

function directivesOf(policy: string): string[] {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '');
}

/**
 * `policy` with `'nonce-…'` added to its style sources: to style-src, or, where the policy has
 * none, to a style-src copied from default-src (which style-src would have fallen back to). A
 * policy that restricts no styles at all, or a nonce that is not base64, leaves it as it is.
 */
export function withStyleNonce(policy: string, nonce: string): string {
  if (!isValidNonce(nonce)) return policy;
  const source = `'nonce-${nonce}'`;
  const directives = directivesOf(policy);
  const nameOf = (directive: string) => directive.split(/\s+/, 1)[0]?.toLowerCase();
  const styleIndex = directives.findIndex((directive) => nameOf(directive) === 'style-src');
  if (styleIndex >= 0) {
    directives[styleIndex] = `${directives[styleIndex]} ${source}`;
    return directives.join('; ');
  }
  const fallback = directives.find((directive) => nameOf(directive) === 'default-src');
  if (fallback === undefined) return policy;
  const defaults = fallback.split(/\s+/).slice(1);
  // 'none' with another source is an error in a source list; the nonce replaces it.
  const styles = defaults.filter((value) => value.toLowerCase() !== "'none'");
  return [...directives, ['style-src', ...styles, source].join(' ')].join('; ');
}
