import { isRtlLocale, type SupportedLocale } from '../contract/locales';

/** Puts `lang` and `dir` on <html> so the browser lays the page out for the language. */
export function applyDocumentLocale(
  locale: SupportedLocale,
  root = document.documentElement,
): void {
  root.lang = locale;
  root.dir = isRtlLocale(locale) ? 'rtl' : 'ltr';
}
