import { localeFileCode, type SupportedLocale } from '../contract/locales';
import { flattenMessages } from '../i18n/flatten-messages';
import { loadMessageParser } from '../i18n/message-parser';
import type { Messages } from '../contract/translations';
import { yieldToMain } from './main-thread';

/**
 * GET /locales/{code}/translation.json, flattened by dotted key (SPEC §7), once the message parser
 * has loaded too (src/i18n/message-parser.ts).
 */
export async function loadTranslations(locale: SupportedLocale): Promise<Messages> {
  const [response] = await Promise.all([
    fetch(`/locales/${localeFileCode(locale)}/translation.json`, {
      headers: { Accept: 'application/json' },
    }),
    loadMessageParser(),
  ]);
  if (!response.ok) {
    throw new Error(`Translations for ${locale} failed to load: ${response.status}`);
  }
  const messages = flattenMessages(await response.json());
  // The page renders with the messages as soon as they are delivered: in a task of its own, not
  // in the one that parsed and flattened them (docs/decisions/0012).
  await yieldToMain();
  return messages;
}
