import { describe, expect, it } from 'vitest';
import { containsDangerousContent, DANGEROUS_PATTERNS, stringsIn } from './dangerous-content';

/** The patterns as first written: they backtrack, so they only ever see short texts here. */
const BACKTRACKING_PATTERNS = [
  /<\s*script\b/i,
  /javascript\s*:/i,
  /<[^>]*\son[a-z]+\s*=/i,
  /\bdata:\s*[a-z]+\/[a-z0-9.+-]+[;,]/i,
  /<\s*iframe\b/i,
  /<\s*embed\b/i,
  /<\s*object\b/i,
  /<\s*img\b[^>]*\bonerror\b/i,
];

/** Short texts of tag-like pieces, from a fixed seed: every order of opening, name and handler. */
function* sampleTexts(count: number): Generator<string> {
  const pieces = ['<', '>', ' ', '\n', 'on', 'x', '=', 'img', 'onerror', '< img', 'a', 'ONCLICK'];
  let seed = 19;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  for (let i = 0; i < count; i += 1) {
    let text = '';
    for (let length = 1 + (next() % 9); length > 0; length -= 1) {
      text += pieces[next() % pieces.length] ?? '';
    }
    yield text;
  }
}

describe('SPEC §5 patterns in linear time', () => {
  it('match exactly the texts the backtracking patterns matched', () => {
    const disagreements: string[] = [];
    for (const text of sampleTexts(20_000)) {
      DANGEROUS_PATTERNS.forEach((pattern, index) => {
        if (pattern.test(text) !== BACKTRACKING_PATTERNS[index]?.test(text)) {
          disagreements.push(`${String(pattern)} on ${JSON.stringify(text)}`);
        }
      });
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['<a href="x" onclick="go()">', true],
    ['<img src=x onerror=alert(1)>', true],
    ['<img <b> onerror', false],
    ['<b> onclick=1', false],
    [`${'< '.repeat(30_000)}<a onclick=x>`, true],
    [`${'<img '.repeat(10_000)}src onerror`, true],
    ['< '.repeat(30_000), false],
  ])('%#: finds a handler only inside a tag', (text, expected) => {
    expect(containsDangerousContent(text)).toBe(expected);
  });
});

describe('stringsIn', () => {
  it('hands out keys and strings in document order, however deep', () => {
    const value = { a: ['x', { b: 'y' }], c: 1, d: 'z' };
    expect([...stringsIn(value)]).toEqual(['a', 'x', 'b', 'y', 'c', 'd', 'z']);
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect([...stringsIn(deep)]).toEqual(['bottom']);
  });
});
