/**
 * What the request client's tests share: a scripted network edge, a client wired to it with a
 * controllable token, clock and sleep, and the hooks that silence warnings and clean up cookies.
 * Imported by tests only.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { logger } from '../logger';
import { createApiClient } from './client';
import type { ApiClientOptions } from './types';

export const NOW = Date.parse('2026-11-22T10:00:00.000Z');

/** What the client handed to fetch. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  init: RequestInit;
}

export type Reply = Response | Error | ((request: SentRequest) => Response | Promise<Response>);

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

/**
 * The network edge: records every request and answers from a script, one reply per call (the
 * last reply repeats). A reply may be an error to reject with.
 */
export function scriptedFetch(...replies: Reply[]) {
  const requests: SentRequest[] = [];
  let next = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
      init,
    };
    requests.push(request);
    const reply = replies[Math.min(next, replies.length - 1)];
    if (reply === undefined) throw new Error('scriptedFetch needs at least one reply');
    next += 1;
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(request) : reply.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, calls: fetch };
}

export function setup(replies: Reply[], overrides: Partial<ApiClientOptions> = {}) {
  const network = scriptedFetch(...replies);
  let token: string | null = 'token-1';
  const sleep = vi.fn(async (_ms: number) => {});
  const options = {
    baseUrl: '',
    fetch: network.fetch,
    getAccessToken: vi.fn(async () => token),
    refreshSession: vi.fn(async () => {
      token = 'token-2';
      return true;
    }),
    onSessionExpired: vi.fn(),
    reloadPage: vi.fn(),
    now: () => NOW,
    sleep,
    // The XSRF cookie is there unless a test says otherwise.
    xsrfToken: () => 'xsrf-1',
    ...overrides,
  };
  const client = createApiClient(options);
  return {
    client,
    options,
    requests: network.requests,
    calls: network.calls,
    sleep,
    setToken: (value: string | null) => {
      token = value;
    },
  };
}

export const ok = () => json({ ok: true });

/** Warnings spied on (and silenced), fake timers, cookies and meta tags undone after each test. */
export function registerApiClientTestHooks(): void {
  beforeEach(() => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
    document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
  });
}
