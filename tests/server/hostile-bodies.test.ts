/**
 * Issue 19, F1, F2 and F5: hostile request bodies get a prompt, specific refusal. Bodies are read
 * as they arrive and cut at their limit (chunked ones too, the Stripe webhook included); JSON
 * nested too deeply, keys such as __proto__ and SPEC §5's patterns hidden in adversarial text are
 * refused with a 400; a rate-limited address is refused before its body is read. Every check is on
 * behaviour (status, message, how much of a body was read), never on time.
 */
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUSPICIOUS_CONTENT_MESSAGE } from '../../src/contract/api-error';
import { createStripeProvider } from '../../server/billing/stripe';
import { MAX_WEBHOOK_BYTES } from '../../server/billing/webhook-routes';
import { users } from '../../server/db/schema';
import { CSRF_COOKIE, CSRF_HEADER } from '../../server/http/csrf';
import {
  JSON_TOO_DEEP_MESSAGE,
  MAX_JSON_BYTES,
  MAX_JSON_DEPTH,
  forbiddenKeyMessage,
} from '../../server/http/json-body';
import {
  PASSWORD,
  expectError,
  newClient,
  register,
  signedInWithRole,
  uniqueAddress,
  uniqueEmail,
  type TestApi,
} from './auth-helpers';
import { serveOnFreePort, type ServedApp } from './support/served-app';
import { createTestApi, type TestClient } from './support/test-api';

const MiB = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
const TOO_LARGE = /^Request body is too large: at most /;

let api: TestApi;

beforeAll(async () => {
  // Never contacted: a webhook over its limit is refused before its signature is checked.
  const stripe = createStripeProvider(
    {
      secretKey: 'sk_test_hostile',
      webhookSecret: 'whsec_hostile',
      prices: {
        'agent-month': 'price_agent_month',
        'agent-year': 'price_agent_year',
        'office-month': 'price_office_month',
        'office-year': 'price_office_year',
        'hotel-year': 'price_hotel_year',
      },
      apiUrl: 'http://127.0.0.1:9',
    },
    { logError: () => {} },
  );
  api = await createTestApi({ billing: { provider: stripe, stripe } });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
});

/** How much of a streamed body the server pulled, and whether it gave up on the rest. */
interface Meter {
  sent: number;
  cancelled: boolean;
}

/**
 * A chunked body of `totalBytes` spaces (valid JSON whitespace), made only as it is read, with
 * no Content-Length: the server learns its size only by reading it.
 */
function meteredBody(totalBytes: number): { stream: ReadableStream<Uint8Array>; meter: Meter } {
  const meter: Meter = { sent: 0, cancelled: false };
  const chunk = new Uint8Array(CHUNK_BYTES).fill(0x20);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (meter.sent >= totalBytes) return controller.close();
        meter.sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        meter.cancelled = true;
      },
    },
    // Nothing is made before the server asks for it.
    { highWaterMark: 0 },
  );
  return { stream, meter };
}

/** The client's cookies and CSRF header, fetching a token first. */
async function csrfHeaders(client: TestClient): Promise<Record<string, string>> {
  await client.get('/api/csrf-token');
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { Cookie: cookie, [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE) ?? '' };
}

/** POSTs a streamed body to the in-process app, as the Node adapter hands it over. */
async function postStream(
  path: string,
  stream: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
  remoteAddress = uniqueAddress(),
): Promise<Response> {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: stream,
    duplex: 'half',
  };
  return api.app.request(path, init, { incoming: { socket: { remoteAddress } } });
}

