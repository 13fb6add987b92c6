import { localeFileCode, type SupportedLocale } from '../contract/locales';
import { COMPILED_CATALOGUE_FILE, type CompiledCatalogue } from '../i18n/compiled-catalogue';
import { registerCompiledMessages } from '../i18n/message-parser';
import type { Messages } from '../contract/translations';
import { yieldToMain } from './main-thread';

/** The build's own file, checked for its shape only. */
async function readCompiledCatalogue(
  response: Response,
  locale: SupportedLocale,
): Promise<CompiledCatalogue> {
  const body: unknown = await response.json();
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!isRecord(body) || !isRecord(body.messages) || !isRecord(body.asts)) {
    throw new Error(`Translations for ${locale} are not a compiled catalogue`);
  }
  return body as unknown as CompiledCatalogue;
}

/**
 * A locale's messages, flattened by dotted key (SPEC §7). The production build loads
 * `/locales/{code}/translation.compiled.json`, the same messages compiled to ASTs at build time,
 * and hands the ASTs to react-intl's parser (src/i18n/message-parser.ts), so that the browser
 * never fetches the ICU parser (docs/decisions/0059). The dev server and the tests load
 * GET /locales/{code}/translation.json and parse with the package.
 */
export async function loadTranslations(
  locale: SupportedLocale,
  { compiled = import.meta.env.PROD }: { compiled?: boolean } = {},
): Promise<Messages> {
  const file = compiled ? COMPILED_CATALOGUE_FILE : 'translation.json';
  const response = await fetch(`/locales/${localeFileCode(locale)}/${file}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    throw new Error(`Translations for ${locale} failed to load: ${response.status}`);
  }
  let messages: Messages;
  if (compiled) {
    const catalogue = await readCompiledCatalogue(response, locale);
    registerCompiledMessages(catalogue.asts);
    messages = catalogue.messages;
  } else {
    // Only the dev server and the tests read the nested catalogue: the build's page never loads
    // the flattening (docs/decisions/0059).
    const [{ flattenMessages }, tree] = await Promise.all([
      import('../i18n/flatten-messages'),
      response.json() as Promise<unknown>,
    ]);
    messages = flattenMessages(tree);
  }
  // The page renders with the messages as soon as they are delivered: in a task of its own, not
  // in the one that parsed and flattened them (docs/decisions/0012).
  await yieldToMain();
  return messages;
}
