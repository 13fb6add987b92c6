import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, localeFileCode } from '../contract/locales';
import { compileCatalogue } from '../i18n/compile-catalogue';
import { flattenMessages } from '../i18n/flatten-messages';
import { parse, TYPE } from '../i18n/message-parser';
import { loadTranslations } from './translations';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../public');
const realCatalogue = (fileCode: string): string =>
  readFileSync(resolve(PUBLIC_DIR, 'locales', fileCode, 'translation.json'), 'utf8');

/**
 * The network edge: a fetch that serves the real catalogues from public/locales, answers 503
 * for the paths listed in `failing` and 404 for anything else, and records every request.
 */
const requests: { url: string; accept: string | null }[] = [];
const failing = new Set<string>();
const originalFetch = globalThis.fetch;

async function servePublicLocales(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  requests.push({ url, accept: new Headers(init?.headers).get('Accept') });
  if (failing.has(url)) return new Response('Service Unavailable', { status: 503 });
  const match = /^\/locales\/([a-z_]+)\/translation(\.compiled)?\.json$/.exec(url);
  if (!match) return new Response('Not Found', { status: 404 });
  try {
    const catalogue = realCatalogue(match[1]!);
    const body = match[2]
      ? JSON.stringify(compileCatalogue(JSON.parse(catalogue), match[1]!))
      : catalogue;
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  } catch {
    return new Response('Not Found', { status: 404 });
  }
}

beforeEach(() => {
  requests.length = 0;
  failing.clear();
  globalThis.fetch = servePublicLocales;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('loadTranslations', () => {
  it('SPEC §7 "GET /locales/{locale}/translation.json … flattened by dotted key": en', async () => {
    const messages = await loadTranslations('en');
    expect(requests).toEqual([{ url: '/locales/en/translation.json', accept: 'application/json' }]);
    expect(messages).toEqual(flattenMessages(JSON.parse(realCatalogue('en'))));
    expect(messages['app.name']).toBe('Roomwalk');
    expect(messages['footer.tech']).toBe('Tech');
  });

  it.each([
    ['ar-SA', 'ar_gulf'],
    ['ar-MA', 'ar_ma'],
    ['es-419', 'es_latam'],
  ] as const)('SPEC §7 "Locale codes map as … %s to %s"', async (locale, fileCode) => {
    const messages = await loadTranslations(locale);
    expect(requests.map((request) => request.url)).toEqual([
      `/locales/${fileCode}/translation.json`,
    ]);
    expect(messages).toEqual(flattenMessages(JSON.parse(realCatalogue(fileCode))));
  });

  it('returns flat string messages for every supported locale', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const messages = await loadTranslations(locale);
      expect(messages['app.name'], locale).toBe('Roomwalk');
      for (const [key, value] of Object.entries(messages)) {
        expect(typeof value, `${locale} ${key}`).toBe('string');
        expect(key).not.toMatch(/^\.|\.$|\.\./);
      }
    }
    expect(requests.map((request) => request.url)).toEqual(
      SUPPORTED_LOCALES.map((locale) => `/locales/${localeFileCode(locale)}/translation.json`),
    );
  });

  it('rejects with an error naming the locale and the status of a failed response', async () => {
    failing.add('/locales/th/translation.json');
    await expect(loadTranslations('th')).rejects.toThrow(/\bth\b.*\b503\b/);
    await expect(loadTranslations('en')).resolves.toHaveProperty('app.name', 'Roomwalk');
  });

  it('rejects for a mapped locale with the locale code, not the folder name', async () => {
    failing.add('/locales/es_latam/translation.json');
    const error = await loadTranslations('es-419').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('es-419');
    expect((error as Error).message).toContain('503');
  });

  describe('the production build: the catalogue compiled at build time (docs/decisions/0059)', () => {
    it('loads translation.compiled.json, the same messages, and hands their ASTs to the parser', async () => {
      const message =
        '{count, plural, one {# object found and labelled} other {# objects found and labelled}}';
      expect(() => parse(message)).toThrow('was not compiled');
      const messages = await loadTranslations('es-419', { compiled: true });
      expect(requests).toEqual([
        { url: '/locales/es_latam/translation.compiled.json', accept: 'application/json' },
      ]);
      expect(messages).toEqual(flattenMessages(JSON.parse(realCatalogue('es_latam'))));
      const plural = Object.values(messages).find((text) => text.includes('plural'))!;
      expect(parse(plural)[0]?.type).toBe(TYPE.plural);
    });

    it('rejects a file that is not a compiled catalogue, and a failed response', async () => {
      globalThis.fetch = () => Promise.resolve(Response.json({ app: { name: 'Roomwalk' } }));
      await expect(loadTranslations('nl', { compiled: true })).rejects.toThrow(
        'Translations for nl are not a compiled catalogue',
      );
      globalThis.fetch = servePublicLocales;
      failing.add('/locales/th/translation.compiled.json');
      await expect(loadTranslations('th', { compiled: true })).rejects.toThrow(/\bth\b.*\b503\b/);
    });
  });
});
