import { SUPPORTED_LOCALES, isSupportedLocale, type SupportedLocale } from '../contract/locales';

/** The locale a browser language maps to: exact match first, then the same base language. */
export function matchSupportedLocale(language: string): SupportedLocale | null {
  const wanted = language.trim();
  const exact = SUPPORTED_LOCALES.find((code) => code.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const base = wanted.split('-')[0]?.toLowerCase() ?? '';
  return SUPPORTED_LOCALES.find((code) => code.split('-')[0]?.toLowerCase() === base) ?? null;
}

/** SPEC §9: the saved choice, else the browser language if supported, else en. */
export function resolveInitialLocale(
  saved: string | null,
  browserLanguages: readonly string[],
): SupportedLocale {
  if (saved && isSupportedLocale(saved)) return saved;
  for (const language of browserLanguages) {
    const match = matchSupportedLocale(language);
    if (match) return match;
  }
  return 'en';
}
