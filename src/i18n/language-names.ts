import type { SupportedLocale } from '../contract/locales';

/** Each language named in itself, as language pickers conventionally do. */
export const LANGUAGE_NAMES: Record<SupportedLocale, string> = {
  en: 'English',
  'ar-SA': 'العربية (الخليج)',
  'ar-MA': 'العربية (المغرب)',
  nl: 'Nederlands',
  fil: 'Filipino',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  sr: 'Српски',
  'es-419': 'Español (Latinoamérica)',
  sw: 'Kiswahili',
  th: 'ไทย',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
};
