import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isLocaleFileCode } from '../../contract/locales';
import { flattenMessages } from '../../i18n/flatten-messages';
import {
  LegalDocumentsSchema,
  type LegalDocument,
  type LegalDocumentKind,
  type LegalDocuments,
} from './legal-document';

/**
 * Every locale file present in ./documents, as the app loads it; translations are checked against
 * English. A file that does not match the schema fails its own test and every test that reads it.
 */
const files = Object.entries(
  import.meta.glob<unknown>('./documents/*.json', { import: 'default', eager: true }),
).map(([path, json]) => ({
  fileCode: path.replace(/^\.\/documents\//, '').replace(/\.json$/, ''),
  json,
}));

/** A locale's documents, or undefined when it has no file or its file does not match the schema. */
function documentsOf(fileCode: string): LegalDocuments | undefined {
  const file = files.find((candidate) => candidate.fileCode === fileCode);
  const result = file && v.safeParse(LegalDocumentsSchema, file.json);
  return result?.success ? result.output : undefined;
}

const english = documentsOf('en');
const KINDS: LegalDocumentKind[] = ['privacy', 'terms'];

/** What must be identical in every locale: ids, block kinds, list lengths, counts and date. */
function shapeOf(document: LegalDocument) {
  return {
    lastUpdated: document.lastUpdated,
    introParagraphs: document.intro.length,
    sections: document.sections.map((section) => ({
      id: section.id,
      blocks: section.blocks.map((block) =>
        block.kind === 'list' ? `list of ${block.items.length}` : block.kind,
      ),
    })),
  };
}

function textsOf(document: LegalDocument): string[] {
  return [
    document.title,
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text])),
    ]),
  ];
}

function emailAddressesOf(document: LegalDocument): string[] {
  return textsOf(document)
    .flatMap((text) => text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi) ?? [])
    .sort();
}

function catalogueOf(fileCode: string): Record<string, string> {
  const file = resolve(
    import.meta.dirname,
    '../../../public/locales',
    fileCode,
    'translation.json',
  );
  return flattenMessages(JSON.parse(readFileSync(file, 'utf8')));
}

describe('the English legal documents', () => {
  it('exist and match the schema, as the source of every translation', () => {
    expect(english).toBeDefined();
  });

  it.each(KINDS)('%s: section ids are unique anchors and the date is a real ISO date', (kind) => {
    const document = english![kind];
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(document.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${document.lastUpdated}T00:00:00Z`).toISOString()).toContain(
      document.lastUpdated,
    );
  });

  it('the privacy policy covers what a policy for this service must', () => {
    expect(english!.privacy.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining([
        'data-we-collect',
        'how-we-use-data',
        'cookies-and-storage',
        'error-reporting',
        'sharing',
        'international-transfers',
        'retention',
        'security',
        'your-rights',
        'children',
        'changes',
        'contact',
      ]),
    );
    expect(emailAddressesOf(english!.privacy)).toContain('privacy@roomwalk.example');
  });

  it('the terms cover what terms for this service must', () => {
    expect(english!.terms.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining([
        'accounts',
        'subscriptions',
        'credits',
        'changes-and-cancellation',
        'when-a-subscription-ends',
        'acceptable-use',
        'your-content',
        'public-tours',
        'intellectual-property',
        'third-party-portals',
        'availability',
        'disclaimers',
        'limitation-of-liability',
        'indemnity',
        'termination',
        'governing-law',
        'changes',
        'contact',
      ]),
    );
    expect(textsOf(english!.terms).join(' ')).toContain(
      'the laws of the country where Roomwalk’s operating company is registered',
    );
    expect(emailAddressesOf(english!.terms)).toContain('legal@roomwalk.example');
  });
});

describe.each(files)('legal documents $fileCode', ({ fileCode, json }) => {
  it('are named after a locale catalogue folder', () => {
    expect(isLocaleFileCode(fileCode)).toBe(true);
  });

  it('match the schema the app validates them with', () => {
    const result = v.safeParse(LegalDocumentsSchema, json);
    expect(result.issues && v.summarize(result.issues)).toBeUndefined();
  });

  describe.each(KINDS)('%s', (kind) => {
    let document: LegalDocument;
    beforeAll(() => {
      const documents = documentsOf(fileCode);
      if (!documents) throw new Error(`documents/${fileCode}.json does not match the schema`);
      document = documents[kind];
    });

    it('has the same section ids, block kinds, list lengths and date as English', () => {
      expect(shapeOf(document)).toEqual(shapeOf(english![kind]));
    });

    it('has no empty text, markup or placeholder', () => {
      for (const text of textsOf(document)) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/<\/?[a-z!]|\*\*|\]\(|^#/i);
        // Upper case only: "todo" is an everyday word in Spanish and Filipino.
        expect(text).not.toMatch(/lorem ipsum/i);
        expect(text).not.toMatch(/\bTODO\b|\bTBD\b|\bXXX\b|\{\w+\}/);
      }
    });

    it("is titled as the page is in that locale's catalogue", () => {
      expect(document.title).toBe(catalogueOf(fileCode)[`pages.${kind}.title`]);
    });

    it('keeps the name Roomwalk and the contact addresses of English', () => {
      expect(textsOf(document).join(' ')).toContain('Roomwalk');
      expect(emailAddressesOf(document)).toEqual(emailAddressesOf(english![kind]));
    });
  });
});
