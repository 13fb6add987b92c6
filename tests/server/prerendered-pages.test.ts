import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE, createApp } from '../../server/app';
import { withPageNonce } from '../../server/page-nonce';
import { PRERENDERED_PAGES, prerenderedPageFile } from '../../server/static';
import { paintFirst, prerenderPages, type PaintFirstAssets } from '../../scripts/prerender-pages';
import {
  buildContentSecurityPolicy,
  cspConfigFromEnv,
  withStyleNonce,
} from '../../src/contract/content-security-policy';

/** index.html as Vite writes it: the app's entry, its preloads and its stylesheet. */
const INDEX_HTML =
  '<!doctype html><html><head><title>Roomwalk</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/shell-123.css">' +
  '</head><body><div id="root"></div></body></html>';
const STYLESHEET = 'body{margin:0}.price::before{content:"$"}';
const ASSETS: PaintFirstAssets = {
  entry: '/assets/paint-first-xyz.js',
  entryImports: [],
  readStylesheet: (href) => {
    if (href !== '/assets/shell-123.css') throw new Error(`unexpected stylesheet ${href}`);
    return STYLESHEET;
  },
};
const HERO_HEADING = '<h1 id="hero-title">Phone to tour, in one scan</h1>';
/** The Start Capturing link, whatever the order of its attributes. */
const START_CAPTURING =
  /<a (?=[^>]*class="button button-primary")(?=[^>]*href="\/register")[^>]*>Start Capturing<\/a>/;
const PRICING_HEADING = '<h1 class="screen-heading">Pricing</h1>';

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');
let tmpRoot: string;
let pages: Map<string, string>;
let app: ReturnType<typeof createApp>;
let csp: string;

/** The style nonce a response's policy admits (decision 0063); fails the test without one. */
function nonceOf(res: Response): string {
  const policy = res.headers.get('content-security-policy') ?? '';
  const nonce = /style-src [^;]*'nonce-([A-Za-z0-9+/=]+)'(;|$)/.exec(policy)?.[1];
  expect(nonce, policy).toBeDefined();
  return nonce ?? '';
}

beforeAll(async () => {
  tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-prerender-test-'));
  const distDir = path.join(tmpRoot, 'dist');
  await mkdir(distDir, { recursive: true });
  const english: unknown = JSON.parse(
    await readFile(path.join(localesDir, 'en', 'translation.json'), 'utf8'),
  );
  pages = new Map();
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  for (const { file, html } of prerenderPages(INDEX_HTML, english, ASSETS)) {
    pages.set(file, html);
    await writeFile(path.join(distDir, file), html);
  }
  csp = buildContentSecurityPolicy(cspConfigFromEnv({}));
  app = createApp({ distDir, localesDir, csp, serveApp: true });
});

afterAll(async () => {
  await rm(tmpRoot, { recursive: true, force: true });
});

function page(pagePath: keyof typeof PRERENDERED_PAGES): string {
  return pages.get(PRERENDERED_PAGES[pagePath]) ?? '';
}

