import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CDN_HOSTS,
  MODEL_VIEWER_STYLE_HASH,
  buildContentSecurityPolicy,
  cspConfigFromEnv,
  isValidHostSource,
  isValidNonce,
  urlOrigin,
  withStyleNonce,
  type CspConfig,
} from './content-security-policy';

/** The policy as a map of directive name to its source list. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('cspConfigFromEnv', () => {
  it('names no CDN by default and leaves services out', () => {
    expect(cspConfigFromEnv({})).toEqual({ cdnHosts: [] });
    expect(DEFAULT_CDN_HOSTS).toEqual([]);
    expect(cspConfigFromEnv({ VITE_CDN_HOSTS: ' , ' }).cdnHosts).toEqual([]);
  });

  it('reads the service URLs and a comma-separated CDN list', () => {
    expect(
      cspConfigFromEnv({
        VITE_API_BASE_URL: 'https://api.roomwalk.example/v1',
        VITE_GEOIP_URL: 'https://ipapi.example/json',
        VITE_GPU_CLOUD_URL: 'https://gpu.example:8443/jobs',
        VITE_SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7',
        VITE_CDN_HOSTS: 'https://cdn.a.example, https://cdn.b.example ,',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.roomwalk.example/v1',
      geoIpUrl: 'https://ipapi.example/json',
      gpuCloudUrl: 'https://gpu.example:8443/jobs',
      errorReportingDsn: 'https://abc123@o42.ingest.sentry.io/7',
      cdnHosts: ['https://cdn.a.example', 'https://cdn.b.example'],
    });
  });
});

describe('buildContentSecurityPolicy', () => {
  const minimal: CspConfig = { cdnHosts: ['https://www.gstatic.com'] };

  it('writes every directive, self-only by default', () => {
    const directives = parse(buildContentSecurityPolicy(minimal));
    expect([...directives.keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'media-src',
      'worker-src',
      'frame-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    // Issue 38, point 5: scripts from our own origin only, even with a CDN named.
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // Issue 38, point 5: no inline style but those a page's nonce admits, and model-viewer's
    // by its hash (decision 0063).
    expect(directives.get('style-src')).toEqual(["'self'", MODEL_VIEWER_STYLE_HASH]);
    expect(MODEL_VIEWER_STYLE_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://www.gstatic.com',
    ]);
    expect(directives.get('font-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'blob:', 'https://www.gstatic.com']);
    expect(directives.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(directives.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(directives.get('frame-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets any site frame the embeddable viewer, and no site any other page', () => {
    const framable = parse(buildContentSecurityPolicy(minimal, { framable: true }));
    const refusing = parse(buildContentSecurityPolicy(minimal));
    expect(framable.get('frame-ancestors')).toEqual(['*']);
    framable.delete('frame-ancestors');
    refusing.delete('frame-ancestors');
    expect(framable).toEqual(refusing);
  });

  it('never allows eval, inline scripts or inline styles', () => {
    for (const options of [{}, { forMetaTag: true }, { framable: true }]) {
      const policy = buildContentSecurityPolicy(minimal, options);
      expect(policy).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).not.toContain("'unsafe-hashes'");
    }
  });

  it('leaves frame-ancestors out of a meta-tag policy', () => {
    const policy = buildContentSecurityPolicy(minimal, { forMetaTag: true });
    expect(policy).not.toContain('frame-ancestors');
    expect(policy).toContain("object-src 'none'");
  });

  it('connects to the origins (only) of the API, geo-IP, GPU cloud and error reporting', () => {
    const policy = buildContentSecurityPolicy(
      cspConfigFromEnv({
        VITE_API_BASE_URL: 'https://api.roomwalk.example/v1/',
        VITE_GEOIP_URL: 'https://ipapi.example/json?key=secret',
        VITE_GPU_CLOUD_URL: 'https://gpu.example:8443/jobs',
        VITE_SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7',
      }),
    );
    expect(parse(policy).get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'https://api.roomwalk.example',
      'https://ipapi.example',
      'https://gpu.example:8443',
      'https://o42.ingest.sentry.io',
    ]);
    expect(policy).not.toContain('abc123');
    expect(policy).not.toContain('secret');
    expect(policy).not.toContain('/v1');
  });

  it('ignores unparsable and relative URLs and duplicates', () => {
    const policy = buildContentSecurityPolicy({
      apiBaseUrl: '/api/v1',
      geoIpUrl: 'not a url',
      gpuCloudUrl: 'javascript:alert(1)',
      errorReportingDsn: 'https://www.gstatic.com/x',
      cdnHosts: ['https://www.gstatic.com'],
    });
    expect(parse(policy).get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'https://www.gstatic.com',
    ]);
  });

  it('adds every CDN to images and connections, never to scripts, refusing injected values', () => {
    const policy = buildContentSecurityPolicy({
      cdnHosts: [
        'https://cdn.a.example',
        '*.b.example',
        "https://evil.example; script-src 'unsafe-inline'",
        "'unsafe-eval'",
        'data:',
      ],
    });
    const directives = parse(policy);
    for (const name of ['img-src', 'connect-src']) {
      expect(directives.get(name)).toContain('https://cdn.a.example');
      expect(directives.get(name)).toContain('*.b.example');
    }
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy).not.toContain('evil');
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directives.get('script-src')).not.toContain('data:');
  });
});

describe('withStyleNonce', () => {
  const nonce = 'bm9uY2Utb2YtYS1wYWdl';

  it("adds the page's nonce to the style sources and changes nothing else", () => {
    const policy = buildContentSecurityPolicy({ cdnHosts: [] });
    const paged = parse(withStyleNonce(policy, nonce));
    expect(paged.get('style-src')).toEqual(["'self'", MODEL_VIEWER_STYLE_HASH, `'nonce-${nonce}'`]);
    paged.delete('style-src');
    const plain = parse(policy);
    plain.delete('style-src');
    expect(paged).toEqual(plain);
  });

  it('copies default-src into a style-src when the policy has none', () => {
    expect(withStyleNonce("default-src 'self'", nonce)).toBe(
      `default-src 'self'; style-src 'self' 'nonce-${nonce}'`,
    );
    expect(withStyleNonce("default-src 'none'; sandbox", nonce)).toBe(
      `default-src 'none'; sandbox; style-src 'nonce-${nonce}'`,
    );
  });

  it('leaves a policy without style restrictions alone', () => {
    expect(withStyleNonce("frame-ancestors 'none'", nonce)).toBe("frame-ancestors 'none'");
  });

  it('refuses a nonce that could end the source or the directive', () => {
    const policy = buildContentSecurityPolicy({ cdnHosts: [] });
    for (const bad of [
      "abcdefghijklmnopqrst' 'unsafe-inline",
      'abcdefghijklmnopqrst; script-src *',
      'abcdefghijklmnopqrst abc',
      'short',
      '',
    ]) {
      expect(isValidNonce(bad), bad).toBe(false);
      expect(withStyleNonce(policy, bad), bad).toBe(policy);
    }
    expect(isValidNonce('q83v+8nMR/0Ab0c9Rk2P5w==')).toBe(true);
    expect(isValidNonce('q83v-8nMR_0Ab0c9Rk2P5w')).toBe(true);
  });
});

describe('helpers', () => {
  it('urlOrigin keeps only http(s) and ws(s) origins', () => {
    expect(urlOrigin('https://user:pw@host.example:444/p?q#h')).toBe('https://host.example:444');
    expect(urlOrigin('wss://live.example/socket')).toBe('wss://live.example');
    expect(urlOrigin('data:text/plain,hi')).toBeUndefined();
    expect(urlOrigin('')).toBeUndefined();
    expect(urlOrigin(undefined)).toBeUndefined();
    expect(urlOrigin('/relative')).toBeUndefined();
  });

  it('isValidHostSource accepts host sources only', () => {
    expect(isValidHostSource('https://www.gstatic.com')).toBe(true);
    expect(isValidHostSource('cdn.example.com:8443')).toBe(true);
    expect(isValidHostSource('https://cdn.example.com/models/')).toBe(true);
    expect(isValidHostSource("'self'")).toBe(false);
    expect(isValidHostSource('a.example b.example')).toBe(false);
    expect(isValidHostSource('https://a.example;')).toBe(false);
  });
});