const nested = (depth: number, inner: string) => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('bodies read as they arrive, cut at the limit (F2)', () => {
  it('answers a chunked 200 MiB login 413 after reading little more than the limit', async () => {
    const { stream, meter } = meteredBody(200 * MiB);
    const response = await postStream('/auth/login', stream, await csrfHeaders(newClient(api)));
    await expectError(response, 413, TOO_LARGE);
    expect(meter.sent).toBeLessThanOrEqual(MAX_JSON_BYTES + 2 * CHUNK_BYTES);
    expect(meter.cancelled).toBe(true);
  });

  it('names the limit in the 413', async () => {
    const { stream } = meteredBody(2 * MiB);
    const response = await postStream('/contact', stream, await csrfHeaders(newClient(api)));
    await expectError(response, 413, 'Request body is too large: at most 64 KiB is accepted');
  });

  it('answers a chunked 200 MiB Stripe webhook 413 without reading it whole', async () => {
    const { stream, meter } = meteredBody(200 * MiB);
    const response = await postStream('/billing/webhooks/stripe', stream, {
      'Stripe-Signature': 't=1,v1=00',
    });
    await expectError(response, 413, 'Request body is too large: at most 1 MiB is accepted');
    expect(meter.sent).toBeLessThanOrEqual(MAX_WEBHOOK_BYTES + 2 * CHUNK_BYTES);
    expect(meter.cancelled).toBe(true);
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const { stream, meter } = meteredBody(200 * MiB);
    const headers = { ...(await csrfHeaders(newClient(api))), 'Content-Length': `${200 * MiB}` };
    const response = await postStream('/auth/register', stream, headers);
    await expectError(response, 413, TOO_LARGE);
    expect(meter.sent).toBe(0);
  });

  it('still reads a chunked body within the limit', async () => {
    const client = newClient(api);
    const json = JSON.stringify({ email: uniqueEmail(), password: 'Wrong-Password-1' });
    const bytes = new TextEncoder().encode(json);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // In 7-byte pieces, as a slow client sends it.
        for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.slice(at, at + 7));
        controller.close();
      },
    });
    const response = await postStream('/auth/login', stream, await csrfHeaders(client));
    await expectError(response, 401);
  });
});

describe('over a real connection (F2)', () => {
  let served: ServedApp;
  let port: number;

  beforeAll(async () => {
    served = await serveOnFreePort(api.app.fetch);
    port = served.port;
  });
  afterAll(async () => {
    await served.close();
  });

  /**
   * Sends up to `totalBytes` of chunked body, as fast as the connection takes it, until the
   * server answers; then stops sending, without ending the body, and waits for the server to
   * hang up. The status, and how much had been written when the answer came.
   */
  function sendUntilAnswered(
    path: string,
    headers: Record<string, string>,
    totalBytes: number,
  ): Promise<{ status: number; writtenWhenAnswered: number }> {
    return new Promise((resolve, reject) => {
      let written = 0;
      let status: number | undefined;
      const request = http.request({
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', ...headers },
      });
      request.on('response', (response) => {
        status = response.statusCode;
        response.resume();
        const writtenWhenAnswered = written;
        request.once('close', () => resolve({ status: status ?? 0, writtenWhenAnswered }));
      });
      // Once answered, the server hangs up under the writes: expected.
      request.on('error', (error) => {
        if (status === undefined) reject(error);
      });
      const chunk = Buffer.alloc(CHUNK_BYTES, 0x20);
      const writeMore = () => {
        while (status === undefined && written < totalBytes) {
          written += chunk.byteLength;
          if (!request.write(chunk)) {
            request.once('drain', writeMore);
            return;
          }
        }
        if (status === undefined) request.end();
      };
      writeMore();
    });
  }

  it('answers 413 while a 200 MiB chunked login is still being sent, then hangs up', async () => {
    const headers = await csrfHeaders(newClient(api));
    const outcome = await sendUntilAnswered('/auth/login', headers, 200 * MiB);
    expect(outcome.status).toBe(413);
    expect(outcome.writtenWhenAnswered).toBeLessThan(200 * MiB);
  }, 60_000);

  it('answers 413 while a 200 MiB chunked webhook is still being sent, then hangs up', async () => {
    const outcome = await sendUntilAnswered(
      '/billing/webhooks/stripe',
      { 'Stripe-Signature': 't=1,v1=00' },
      200 * MiB,
    );
    expect(outcome.status).toBe(413);
    expect(outcome.writtenWhenAnswered).toBeLessThan(200 * MiB);
  }, 60_000);
});

