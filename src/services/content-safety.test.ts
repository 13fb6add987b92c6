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
    ['script tags', '<script>alert(1)</script>'],
    ['script tags with spaces', '< SCRIPT src=x>'],
    ['javascript: URLs', 'javascript:alert(1)'],
    ['inline event handlers', '<div onclick="x()">'],
    ['data: URLs', 'data:text/html;base64,PHNjcmlwdD4='],
    ['iframe', '<iframe src="x">'],
    ['embed', '<embed src="x">'],
    ['object', '<object data="x">'],
    ['img with onerror', '<img src=x onerror=alert(1)>'],
  ])('SPEC §5 pattern: %s', (_name, text) => {
    expect(containsDangerousContent(text)).toBe(true);
  });

  it('lets ordinary text through', () => {
    for (const text of [
      'Hello, I would like 5 tours of our office.',
      'Email me at ada@example.com / call 555-1234',
      'The object of the scan is a 3-bed house; data: lots of it',
      'a < b and c > d',
    ]) {
      expect(containsDangerousContent(text)).toBe(false);
    }
  });

  it('finds a pattern anywhere in an object, keys included', () => {
    expect(valueContainsDangerousContent({ a: [{ b: '<iframe>' }] })).toBe(true);
    expect(valueContainsDangerousContent({ '<script>': 1 })).toBe(true);
    expect(valueContainsDangerousContent({ a: ['fine', 2, null] })).toBe(false);
  });
});

describe('isSafeRelativeUrl', () => {
  it('SPEC §5: accepts relative URLs starting with one slash', () => {
    for (const url of ['/', '/x', '/dashboard/settings?tab=2#top', '/a//b']) {
      expect(isSafeRelativeUrl(url)).toBe(true);
    }
  });

  it('refuses protocol-relative, absolute, script and backslash URLs', () => {
    for (const url of [
      '//evil.com',
      'http://x',
      'https://x/y',
      'javascript:alert(1)',
      '\\evil',
      '/\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      'dashboard',
      '',
    ]) {
      expect(isSafeRelativeUrl(url)).toBe(false);
    }
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
