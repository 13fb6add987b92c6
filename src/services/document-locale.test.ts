import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLocale } from './document-locale';

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('applyDocumentLocale', () => {
  it.each(['ar-SA', 'ar-MA'] as const)(
    'SPEC §9 "Right-to-left: ar, ar-SA, ar-MA, he, fa, ur": %s gets dir="rtl"',
    (locale) => {
      applyDocumentLocale(locale);
      expect(document.documentElement).toHaveAttribute('lang', locale);
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    },
  );

  it.each(['en', 'th', 'tr', 'es-419', 'nl'] as const)('%s gets dir="ltr"', (locale) => {
    applyDocumentLocale(locale);
    expect(document.documentElement).toHaveAttribute('lang', locale);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('switches back from rtl to ltr', () => {
    applyDocumentLocale('ar-SA');
    applyDocumentLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('writes to the root element it is given', () => {
    const root = document.implementation.createHTMLDocument('').documentElement;
    applyDocumentLocale('ar-MA', root);
    expect(root.lang).toBe('ar-MA');
    expect(root.dir).toBe('rtl');
    expect(document.documentElement).not.toHaveAttribute('dir');
  });
});
