import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUDGET_BYTES,
  CI_CEILING_BYTES,
  checkExitCode,
  formatBrowserReport,
  formatReport,
  gzipSize,
  landingHtmlFile,
  measureBundle,
  type BrowserLoadReport,
} from '../../bench/bundle-size';

const dists: string[] = [];

afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

const INLINE_CSS = 'body{color:red;margin:0}';

/** A small built site: index.html, and with `prerendered` the index.home.html served for /. */
function makeDist({ prerendered }: { prerendered: boolean }): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'roomwalk-bundle-size-'));
  dists.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  const write = (file: string, content: string) => writeFileSync(path.join(dist, file), content);
  write('assets/runtime.js', 'export const r = 1;');
  write('assets/paint-first.js', 'import { r } from "./runtime.js"; console.log(r);');
  write('assets/vendor.js', 'import "./runtime.js"; export const v = 2;');
  write(
    'assets/index.js',
    'import { v } from "./vendor.js"; import "./runtime.js"; console.log(v);',
  );
  write('assets/home.js', 'import { v } from "./vendor.js"; export default v;');
  write('assets/index.css', 'body{color:red}');
  write(
    '.vite/manifest.json',
    JSON.stringify({ 'src/screens/home/home-screen.tsx': { file: 'assets/home.js' } }),
  );
  write(
    'index.html',
    '<html><head><script type="module" src="/assets/index.js"></script>' +
      '<link rel="modulepreload" href="/assets/vendor.js">' +
      '<link rel="stylesheet" href="/assets/index.css"></head><body></body></html>',
  );
  if (prerendered) {
    write(
      'index.home.html',
      '<html><head><script type="module" crossorigin src="/assets/paint-first.js"></script>' +
        `<style>${INLINE_CSS}</style>` +
        '<template id="app-scripts">' +
        '<script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor.js"></template>' +
        '</head><body><div id="prerendered-page"></div></body></html>',
    );
  }
  return dist;
}

describe('the landing page first load (bench/bundle-size.ts)', () => {
  it('measures the prerendered page served for /: the paint-first entry and the app it starts', () => {
    const dist = makeDist({ prerendered: true });
    expect(landingHtmlFile(dist)).toBe('index.home.html');
    const report = measureBundle(dist);
    expect(report.html).toBe('index.home.html');
    expect(report.firstLoadJs.map((asset) => [asset.file, asset.via])).toEqual([
      ['assets/paint-first.js', '<script>'],
      ['assets/index.js', '<script>'],
      ['assets/runtime.js', '<link modulepreload>'],
      ['assets/vendor.js', '<link modulepreload>'],
      ['assets/home.js', 'route / (src/screens/home/home-screen.tsx)'],
    ]);
    expect(report.shellFiles).toBe(4);
    expect(report.firstLoadCss).toEqual([
      {
        file: 'index.home.html inline <style>',
        via: '<style>',
        raw: INLINE_CSS.length,
        gzip: gzipSize(INLINE_CSS),
      },
    ]);
    expect(report.unresolved).toEqual([]);
    const text = formatReport(report).text;
    expect(text).toMatch(/^HTML served for \/: index\.home\.html$/m);
    expect(text).toMatch(/of which index\.home\.html and its imports/);
    expect(text).not.toMatch(/index\.html/);
  });

  it('measures index.html when the build has no prerendered page', () => {
    const report = measureBundle(makeDist({ prerendered: false }));
    expect(report.html).toBe('index.html');
    expect(report.firstLoadJs.map((asset) => asset.file)).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/runtime.js',
      'assets/home.js',
    ]);
    expect(report.firstLoadCss.map((asset) => asset.file)).toEqual(['assets/index.css']);
    expect(formatReport(report).text).toMatch(/of which index\.html and its imports/);
  });

  it('names the landing HTML in what it could not find or count', () => {
    const dist = makeDist({ prerendered: true });
    writeFileSync(path.join(dist, 'index.home.html'), '<script src="/assets/missing.js"></script>');
    expect(measureBundle(dist, null).unresolved).toEqual([
      '/assets/missing.js (script in index.home.html)',
    ]);
    writeFileSync(
      path.join(dist, 'index.home.html'),
      '<p>no js</p><style>a{}</style><style>b{}</style>',
    );
    const report = measureBundle(dist, null);
    expect(report.firstLoadCss.map((asset) => asset.file)).toEqual([
      'index.home.html inline <style> #1',
      'index.home.html inline <style> #2',
    ]);
    expect(formatReport(report).text).toContain('(index.home.html loads no JavaScript)');
  });
});

describe("the landing page as Chromium fetches it (bench/bundle-size.ts's report and gate)", () => {
  const fetched = (gzips: number[], problems: string[] = []): BrowserLoadReport => ({
    url: 'http://127.0.0.1:1/',
    scripts: gzips.map((gzip, index) => ({
      path: `/assets/chunk-${index}.js`,
      raw: gzip * 3,
      gzip,
      requestedAtMs: index * 10,
    })),
    otherRequests: ['/ (text/html)', '/locales/en/translation.json (application/json)'],
    idleAtMs: problems.length > 0 ? null : 4200,
    problems,
  });

  it('adds up every script fetched, one line each, and says what else came', () => {
    const { text, jsGzip, overBudget } = formatBrowserReport(fetched([60_000, 50_000, 30_000]));
    expect(jsGzip).toBe(140_000);
    expect(overBudget).toBe(false);
    expect(text).toMatch(/JavaScript fetched \(3 files/);
    expect(text).toMatch(/\/assets\/chunk-2\.js\s+90\.00 kB\s+30\.00 kB\s+20 ms/);
    expect(text).toMatch(/total\s+420\.00 kB\s+140\.00 kB/);
    expect(text).toContain('Other requests (not counted): / (text/html), /locales/en/');
    expect(text).toContain('within budget (10.00 kB left)');
  });

  it('fails the gate over the ceiling, or when the page could not be measured to the end', () => {
    const result = (firstLoadGzip: number, complete = true) => ({
      summary: '',
      overBudget: firstLoadGzip > BUDGET_BYTES,
      firstLoadGzip,
      measured: true,
      complete,
    });
    // The ceiling follows the last figure down, below the budget (docs/decisions/0059).
    expect(CI_CEILING_BYTES).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(checkExitCode(result(CI_CEILING_BYTES - 1))).toBe(0);
    expect(checkExitCode(result(CI_CEILING_BYTES))).toBe(0);
    expect(checkExitCode(result(CI_CEILING_BYTES + 1))).toBe(1);
    expect(checkExitCode(result(CI_CEILING_BYTES, false))).toBe(1);
    const { text } = formatBrowserReport(
      fetched([1000], ['the network was not idle within 60000 ms']),
    );
    expect(text).toContain('Warning: the network was not idle within 60000 ms');
    expect(text).toMatch(/network idle 1500 ms after the last\s+request, at never/);
  });
});
