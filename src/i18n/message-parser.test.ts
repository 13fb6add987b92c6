import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseWithPackage, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALE_FILE_CODES } from '../contract/locales';
import { compileCatalogue } from './compile-catalogue';
import { parse, registerCompiledMessages } from './message-parser';

const catalogueTree = (code: string): unknown =>
  JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '../../public/locales', code, 'translation.json'),
      'utf8',
    ),
  );

describe('the parser react-intl gets in the production build: the compiled ASTs', () => {
  it('refuses a message that was not compiled, naming it', () => {
    expect(() => parse('{count, plural, one {# ghost} other {# ghosts}}')).toThrow(
      'The message "{count, plural, one {# ghost} other {# ghosts}}" was not compiled with its catalogue',
    );
  });

  it('builds the literal of plain text as the package does, without any catalogue', () => {
    for (const text of ['Hello', 'Phone to tour, in one scan', 'a # b', '']) {
      expect(parse(text)).toEqual(parseWithPackage(text));
    }
    expect(parse('Hello')[0]?.type).toBe(TYPE.literal);
  });

  it.each(LOCALE_FILE_CODES)(
    'gives every message of %s the AST the package parses, and formats it the same',
    (code) => {
      const { messages, asts } = compileCatalogue(catalogueTree(code), code);
      registerCompiledMessages(JSON.parse(JSON.stringify(asts)) as typeof asts);
      const values = { count: 2, year: 2026, name: 'Ada', email: 'a@b.c', b: (s: string) => s };
      for (const [key, message] of Object.entries(messages)) {
        expect(parse(message), `${code} ${key}`).toEqual(parseWithPackage(message));
        // As react-intl does in the build: the message's text, parsed by the module given to it.
        IntlMessageFormat.__parse = parse;
        const fromAst = new IntlMessageFormat(message, code.replace('_', '-'));
        IntlMessageFormat.__parse = parseWithPackage;
        const fromText = new IntlMessageFormat(message, code.replace('_', '-'));
        const format = (formatter: IntlMessageFormat) => {
          try {
            return formatter.format(values);
          } catch (error) {
            return (error as Error).message;
          }
        };
        expect(format(fromAst), `${code} ${key}`).toEqual(format(fromText));
      }
    },
  );
});

describe('compileCatalogue', () => {
  it('keeps the flattened messages and compiles only what is not plain text', () => {
    const { messages, asts } = compileCatalogue(
      { nav: { faq: 'FAQ' }, count: { defaultMessage: '{n, plural, other {# rooms}}' } },
      'en',
    );
    expect(messages).toEqual({ 'nav.faq': 'FAQ', count: '{n, plural, other {# rooms}}' });
    expect(Object.keys(asts)).toEqual(['{n, plural, other {# rooms}}']);
  });

  it('fails on a message that is not valid ICU, naming the file and the key', () => {
    expect(() => compileCatalogue({ broken: { key: 'Hello {name' } }, 'nl')).toThrow(
      /locales\/nl\/translation\.json: message "broken\.key" is not valid ICU/,
    );
  });
});
