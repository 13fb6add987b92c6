import { describe, expect, it } from 'vitest';
import { flattenMessages } from './flatten-messages';

describe('flattenMessages', () => {
  it('SPEC §7 "a nested tree of keys … flattened by dotted key": nested keys become dotted keys', () => {
    expect(
      flattenMessages({
        nav: { faq: 'FAQ', pricing: 'Pricing' },
        footer: { links: { terms: 'Terms' } },
        title: 'Roomwalk',
      }),
    ).toEqual({
      'nav.faq': 'FAQ',
      'nav.pricing': 'Pricing',
      'footer.links.terms': 'Terms',
      title: 'Roomwalk',
    });
  });

  it('SPEC §3 "each with a defaultMessage": a { defaultMessage } leaf is taken as the message', () => {
    expect(
      flattenMessages({
        nav: {
          faq: { defaultMessage: 'FAQ' },
          tech: { defaultMessage: 'Tech', description: 'Link to the features section' },
        },
        plain: 'Plain',
      }),
    ).toEqual({ 'nav.faq': 'FAQ', 'nav.tech': 'Tech', plain: 'Plain' });
  });

  it('keeps ICU placeholders untouched', () => {
    expect(flattenMessages({ footer: { copyright: '© {year} Roomwalk' } })).toEqual({
      'footer.copyright': '© {year} Roomwalk',
    });
  });

  it('gives an empty catalogue for an empty object and adds no key for an empty group', () => {
    expect(flattenMessages({})).toEqual({});
    expect(flattenMessages({ empty: {}, a: 'A' })).toEqual({ a: 'A' });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'FAQ'],
    ['a number', 42],
    ['a boolean', true],
  ])('throws a TypeError for %s', (_name, input) => {
    expect(() => flattenMessages(input)).toThrow(TypeError);
    expect(() => flattenMessages(input)).toThrow('A translation catalogue must be a JSON object');
  });

  it('rejects an array at the top level', () => {
    expect(() => flattenMessages(['FAQ'])).toThrow(TypeError);
  });

  it('rejects an array or a non-string value nested inside the tree', () => {
    expect(() => flattenMessages({ nav: ['FAQ'] })).toThrow(TypeError);
    expect(() => flattenMessages({ nav: { faq: 5 } })).toThrow(TypeError);
    expect(() => flattenMessages({ nav: { faq: null } })).toThrow(TypeError);
  });

  it('does not take a leaf whose defaultMessage is not a string as a message', () => {
    expect(() => flattenMessages({ nav: { faq: { defaultMessage: 7 } } })).toThrow(TypeError);
  });
});
