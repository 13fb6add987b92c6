/**
 * Supported locales (SPEC §9) and the folder each one's catalogue lives in under
 * `public/locales/<code>/translation.json` (SPEC §7). Pure data, shared by app and server.
 */

export const SUPPORTED_LOCALES = [
  'en',
  'ar-SA',
  'ar-MA',
  'nl',
  'fil',
  'id',
  'ms',
  'sr',
  'es-419',
  'sw',
  'th',
  'tr',
  'vi',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'en';

/** Right-to-left language codes (SPEC §9); includes codes that are not (yet) supported. */
export const RTL_LOCALES = ['ar', 'ar-SA', 'ar-MA', 'he', 'fa', 'ur'] as const;

/** The 13 folder names under public/locales, in the order of SUPPORTED_LOCALES. */
export const LOCALE_FILE_CODES = [
  'en',
  'ar_gulf',
  'ar_ma',
  'nl',
  'fil',
  'id',
  'ms',
  'sr',
  'es_latam',
  'sw',
  'th',
  'tr',
  'vi',
] as const;

export type LocaleFileCode = (typeof LOCALE_FILE_CODES)[number];

/** Catalogue folder per locale; only ar-SA, ar-MA and es-419 differ from the code. */
const FILE_CODE_BY_LOCALE: Readonly<Record<SupportedLocale, LocaleFileCode>> = {
  en: 'en',
  'ar-SA': 'ar_gulf',
  'ar-MA': 'ar_ma',
  nl: 'nl',
  fil: 'fil',
  id: 'id',
  ms: 'ms',
  sr: 'sr',
  'es-419': 'es_latam',
  sw: 'sw',
  th: 'th',
  tr: 'tr',
  vi: 'vi',
};

const supported: ReadonlySet<string> = new Set(SUPPORTED_LOCALES);
const fileCodes: ReadonlySet<string> = new Set(LOCALE_FILE_CODES);
const rtl: ReadonlySet<string> = new Set(RTL_LOCALES);

export function isSupportedLocale(code: string): code is SupportedLocale {
  return supported.has(code);
}

export function isLocaleFileCode(code: string): code is LocaleFileCode {
  return fileCodes.has(code);
}

/** The catalogue folder of a locale: ar-SA → ar_gulf, ar-MA → ar_ma, es-419 → es_latam. */
export function localeFileCode(locale: SupportedLocale): LocaleFileCode {
  return FILE_CODE_BY_LOCALE[locale];
}

/** True for right-to-left codes: an RTL_LOCALES entry, or a tag whose language is one ('he-IL'). */
export function isRtlLocale(code: string): boolean {
  const language = code.split(/[-_]/, 1)[0] ?? '';
  return rtl.has(code) || rtl.has(language.toLowerCase());
}