describe('JSON nesting depth (F1, F6)', () => {
  it("refuses F1's body (3,500 levels around 16,000 empty strings) with the depth 400", async () => {
    const body = nested(3_500, Array<string>(16_000).fill('""').join(','));
    expect(body.length).toBeLessThan(MAX_JSON_BYTES);
    const response = await newClient(api).request('POST', '/auth/login', { body });
    await expectError(response, 400, JSON_TOO_DEEP_MESSAGE);
  });

  it('refuses 5,000 levels of objects with the depth 400, not a 500', async () => {
    const body = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    const response = await newClient(api).request('POST', '/contact', { body });
    await expectError(response, 400, JSON_TOO_DEEP_MESSAGE);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more`, async () => {
    const client = newClient(api);
    const within = `{"email":${nested(MAX_JSON_DEPTH - 1, '""')},"password":"x"}`;
    const atLimit = await expectError(
      await client.request('POST', '/auth/login', { body: within }),
      400,
    );
    expect(atLimit.message).not.toBe(JSON_TOO_DEEP_MESSAGE);
    const over = `{"email":${nested(MAX_JSON_DEPTH, '""')},"password":"x"}`;
    await expectError(
      await client.request('POST', '/auth/login', { body: over }),
      400,
      JSON_TOO_DEEP_MESSAGE,
    );
  });

  it('says how deep a body may go', () => {
    expect(JSON_TOO_DEEP_MESSAGE).toContain(String(MAX_JSON_DEPTH));
  });
});

describe('keys that name object machinery (F5)', () => {
  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses %s in a login body with 400',
    async (key) => {
      const body = `{"email":"${uniqueEmail()}","password":"${PASSWORD}","${key}":{"role":"SUPERADMIN"}}`;
      const response = await newClient(api).request('POST', '/auth/login', { body });
      await expectError(response, 400, forbiddenKeyMessage(key));
    },
  );

  it('refuses __proto__ in a strict-schema body with 400 and changes nothing', async () => {
    const { client } = await signedInWithRole(api, 'ADMIN');
    const target = await register(newClient(api));
    const response = await client.request('PUT', `/admin/users/${target.profile.id}/role`, {
      body: '{"role":"CREATOR","__proto__":{"role":"ADMIN"}}',
    });
    await expectError(response, 400, forbiddenKeyMessage('__proto__'));
    const [row] = await api.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, target.profile.id));
    expect(row?.role).toBe('USER');
  });

  it('refuses a forbidden key however deep it is', async () => {
    const body = `{"firstName":"Ada","message":[[{"x":{"constructor":1}}]]}`;
    const response = await newClient(api).request('POST', '/contact', { body });
    await expectError(response, 400, forbiddenKeyMessage('constructor'));
  });
});

describe("SPEC §5's patterns in adversarial text (F1)", () => {
  const filler = '< '.repeat(30 * 1024);

  // Past the patterns, the schema's own refusal: the text was checked and found harmless.
  const passedThePatterns = 'Password must be at most 256 characters';

  it('lets 60 KB of "< < <" through the check (it is not dangerous)', async () => {
    const body = JSON.stringify({ email: uniqueEmail(), password: filler });
    expect(body.length).toBeLessThan(MAX_JSON_BYTES);
    const response = await newClient(api).request('POST', '/auth/login', { body });
    await expectError(response, 400, passedThePatterns);
  });

  it.each([
    ['an event handler', `${filler}<a href="x" onclick="steal()">`],
    ['an event handler after many "<"', `${filler} onclick=steal()`],
    ['img with onerror after many "<img"', `${'<img '.repeat(10_000)}src=x onerror`],
  ])('still blocks %s at the end of the text', async (_label, password) => {
    const body = JSON.stringify({ email: uniqueEmail(), password });
    const response = await newClient(api).request('POST', '/auth/login', { body });
    await expectError(response, 400, SUSPICIOUS_CONTENT_MESSAGE);
  });

  it('does not take a ">" before the handler for part of the tag', async () => {
    const body = JSON.stringify({ email: uniqueEmail(), password: `<b> onclick=1 ${filler}` });
    const response = await newClient(api).request('POST', '/auth/login', { body });
    await expectError(response, 400, passedThePatterns);
  });
});

describe('limits before bodies (F1)', () => {
  it('refuses a limited address at login with 429 without reading its body', async () => {
    const address = uniqueAddress();
    const client = newClient(api, address);
    // Malformed bodies count against the address too: the limit comes first.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await expectError(await client.request('POST', '/auth/login', { body: '{' }), 400);
    }
    const deep = await client.request('POST', '/auth/login', { body: nested(3_500, '""') });
    await expectError(deep, 429);
    const { stream, meter } = meteredBody(200 * MiB);
    const streamed = await postStream('/auth/login', stream, await csrfHeaders(client), address);
    await expectError(streamed, 429);
    expect(meter.sent).toBe(0);
  });
});
