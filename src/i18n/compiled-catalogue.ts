/**
 * The catalogues compiled ahead of time (issue 37, docs/decisions/0059): the production build
 * writes `/locales/{code}/translation.compiled.json` beside each `translation.json`, holding the
 * flattened messages and the parsed form (ICU AST) of every message that is not plain text. The
 * app loads that file instead, so react-intl never needs the ICU message parser in the browser
 * (src/i18n/message-parser.ts looks the ASTs up). `translation.json` stays what SPEC §7 says.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Messages } from '../contract/translations';

/** What `translation.compiled.json` holds. */
export interface CompiledCatalogue {
  /** The flattened messages, as `flattenMessages` gives them from `translation.json`. */
  messages: Messages;
  /** Message text → its AST, for every message that is not plain text (`isPlainText`). */
  asts: Record<string, MessageFormatElement[]>;
}

/** The name of the compiled file in each `/locales/{code}/` folder. */
export const COMPILED_CATALOGUE_FILE = 'translation.compiled.json';

/**
 * A message the ICU parser reads as one literal, unchanged: none of the characters that open an
 * argument, a tag or a quotation. Such messages are not stored as ASTs; `parse` builds theirs.
 */
export function isPlainText(message: string): boolean {
  return !/[{}<']/.test(message);
}
