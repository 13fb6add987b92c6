import { describe, expect, it } from 'vitest';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { loadMessageParser, parse } from './message-parser';

describe('the message parser loaded with the first catalogue', () => {
  it('refuses to parse before it is loaded, then parses as the package does', async () => {
    expect(() => parse('{count, plural, one {# tour} other {# tours}}')).toThrow(
      'The message parser is loaded with the first catalogue',
    );
    await loadMessageParser();
    const [plural] = parse('{count, plural, one {# tour} other {# tours}}');
    expect(plural?.type).toBe(TYPE.plural);
  });

  it('gives react-intl the AST helpers it imports with the parser', async () => {
    const { isPluralElement, isLiteralElement } = await import('./message-parser');
    await loadMessageParser();
    expect(isLiteralElement(parse('Hello')[0]!)).toBe(true);
    expect(isPluralElement(parse('{n, plural, other {x}}')[0]!)).toBe(true);
  });
});
