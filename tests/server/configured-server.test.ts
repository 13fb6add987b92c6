/** What the server's configuration changes: the access-token lifetime and the mail folder. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../src/contract/auth';
import { createOutboxMailer, type MailFile } from '../../server/mail/mailer';
import { readServerConfig } from '../../server/start';
import { forwardedClient } from '../../server/http/trusted-proxies';
import { body, newClient, PASSWORD, signedInUser, type TestApi } from './auth-helpers';
import { createTestApi } from './support/test-api';

const LIFETIME_MS = 90_000;
let api: TestApi;
let mailDir: string;

beforeAll(async () => {
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-mail-'));
  api = await createTestApi({ accessTokenTtlMs: LIFETIME_MS });
});

afterAll(async () => {
  await api.close();
  await rm(mailDir, { recursive: true, force: true });
});

describe('ACCESS_TOKEN_TTL_SECONDS', () => {
  it('is read as whole seconds within limits', () => {
    expect(readServerConfig({ ACCESS_TOKEN_TTL_SECONDS: '330' }).accessTokenTtlSeconds).toBe(330);
    expect(readServerConfig({}).accessTokenTtlSeconds).toBeUndefined();
    for (const text of ['10', '1.5', 'soon', '999999']) {
      expect(() => readServerConfig({ ACCESS_TOKEN_TTL_SECONDS: text })).toThrow(
        /ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds from 30 to 86400/,
      );
    }
  });

  it('sets how long an access token lives; the refresh token outlives it', async () => {
    const { client, tokens } = await signedInUser(api);
    expect(tokens.expiresAt).toBe(new Date(api.clock.now().getTime() + LIFETIME_MS).toISOString());
    expect((await client.get('/auth/profile')).status).toBe(200);

    api.clock.advance(LIFETIME_MS);
    expect((await client.get('/auth/profile')).status).toBe(401);

    const refreshed = await client.post('/auth/refresh');
    expect(refreshed.status).toBe(200);
    const renewed = await body<TokenResponse>(refreshed);
    expect(renewed.expiresAt).toBe(new Date(api.clock.now().getTime() + LIFETIME_MS).toISOString());
    client.bearer = renewed.token;
    expect((await client.get('/auth/profile')).status).toBe(200);
  });
});

describe('MAIL_DIR', () => {
  it('is resolved to a folder path', () => {
    expect(readServerConfig({ MAIL_DIR: 'data/mail' }).mailDir).toBe(
      path.resolve(process.cwd(), 'data/mail'),
    );
  });

  it('receives each message as a whole JSON file, besides the outbox table', async () => {
    const mailer = createOutboxMailer(api.db, { mailDir });
    await mailer.send({ to: 'first@example.test', subject: 'One', text: 'First body' });
    await mailer.send({ to: 'second@example.test', subject: 'Two', text: `Password ${PASSWORD}` });
    const names = (await readdir(mailDir)).sort();
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith('.json'))).toBe(true);
    const files = await Promise.all(
      names.map(
        async (name) => JSON.parse(await readFile(path.join(mailDir, name), 'utf8')) as MailFile,
      ),
    );
    expect(files.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: 'first@example.test', subject: 'One' },
      { to: 'second@example.test', subject: 'Two' },
    ]);
    expect(Number.isNaN(Date.parse(files[0]!.sentAt))).toBe(false);
  });
});

describe('TRUST_PROXY_HOPS', () => {
  it('is read as a small number of hops', () => {
    expect(readServerConfig({ TRUST_PROXY_HOPS: '1' }).trustedProxyHops).toBe(1);
    expect(readServerConfig({}).trustedProxyHops).toBeUndefined();
    expect(() => readServerConfig({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('takes the client from the right of X-Forwarded-For, as many places in as there are proxies', () => {
    expect(forwardedClient('198.51.100.1', 1)).toBe('198.51.100.1');
    expect(forwardedClient('6.6.6.6, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(forwardedClient('6.6.6.6, 198.51.100.1, 10.0.0.2', 2)).toBe('198.51.100.1');
    expect(forwardedClient('198.51.100.1', 0)).toBeNull();
    expect(forwardedClient('198.51.100.1', 2)).toBeNull();
    expect(forwardedClient('not-an-address', 1)).toBeNull();
    expect(forwardedClient(undefined, 1)).toBeNull();
  });

  /** Forgot-password requests until the per-address limit (10 in 15 minutes) answers 429. */
  async function requestsUntilLimited(target: TestApi, forwardedFor: () => string) {
    const client = newClient(target, '203.0.113.200');
    for (let sent = 1; sent <= 12; sent++) {
      const response = await client.post(
        '/auth/forgot-password',
        { email: `someone.${sent}@example.test` },
        { headers: { 'X-Forwarded-For': forwardedFor() } },
      );
      if (response.status === 429) return sent;
      expect(response.status).toBe(200);
    }
    return null;
  }

  it('is ignored unless proxies are trusted: one socket is one client', async () => {
    let n = 0;
    expect(await requestsUntilLimited(api, () => `198.51.100.${++n}`)).toBe(11);
  });

  it('with a trusted proxy, each forwarded client has its own limit', async () => {
    const proxied = await createTestApi({ trustedProxyHops: 1 });
    try {
      let n = 0;
      expect(await requestsUntilLimited(proxied, () => `198.51.100.${++n}`)).toBeNull();
      expect(await requestsUntilLimited(proxied, () => '198.51.100.99')).toBe(11);
    } finally {
      await proxied.close();
    }
  });
});
