import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../contract/locales';
import { matchSupportedLocale, resolveInitialLocale } from './resolve-locale';

describe('matchSupportedLocale', () => {
  it.each(SUPPORTED_LOCALES)('matches the supported code %s exactly', (code) => {
    expect(matchSupportedLocale(code)).toBe(code);
  });

  it('matches an exact regional code such as ar-MA', () => {
    expect(matchSupportedLocale('ar-MA')).toBe('ar-MA');
    expect(matchSupportedLocale('ar-SA')).toBe('ar-SA');
  });

  it('matches case-insensitively and ignores surrounding spaces', () => {
    expect(matchSupportedLocale('AR-ma')).toBe('ar-MA');
    expect(matchSupportedLocale('ES-419')).toBe('es-419');
    expect(matchSupportedLocale('  NL ')).toBe('nl');
  });

  it.each([
    ['nl-BE', 'nl'],
    ['es-MX', 'es-419'],
    ['es', 'es-419'],
    ['en-GB', 'en'],
    ['fil-PH', 'fil'],
    ['sr-Latn-RS', 'sr'],
    ['tr-TR', 'tr'],
  ])('falls back to the same base language: %s → %s', (language, expected) => {
    expect(matchSupportedLocale(language)).toBe(expected);
  });

  it('maps a bare or other-region Arabic tag to an Arabic locale', () => {
    expect(matchSupportedLocale('ar')).toMatch(/^ar-(SA|MA)$/);
    expect(matchSupportedLocale('ar-EG')).toMatch(/^ar-(SA|MA)$/);
  });

  it.each(['de-DE', 'de', 'fr', 'zh-Hans-CN', ''])('gives null for the unsupported %j', (tag) => {
    expect(matchSupportedLocale(tag)).toBeNull();
  });
});

describe('resolveInitialLocale', () => {
  it('SPEC §9 "The choice is saved": a supported saved choice wins over the browser language', () => {
    expect(resolveInitialLocale('th', ['nl-BE', 'en-US'])).toBe('th');
    expect(resolveInitialLocale('ar-MA', ['en'])).toBe('ar-MA');
  });

  it('SPEC §9 "the browser language if supported": used when nothing is saved', () => {
    expect(resolveInitialLocale(null, ['nl-BE'])).toBe('nl');
    expect(resolveInitialLocale(null, ['es-MX'])).toBe('es-419');
    expect(resolveInitialLocale(null, ['ar-MA'])).toBe('ar-MA');
  });

  it('takes the first supported language in the browser’s order of preference', () => {
    expect(resolveInitialLocale(null, ['de-DE', 'fr-FR', 'vi-VN', 'nl'])).toBe('vi');
  });

  it('SPEC §9 "otherwise en": unsupported browser languages fall back to en', () => {
    expect(resolveInitialLocale(null, ['de-DE'])).toBe('en');
    expect(resolveInitialLocale(null, ['de-DE', 'fr', 'ja'])).toBe('en');
    expect(resolveInitialLocale(null, [])).toBe('en');
  });

  it('ignores an unsupported saved value', () => {
    expect(resolveInitialLocale('de-DE', ['sw-KE'])).toBe('sw');
    expect(resolveInitialLocale('klingon', [])).toBe('en');
    expect(resolveInitialLocale('', ['tr'])).toBe('tr');
  });
});
