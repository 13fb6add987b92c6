import { localeFileCode, type SupportedLocale } from '../contract/locales';
import { flattenMessages } from '../i18n/flatten-messages';
import type { Messages } from '../contract/translations';

/** GET /locales/{code}/translation.json, flattened by dotted key (SPEC §7). */
export async function loadTranslations(locale: SupportedLocale): Promise<Messages> {
  const response = await fetch(`/locales/${localeFileCode(locale)}/translation.json`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    throw new Error(`Translations for ${locale} failed to load: ${response.status}`);
  }
  return flattenMessages(await response.json());
}
