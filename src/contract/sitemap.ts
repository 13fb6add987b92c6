/**
 * The sitemap of SPEC §2 and its XML form. Pure (no DOM), shared by the app's /sitemap.xml route
 * and the server. Validation messages are SPEC §8's, word for word.
 */

export const INVALID_BASE_URL_MESSAGE = 'Invalid base URL. Must start with http:// or https://';
export const INVALID_PRIORITY_MESSAGE = 'Priority must be between 0.0 and 1.0';

export const SITEMAP_XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type ChangeFrequency =
  'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SitemapPage {
  /** Path starting with '/'. */
  readonly path: string;
  readonly changefreq: ChangeFrequency;
  /** 0.0 to 1.0. */
  readonly priority: number;
}

export interface SitemapEntry {
  loc: string;
  /** YYYY-MM-DD (UTC). */
  lastmod: string;
  changefreq: ChangeFrequency;
  priority: number;
}

/** SPEC §2: the public pages, priorities from 1.0 down to 0.5. */
export const SITEMAP_PAGES: readonly SitemapPage[] = [
  { path: '/', changefreq: 'daily', priority: 1.0 },
  { path: '/dashboard', changefreq: 'weekly', priority: 0.9 },
  { path: '/register', changefreq: 'monthly', priority: 0.8 },
  { path: '/login', changefreq: 'monthly', priority: 0.8 },
  { path: '/contact', changefreq: 'monthly', priority: 0.7 },
  { path: '/forgot-password', changefreq: 'monthly', priority: 0.6 },
  { path: '/sitemap', changefreq: 'monthly', priority: 0.5 },
  { path: '/privacy', changefreq: 'yearly', priority: 0.5 },
  { path: '/terms', changefreq: 'yearly', priority: 0.5 },
];

/** Throws Error(INVALID_BASE_URL_MESSAGE) unless baseUrl is an absolute http(s) URL. */
export function assertValidBaseUrl(baseUrl: string): void {
  if (!baseUrl.startsWith('http://') && !baseUrl.startsWith('https://')) {
    throw new Error(INVALID_BASE_URL_MESSAGE);
  }
  let host = '';
  try {
    host = new URL(baseUrl).host;
  } catch {
    throw new Error(INVALID_BASE_URL_MESSAGE);
  }
  if (host === '') throw new Error(INVALID_BASE_URL_MESSAGE);
}

/** Throws Error(INVALID_PRIORITY_MESSAGE) unless 0.0 <= priority <= 1.0 (NaN is refused). */
export function assertValidPriority(priority: number): void {
  if (!(priority >= 0 && priority <= 1)) throw new Error(INVALID_PRIORITY_MESSAGE);
}

/** The UTC calendar date of `date` as YYYY-MM-DD. */
export function formatSitemapDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function buildSitemapEntries(
  baseUrl: string,
  today: Date,
  pages: readonly SitemapPage[] = SITEMAP_PAGES,
): SitemapEntry[] {
  assertValidBaseUrl(baseUrl);
  const base = baseUrl.replace(/\/+$/, '');
  const lastmod = formatSitemapDate(today);
  return pages.map((page) => {
    assertValidPriority(page.priority);
    return { loc: base + page.path, lastmod, changefreq: page.changefreq, priority: page.priority };
  });
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export function generateSitemapXml(
  baseUrl: string,
  today: Date,
  pages: readonly SitemapPage[] = SITEMAP_PAGES,
): string {
  const urls = buildSitemapEntries(baseUrl, today, pages).map(
    (entry) =>
      '  <url>\n' +
      `    <loc>${escapeXml(entry.loc)}</loc>\n` +
      `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` +
      `    <changefreq>${escapeXml(entry.changefreq)}</changefreq>\n` +
      `    <priority>${entry.priority.toFixed(1)}</priority>\n` +
      '  </url>\n',
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="${SITEMAP_XMLNS}">\n` +
    urls.join('') +
    '</urlset>\n'
  );
}
