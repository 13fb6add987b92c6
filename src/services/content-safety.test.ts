import { describe, expect, it } from 'vitest';
import {
  containsDangerousContent,
  escapeHtml,
  isSafeRelativeUrl,
  unescapeHtml,
  valueContainsDangerousContent,
} from './content-safety';

describe('escapeHtml', () => {
  it('SPEC §5: escapes & < > quotes and slash in a string', () => {
    expect(escapeHtml(`Tom & "Jerry" <b>'hi'</b>`)).toBe(
      'Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#x27;hi&#x27;&lt;&#x2F;b&gt;',
    );
    expect(escapeHtml('plain text, no change')).toBe('plain text, no change');
  });

  it('escapes every string value of objects and arrays, deeply, and keeps keys and other values', () => {
    const input = {
      name: 'A&B',
      count: 3,
      active: true,
      nothing: null,
      tags: ['<x>', { note: "it's" }],
    };
    expect(escapeHtml(input)).toEqual({
      name: 'A&amp;B',
      count: 3,
      active: true,
      nothing: null,
      tags: ['&lt;x&gt;', { note: 'it&#x27;s' }],
    });
    expect(input.name).toBe('A&B');
  });

  it('leaves values under keys the caller keeps as typed', () => {
    const keep = (key: string) => key === 'password';
    expect(escapeHtml({ password: 'a<b/&', email: 'a/b' }, keep)).toEqual({
      password: 'a<b/&',
      email: 'a&#x2F;b',
    });
  });
});

describe('containsDangerousContent', () => {
  it.each([
    ['script tags', '<script>alert(1)</script>', true],
    ['script tags with spaces', '< SCRIPT src=x>', true],
    ['javascript: URLs', 'javascript:alert(1)', true],
    ['inline event handlers', '<div onclick="x()">', true],
    ['data: URLs', 'data:text/html;base64,PHNjcmlwdD4=', true],
    ['iframe', '<iframe src="x">', true],
    ['embed', '<embed src="x">', true],
    ['object', '<object data="x">', true],
    ['img with onerror', '<img src=x onerror=alert(1)>', true],
    ['ordinary text', 'Hello, I would like 5 tours of our office.', false],
    ['an address and a number', 'Email me at ada@example.com / call 555-1234', false],
    [
      '"object" and "data:" in prose',
      'The object of the scan is a 3-bed house; data: lots of it',
      false,
    ],
    ['comparisons', 'a < b and c > d', false],
  ])('SPEC §5 patterns: %s, found: %s', (_name, text, found) => {
    expect(containsDangerousContent(text)).toBe(found);
  });

  it('finds a pattern anywhere in an object, keys included', () => {
    expect(valueContainsDangerousContent({ a: [{ b: '<iframe>' }] })).toBe(true);
    expect(valueContainsDangerousContent({ '<script>': 1 })).toBe(true);
    expect(valueContainsDangerousContent({ a: ['fine', 2, null] })).toBe(false);
  });
});

describe('isSafeRelativeUrl', () => {
  // SPEC §5: relative URLs starting with one slash, never protocol-relative, absolute, script or
  // backslash ones.
  it.each([
    ['/', true],
    ['/x', true],
    ['/dashboard/settings?tab=2#top', true],
    ['/a//b', true],
    ['//evil.com', false],
    ['http://x', false],
    ['https://x/y', false],
    ['javascript:alert(1)', false],
    ['\\evil', false],
    ['/\\evil.com', false],
    ['/\t/evil.com', false],
    ['/\n/evil.com', false],
    ['dashboard', false],
    ['', false],
  ])('SPEC §5: %j is a safe relative URL: %s', (url, safe) => {
    expect(isSafeRelativeUrl(url)).toBe(safe);
  });
});

describe('unescapeHtml', () => {
  it('reverses escapeHtml exactly, even for text that looks like an entity', () => {
    const typed = { name: 'O\'Brien & <Sons> / "quoted"', literal: '&amp; &#x27;', list: ['a/b'] };
    expect(unescapeHtml(escapeHtml(typed))).toEqual(typed);
  });

  it('leaves other ampersands alone', () => {
    expect(unescapeHtml('Fish & chips &copy;')).toBe('Fish & chips &copy;');
  });
});
