/**
 * Build only (vite.config.ts, `compiledCatalogues`) and tests: compiles a catalogue to the form
 * the app loads in production (src/i18n/compiled-catalogue.ts). Imports the real ICU parser; the
 * app never imports this module.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { CompiledCatalogue } from './compiled-catalogue';
import { isPlainText } from './compiled-catalogue';
import { flattenMessages } from './flatten-messages';

/**
 * `translation.json`'s tree → its compiled form: parsed as react-intl's `IntlMessageFormat`
 * parses a message (the parser's defaults: tags read, no locations), so the ASTs are the ones it
 * would have built in the browser. A message that does not parse fails the build, naming it.
 */
export function compileCatalogue(tree: unknown, fileCode: string): CompiledCatalogue {
  const messages = flattenMessages(tree);
  const asts: CompiledCatalogue['asts'] = {};
  for (const [key, message] of Object.entries(messages)) {
    if (isPlainText(message) || message in asts) continue;
    try {
      asts[message] = parse(message);
    } catch (error) {
      throw new Error(
        `locales/${fileCode}/translation.json: message "${key}" is not valid ICU: ${String(error)}`,
        { cause: error },
      );
    }
  }
  return { messages, asts };
}
