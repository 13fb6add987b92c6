import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_TOKEN_STORAGE_KEY, getCsrfToken, readXsrfToken, renewCsrfToken } from './csrf-token';
import { logger } from './logger';

const clearCookie = (name: string) => {
  document.cookie = `${name}=; Path=/; Max-Age=0`;
};

afterEach(() => {
  vi.restoreAllMocks();
  clearCookie('XSRF-TOKEN');
  clearCookie('other');
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
});

describe('the anti-forgery token', () => {
  it('SPEC §9: 32 random bytes as 64 lowercase hex, stored under roomwalk.csrfToken', () => {
    const token = getCsrfToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(localStorage.getItem(CSRF_TOKEN_STORAGE_KEY)).toBe(token);
    expect(getCsrfToken()).toBe(token);
  });

  it('SPEC §4: renewing makes a different token and stores it', () => {
    const first = getCsrfToken();
    const renewed = renewCsrfToken();
    expect(renewed).toMatch(/^[0-9a-f]{64}$/);
    expect(renewed).not.toBe(first);
    expect(getCsrfToken()).toBe(renewed);
  });

  it('replaces a stored value that is not 64 hex characters', () => {
    localStorage.setItem(CSRF_TOKEN_STORAGE_KEY, 'tampered');
    expect(getCsrfToken()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('still gives a token when storage throws, with a warning', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(getCsrfToken(blocked)).toMatch(/^[0-9a-f]{64}$/);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('readXsrfToken', () => {
  it('SPEC §7: reads the XSRF-TOKEN cookie', () => {
    document.cookie = 'other=1; Path=/';
    document.cookie = 'XSRF-TOKEN=abc.def%3D; Path=/';
    expect(readXsrfToken()).toBe('abc.def=');
  });

  it('SPEC §7: else the csrf-token meta tag', () => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'from-meta';
    document.head.append(meta);
    expect(readXsrfToken()).toBe('from-meta');
    document.cookie = 'XSRF-TOKEN=from-cookie; Path=/';
    expect(readXsrfToken()).toBe('from-cookie');
  });

  it("reads production's __Host-XSRF-TOKEN before a plain XSRF-TOKEN", () => {
    const cookies = 'XSRF-TOKEN=plain; __Host-XSRF-TOKEN=abc.host%3D';
    const page = { cookie: cookies, querySelector: () => null } as unknown as Document;
    expect(readXsrfToken(page)).toBe('abc.host=');
  });

  it('else null', () => {
    document.cookie = 'other=1; Path=/';
    expect(readXsrfToken()).toBeNull();
  });
});
