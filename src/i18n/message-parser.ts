/**
 * The ICU message parser, loaded with the first catalogue rather than in the first load
 * (issue 16, docs/decisions/0034). The production build resolves react-intl's import of
 * `@formatjs/icu-messageformat-parser` to this module (vite.config.ts, `lazyMessageParser`): the
 * AST types and helpers are the package's, and `parse` hands over to the real parser once
 * `loadMessageParser` has loaded it. The translations loader waits for it beside the
 * catalogue's request, so no catalogue reaches the screen before its messages can be parsed; the
 * built-in messages (SPEC §8) are plain text, which react-intl shows without parsing.
 * In the dev server and the tests, react-intl imports the package itself.
 */
import type { MessageFormatElement, ParserOptions } from '@formatjs/icu-messageformat-parser';

// The package's CommonJS files, which Node loads too (the prerender and the tests import this).
export * from '@formatjs/icu-messageformat-parser/types.js';

type Parse = (message: string, options?: ParserOptions) => MessageFormatElement[];

let loadedParse: Parse | undefined;

export async function loadMessageParser(): Promise<void> {
  loadedParse ??= (await import('@formatjs/icu-messageformat-parser')).parse;
}

export function parse(message: string, options?: ParserOptions): MessageFormatElement[] {
  if (!loadedParse) throw new Error('The message parser is loaded with the first catalogue');
  return loadedParse(message, options);
}
