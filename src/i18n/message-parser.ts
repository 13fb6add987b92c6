/**
 * What react-intl gets for `@formatjs/icu-messageformat-parser` in the production build
 * (vite.config.ts, `lazyMessageParser`; issue 37, docs/decisions/0059): the AST types and helpers
 * are the package's, and `parse` hands out the ASTs compiled at build time rather than parsing
 * (src/i18n/compiled-catalogue.ts). The translations loader registers each catalogue's ASTs
 * before its messages reach the screen; plain text needs none. So the parser itself (9 KB gzip)
 * is never fetched by the browser. The dev server, the tests and the prerender import the
 * package as it is.
 */
import type { MessageFormatElement, ParserOptions } from '@formatjs/icu-messageformat-parser';
import { TYPE } from '@formatjs/icu-messageformat-parser/types.js';
import { isPlainText, type CompiledCatalogue } from './compiled-catalogue';

// The package's CommonJS files, which Node loads too (the prerender and the tests import this).
export * from '@formatjs/icu-messageformat-parser/types.js';

const compiled = new Map<string, MessageFormatElement[]>();

/** Makes a compiled catalogue's ASTs what `parse` gives for its messages. */
export function registerCompiledMessages(asts: CompiledCatalogue['asts']): void {
  for (const [message, ast] of Object.entries(asts)) compiled.set(message, ast);
}

/**
 * The AST of `message`: the compiled one, or for plain text the one literal the parser would
 * build. Any other message was not compiled with a catalogue: that is a build's fault, named.
 * (`options` only matter to the parser for date skeletons, which the catalogues do not use; the
 * compiled ASTs were parsed with the same defaults react-intl uses.)
 */
export function parse(message: string, _options?: ParserOptions): MessageFormatElement[] {
  const ast = compiled.get(message);
  if (ast) return ast;
  if (isPlainText(message)) return message === '' ? [] : [{ type: TYPE.literal, value: message }];
  throw new Error(
    `The message "${message}" was not compiled with its catalogue (translation.compiled.json)`,
  );
}