describe('the pages prerendered into the HTML (DESIGN.md: the hero is in the served HTML)', () => {
  it('writes one page per prerendered path', () => {
    expect([...pages.keys()].sort()).toEqual(Object.values(PRERENDERED_PAGES).sort());
  });

  it('/: the top bar and the hero, in English, before the empty #root', () => {
    const home = page('/');
    expect(home).toContain(HERO_HEADING);
    expect(home).toMatch(START_CAPTURING);
    expect(home).toContain('aria-label="Language: English"');
    expect(home).toContain('aria-label="Open menu"');
    expect(home.indexOf('id="prerendered-page"')).toBeLessThan(home.indexOf('id="root"'));
    expect(home).toContain('<div id="root"></div>');
    expect(home).not.toContain(PRICING_HEADING);
  });

  it("/pricing: the top bar, the breadcrumbs, the heading and the plans' placeholders", () => {
    const pricing = page('/pricing');
    expect(pricing).toContain(PRICING_HEADING);
    expect(pricing).toContain('aria-label="Language: English"');
    expect(pricing).toMatch(/<nav [^>]*aria-label="Breadcrumb"/);
    expect(pricing).toContain('id="pricing-title"');
    expect(pricing.match(/class="pricing-plan pricing-plan-placeholder"/g)).toHaveLength(3);
    // No price: the plans come from GET /pricing/plans once the app runs.
    expect(pricing).not.toMatch(/\$\d/);
    expect(pricing).not.toContain(HERO_HEADING);
  });

  it.each(Object.keys(PRERENDERED_PAGES))(
    '%s: paints from the HTML alone (stylesheet inline, the app started after the first paint)',
    (pagePath) => {
      const html = page(pagePath as keyof typeof PRERENDERED_PAGES);
      expect(html).toContain(`<style>${STYLESHEET}</style>`);
      expect(html).not.toContain('<link rel="stylesheet"');
      // The only live script is the paint-first entry; the app's tags wait, inert, in a template.
      const head = html.slice(0, html.indexOf('</head>'));
      const outsideTemplate = head.replace(/<template[\s\S]*?<\/template>/g, '');
      expect(outsideTemplate.match(/<script\b[^>]*>/g)).toEqual([
        '<script type="module" crossorigin src="/assets/paint-first-xyz.js">',
      ]);
      expect(outsideTemplate).not.toContain('modulepreload');
      expect(head).toContain(
        '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-abc.js">' +
          '</script><link rel="modulepreload" crossorigin href="/assets/vendor-def.js"></template>',
      );
      // No inline script: the content security policy allows none.
      expect(html.match(/<script\b[^>]*>[^<]+<\/script>/g)).toBeNull();
    },
  );

  it('GET / returns the HTML with the hero heading and the Start Capturing link', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE);
    const html = await res.text();
    expect(html).toContain(HERO_HEADING);
    expect(html).toMatch(START_CAPTURING);
  });

  it('GET /pricing returns its prerendered page, with the nonce of its policy', async () => {
    const res = await app.request('/pricing');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(withPageNonce(page('/pricing'), nonceOf(res)));
  });

  it.each(['/login', '/pricing/', '/contact', '/dashboard/tours', '/no-such-page'])(
    'GET %s returns the plain index.html, with the nonce of its policy',
    async (route) => {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(withPageNonce(INDEX_HTML, nonceOf(res)));
    },
  );

  it.each(['/', '/pricing', '/login', '/index.html', '/index.home.html'])(
    'GET %s: a new nonce on every response, the same in the policy, the styles and the meta',
    async (route) => {
      const seen = new Set<string>();
      for (let i = 0; i < 3; i += 1) {
        const res = await app.request(route);
        const nonce = nonceOf(res);
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(res.headers.get('content-security-policy')).toBe(withStyleNonce(csp, nonce));
        const html = await res.text();
        const head = html.slice(0, html.indexOf('</head>'));
        // Every inline stylesheet carries it; the app reads it from the meta (its `nonce`).
        const styles = head.match(/<style\b[^>]*>/g) ?? [];
        expect(styles).toEqual(styles.map(() => `<style nonce="${nonce}">`));
        expect(head).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
        expect(html.match(/nonce="[^"]*"/g)?.every((found) => found === `nonce="${nonce}"`)).toBe(
          true,
        );
        seen.add(nonce);
      }
      expect(seen.size).toBe(3);
    },
  );

  it('the prerendered pages inline their stylesheet, so the nonce is on it', async () => {
    const res = await app.request('/');
    const nonce = nonceOf(res);
    expect(await res.text()).toContain(`<style nonce="${nonce}">${STYLESHEET}</style>`);
  });

  it('never answers a page with a 304 for a copy that holds an old nonce', async () => {
    const first = await app.request('/');
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('last-modified')).toBeNull();
    const again = await app.request('/', { headers: { 'If-None-Match': '*' } });
    expect(again.status).toBe(200);
    expect(nonceOf(again)).not.toBe(nonceOf(first));
  });

  it('answers HEAD / without a body', async () => {
    const res = await app.request('/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('prerenderedPageFile', () => {
  it('names the file of each prerendered path and nothing else', () => {
    expect(prerenderedPageFile('/')).toBe('index.home.html');
    expect(prerenderedPageFile('/pricing')).toBe('index.pricing.html');
    expect(prerenderedPageFile('/toString')).toBeUndefined();
    expect(prerenderedPageFile('/contact')).toBeUndefined();
  });
});

describe('paintFirst', () => {
  it('refuses a page without a module script to start', () => {
    expect(() => paintFirst('<html><head></head><body></body></html>', ASSETS)).toThrow(
      'index.html has no module script to start after the first paint',
    );
  });

  it('refuses a stylesheet that would close the inline <style> early', () => {
    const assets = { ...ASSETS, readStylesheet: () => 'a{}</style><script>x</script>' };
    expect(() => paintFirst(INDEX_HTML, assets)).toThrow('cannot be inlined');
  });

  it("preloads the paint-first entry's own imports", () => {
    const html = paintFirst(INDEX_HTML, { ...ASSETS, entryImports: ['/assets/shared-1.js'] });
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/paint-first-xyz.js"></script>\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    );
  });
});
