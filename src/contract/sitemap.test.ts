import { describe, expect, it } from 'vitest';
import {
  INVALID_BASE_URL_MESSAGE,
  INVALID_PRIORITY_MESSAGE,
  SITEMAP_PAGES,
  SITEMAP_XMLNS,
  buildSitemapEntries,
  escapeXml,
  generateSitemapXml,
} from './sitemap';

const today = new Date('2025-03-07T15:30:00Z');

describe('SITEMAP_PAGES', () => {
  it('lists the nine pages of SPEC §2 in order, priorities from 1.0 down to 0.5', () => {
    expect(SITEMAP_PAGES.map((page) => page.path)).toEqual([
      '/',
      '/dashboard',
      '/register',
      '/login',
      '/contact',
      '/forgot-password',
      '/sitemap',
      '/privacy',
      '/terms',
    ]);
    const priorities = SITEMAP_PAGES.map((page) => page.priority);
    expect(priorities[0]).toBe(1.0);
    expect(priorities.at(-1)).toBe(0.5);
    expect(Math.min(...priorities)).toBe(0.5);
    for (let i = 1; i < priorities.length; i++) {
      expect(priorities[i]).toBeLessThanOrEqual(priorities[i - 1] ?? 1);
    }
  });
});

describe('buildSitemapEntries', () => {
  it('joins the base URL and path and dates every entry today', () => {
    const entries = buildSitemapEntries('https://roomwalk.example', today);
    expect(entries).toHaveLength(9);
    expect(entries[0]).toEqual({
      loc: 'https://roomwalk.example/',
      lastmod: '2025-03-07',
      changefreq: 'daily',
      priority: 1,
    });
    expect(entries[1]).toEqual({
      loc: 'https://roomwalk.example/dashboard',
      lastmod: '2025-03-07',
      changefreq: 'weekly',
      priority: 0.9,
    });
    expect(entries.at(-1)?.changefreq).toBe('yearly');
  });

  it('drops trailing slashes of the base URL', () => {
    const entries = buildSitemapEntries('http://localhost:5173//', today);
    expect(entries.map((entry) => entry.loc)).toContain('http://localhost:5173/login');
    expect(entries[0]?.loc).toBe('http://localhost:5173/');
  });

  it.each([
    'ftp://roomwalk.example',
    'roomwalk.example',
    '//roomwalk.example',
    '',
    'http://',
    'https:/x',
  ])('refuses the base URL %j', (baseUrl) => {
    expect(() => buildSitemapEntries(baseUrl, today)).toThrow(new Error(INVALID_BASE_URL_MESSAGE));
  });

  it('has the exact SPEC §8 messages', () => {
    expect(INVALID_BASE_URL_MESSAGE).toBe('Invalid base URL. Must start with http:// or https://');
    expect(INVALID_PRIORITY_MESSAGE).toBe('Priority must be between 0.0 and 1.0');
  });

  it.each([-0.1, 1.01, Number.NaN, Number.POSITIVE_INFINITY])('refuses priority %s', (priority) => {
    expect(() =>
      buildSitemapEntries('https://roomwalk.example', today, [
        { path: '/', changefreq: 'daily', priority },
      ]),
    ).toThrow(new Error(INVALID_PRIORITY_MESSAGE));
  });

  it.each([0, 0.0, 0.5, 1])('accepts priority %s', (priority) => {
    expect(
      buildSitemapEntries('https://roomwalk.example', today, [
        { path: '/', changefreq: 'daily', priority },
      ]),
    ).toHaveLength(1);
  });
});

describe('generateSitemapXml', () => {
  it('writes a standard urlset with one url per page', () => {
    const xml = generateSitemapXml('https://roomwalk.example/', today);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(`<urlset xmlns="${SITEMAP_XMLNS}">`);
    expect(SITEMAP_XMLNS).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(xml.match(/<url>/g)).toHaveLength(9);
    expect(xml).toContain(
      '<url>\n    <loc>https://roomwalk.example/</loc>\n    <lastmod>2025-03-07</lastmod>\n' +
        '    <changefreq>daily</changefreq>\n    <priority>1.0</priority>\n  </url>',
    );
    expect(xml).toContain('<loc>https://roomwalk.example/terms</loc>');
    expect(xml).toContain('<priority>0.5</priority>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('prints priorities with one decimal', () => {
    const xml = generateSitemapXml('https://roomwalk.example', today);
    const priorities = [...xml.matchAll(/<priority>([^<]*)<\/priority>/g)].map((m) => m[1]);
    expect(priorities).toEqual(['1.0', '0.9', '0.8', '0.8', '0.7', '0.6', '0.5', '0.5', '0.5']);
  });

  it('escapes XML special characters', () => {
    const xml = generateSitemapXml('https://roomwalk.example', today, [
      { path: '/search?q=a&b=<c>"\'', changefreq: 'never', priority: 0.3 },
    ]);
    expect(xml).toContain(
      '<loc>https://roomwalk.example/search?q=a&amp;b=&lt;c&gt;&quot;&apos;</loc>',
    );
    expect(escapeXml('&<>"\'')).toBe('&amp;&lt;&gt;&quot;&apos;');
  });

  it('validates like buildSitemapEntries', () => {
    expect(() => generateSitemapXml('mailto:x@y.z', today)).toThrow(INVALID_BASE_URL_MESSAGE);
    expect(() =>
      generateSitemapXml('https://roomwalk.example', today, [
        { path: '/', changefreq: 'daily', priority: 2 },
      ]),
    ).toThrow(INVALID_PRIORITY_MESSAGE);
  });
});
