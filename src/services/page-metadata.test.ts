import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_OG_IMAGE,
  PRODUCT_NAME,
  applyPageMetadata,
  formatDocumentTitle,
  robotsDirective,
  type PageMetadata,
} from './page-metadata';

const DEFAULT_TITLE = 'Roomwalk | 3D and AR tours from a phone scan';

describe('formatDocumentTitle', () => {
  it('SPEC §9 "The default page title is the product\'s AR-tours title": used without a page title', () => {
    expect(formatDocumentTitle(undefined, DEFAULT_TITLE)).toBe(DEFAULT_TITLE);
    expect(formatDocumentTitle('', DEFAULT_TITLE)).toBe(DEFAULT_TITLE);
  });

  it('SPEC §9 "Other titles get the product title appended after a separator"', () => {
    expect(formatDocumentTitle('Pricing', DEFAULT_TITLE)).toBe('Pricing | Roomwalk');
    expect(formatDocumentTitle("Let's Talk Tours", DEFAULT_TITLE)).toBe(
      "Let's Talk Tours | Roomwalk",
    );
  });
});

describe('robotsDirective', () => {
  it('SPEC §9 "Default robots: index, follow"', () => {
    expect(robotsDirective({})).toBe('index, follow');
    expect(robotsDirective({ noIndex: false, noFollow: false })).toBe('index, follow');
  });

  it('honours noIndex and noFollow separately and together', () => {
    expect(robotsDirective({ noIndex: true })).toBe('noindex, follow');
    expect(robotsDirective({ noFollow: true })).toBe('index, nofollow');
    expect(robotsDirective({ noIndex: true, noFollow: true })).toBe('noindex, nofollow');
  });
});

describe('applyPageMetadata', () => {
  let doc: Document;

  beforeEach(() => {
    doc = document.implementation.createHTMLDocument('');
  });

  const metaContent = (attribute: 'name' | 'property', key: string) =>
    doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)?.content;

  const pricing: PageMetadata = {
    title: 'Pricing',
    description: 'Plans for every portfolio.',
    keywords: ['3D tours', 'AR', 'pricing'],
    canonicalUrl: 'https://roomwalk.app/pricing',
  };

  it('SPEC §3 page metadata: writes title, description, keywords, author, robots and canonical link', () => {
    applyPageMetadata(pricing, DEFAULT_TITLE, doc);

    expect(doc.title).toBe('Pricing | Roomwalk');
    expect(metaContent('name', 'description')).toBe('Plans for every portfolio.');
    expect(metaContent('name', 'keywords')).toBe('3D tours, AR, pricing');
    expect(metaContent('name', 'author')).toBe(PRODUCT_NAME);
    expect(metaContent('name', 'robots')).toBe('index, follow');
    const canonical = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]!.href).toBe('https://roomwalk.app/pricing');
  });

  it('uses the default title on a page without a title', () => {
    applyPageMetadata(
      { description: 'Home', canonicalUrl: 'https://roomwalk.app/' },
      DEFAULT_TITLE,
      doc,
    );
    expect(doc.title).toBe(DEFAULT_TITLE);
    expect(metaContent('property', 'og:title')).toBe(DEFAULT_TITLE);
  });

  it('writes the Open Graph tags, the default type website and the default image', () => {
    applyPageMetadata(pricing, DEFAULT_TITLE, doc);

    expect(metaContent('property', 'og:title')).toBe('Pricing | Roomwalk');
    expect(metaContent('property', 'og:description')).toBe('Plans for every portfolio.');
    expect(metaContent('property', 'og:type')).toBe('website');
    expect(metaContent('property', 'og:url')).toBe('https://roomwalk.app/pricing');
    expect(metaContent('property', 'og:image')).toBe(`https://roomwalk.app${DEFAULT_OG_IMAGE}`);
  });

  it('the default Open Graph image is a root-relative file that public/ serves', () => {
    expect(DEFAULT_OG_IMAGE).toMatch(/^\/og-image\.(png|jpe?g)$/);
    expect(existsSync(resolve(import.meta.dirname, '../../public', `.${DEFAULT_OG_IMAGE}`))).toBe(
      true,
    );
  });

  it('resolves a relative image against the canonical URL and keeps an absolute one', () => {
    applyPageMetadata(
      { ...pricing, canonicalUrl: 'https://roomwalk.app/blog/post', imageUrl: 'cover.jpg' },
      DEFAULT_TITLE,
      doc,
    );
    expect(metaContent('property', 'og:image')).toBe('https://roomwalk.app/blog/cover.jpg');

    applyPageMetadata(
      { ...pricing, imageUrl: 'https://cdn.example.com/tour.png' },
      DEFAULT_TITLE,
      doc,
    );
    expect(metaContent('property', 'og:image')).toBe('https://cdn.example.com/tour.png');
  });

  it('takes the given type, author and robots flags', () => {
    applyPageMetadata(
      { ...pricing, type: 'article', author: 'Ada Lovelace', noIndex: true, noFollow: true },
      DEFAULT_TITLE,
      doc,
    );
    expect(metaContent('property', 'og:type')).toBe('article');
    expect(metaContent('name', 'author')).toBe('Ada Lovelace');
    expect(metaContent('name', 'robots')).toBe('noindex, nofollow');
  });

  it('writes article times only when given and removes them when a later page has none', () => {
    applyPageMetadata(pricing, DEFAULT_TITLE, doc);
    expect(doc.head.querySelector('meta[property="article:published_time"]')).toBeNull();
    expect(doc.head.querySelector('meta[property="article:modified_time"]')).toBeNull();

    applyPageMetadata(
      {
        ...pricing,
        type: 'article',
        publishedTime: '2025-01-02T10:00:00Z',
        modifiedTime: '2025-02-03T11:30:00Z',
      },
      DEFAULT_TITLE,
      doc,
    );
    expect(metaContent('property', 'article:published_time')).toBe('2025-01-02T10:00:00Z');
    expect(metaContent('property', 'article:modified_time')).toBe('2025-02-03T11:30:00Z');

    applyPageMetadata(pricing, DEFAULT_TITLE, doc);
    expect(doc.head.querySelector('meta[property="article:published_time"]')).toBeNull();
    expect(doc.head.querySelector('meta[property="article:modified_time"]')).toBeNull();
  });

  it('removes the keywords tag when a later page has no keywords', () => {
    applyPageMetadata(pricing, DEFAULT_TITLE, doc);
    expect(metaContent('name', 'keywords')).toBe('3D tours, AR, pricing');
    applyPageMetadata({ ...pricing, keywords: undefined }, DEFAULT_TITLE, doc);
    expect(doc.head.querySelector('meta[name="keywords"]')).toBeNull();
  });

  it('writes structured data as an application/ld+json script that parses back to the data', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Roomwalk',
      offers: [{ price: 29, priceCurrency: 'USD' }],
    };
    applyPageMetadata({ ...pricing, structuredData: data }, DEFAULT_TITLE, doc);

    const scripts = doc.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent)).toEqual(data);
  });

  it('escapes "</script>" inside a value so it cannot close the JSON-LD tag', () => {
    const data = { name: 'Evil </script><script>alert(1)</script>', nested: { note: '<b>' } };
    applyPageMetadata({ ...pricing, structuredData: data }, DEFAULT_TITLE, doc);

    const script = doc.head.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toMatch(/<\/script/i);
    expect(script.textContent).not.toContain('<');
    expect(JSON.parse(script.textContent)).toEqual(data);

    // Serialised and parsed again as HTML, the head still holds exactly one script.
    const reparsed = new DOMParser().parseFromString(doc.documentElement.outerHTML, 'text/html');
    const scripts = reparsed.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent)).toEqual(data);
  });

  it('removes the structured data when a later page has none', () => {
    applyPageMetadata({ ...pricing, structuredData: { name: 'x' } }, DEFAULT_TITLE, doc);
    applyPageMetadata(pricing, DEFAULT_TITLE, doc);
    expect(doc.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('does not duplicate tags when called twice, and the second call wins', () => {
    const first = { ...pricing, structuredData: { name: 'first' } };
    const second: PageMetadata = {
      title: 'Contact',
      description: 'Talk to us.',
      keywords: ['contact'],
      canonicalUrl: 'https://roomwalk.app/contact',
      structuredData: { name: 'second' },
    };
    applyPageMetadata(first, DEFAULT_TITLE, doc);
    const countAfterFirst = doc.head.children.length;
    applyPageMetadata(second, DEFAULT_TITLE, doc);

    expect(doc.head.children.length).toBe(countAfterFirst);
    for (const selector of [
      'meta[name="description"]',
      'meta[name="keywords"]',
      'meta[name="author"]',
      'meta[name="robots"]',
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:type"]',
      'meta[property="og:url"]',
      'meta[property="og:image"]',
      'link[rel="canonical"]',
      'script[type="application/ld+json"]',
    ]) {
      expect(doc.head.querySelectorAll(selector), selector).toHaveLength(1);
    }
    expect(doc.title).toBe('Contact | Roomwalk');
    expect(metaContent('name', 'description')).toBe('Talk to us.');
    expect(metaContent('property', 'og:url')).toBe('https://roomwalk.app/contact');
    expect(doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).toBe(
      'https://roomwalk.app/contact',
    );
    expect(
      JSON.parse(doc.head.querySelector('script[type="application/ld+json"]')!.textContent),
    ).toEqual({ name: 'second' });
  });
});
