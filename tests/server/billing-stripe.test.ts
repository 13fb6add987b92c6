/**
 * The Stripe provider through the real API and database. Stripe itself is played at the network
 * edge by a small local HTTP server (the only test double): it records the REST calls the
 * provider makes and answers like Stripe. Webhooks are signed here exactly as Stripe signs them
 * (HMAC-SHA256 of `${t}.${body}` with the endpoint secret, in Stripe-Signature) and checked for
 * signature, replay, duplicates and out-of-order delivery.
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_UNAVAILABLE_MESSAGE,
  type BillingStatus,
  type CheckoutResponse,
  type CheckoutView,
} from '../../src/contract/billing';
import { STRIPE_NETWORK_RETRIES, createStripeProvider } from '../../server/billing/stripe';
import {
  INVALID_SIGNATURE_MESSAGE,
  STRIPE_NOT_CONFIGURED_MESSAGE,
} from '../../server/billing/webhook-routes';
import { checkouts, stripeEvents } from '../../server/db/schema';
import { readServerConfig } from '../../server/start';
import { body, expectError, signedInUser, type TestApi } from './auth-helpers';
import { DAY_MS, balanceOf, moveClockTo, statusOf } from './billing-helpers';
import { createTestApi, type TestClient } from './support/test-api';

const SECRET_KEY = 'sk_test_roomwalk123';
const WEBHOOK_SECRET = 'whsec_roomwalkTestSecret';
const PRICES = {
  'agent-month': 'price_agent_month',
  'agent-year': 'price_agent_year',
  'office-month': 'price_office_month',
  'office-year': 'price_office_year',
  'hotel-year': 'price_hotel_year',
};

interface RecordedCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

/** Stripe's part, at the network edge. */
class FakeStripe {
  readonly calls: RecordedCall[] = [];
  /** How many of the next requests answer 500. */
  failures = 0;
  private server = http.createServer((request, response) => this.handle(request, response));
  private sessions = 0;
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call: RecordedCall = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      this.calls.push(call);
      const [status, answer] = this.answer(call);
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  }

  private answer(call: RecordedCall): [number, unknown] {
    if (this.failures > 0) {
      this.failures -= 1;
      return [500, { error: { message: 'Something went wrong on our end' } }];
    }
    if (call.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return [401, { error: { message: 'Invalid API Key provided' } }];
    }
    if (call.path === '/v1/checkout/sessions') {
      this.sessions += 1;
      const id = `cs_test_${this.sessions}`;
      return [
        200,
        { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` },
      ];
    }
    const subscription = /^\/v1\/subscriptions\/(\w+)$/.exec(call.path);
    if (subscription !== null) {
      return [
        200,
        {
          id: subscription[1],
          object: 'subscription',
          schedule: null,
          items: { data: [{ id: 'si_item1' }] },
        },
      ];
    }
    if (call.path === '/v1/subscription_schedules') {
      return [200, { id: 'sub_sched_1', phases: [{ start_date: 1_900_000_000 }] }];
    }
    if (call.path.startsWith('/v1/subscription_schedules/')) return [200, { id: 'sub_sched_1' }];
    return [404, { error: { message: `Unrecognized request URL (${call.method}: ${call.path})` } }];
  }
}

let api: TestApi;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = new FakeStripe();
  await stripe.start();
  const provider = createStripeProvider(
    { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiUrl: stripe.url },
    { logError: () => {} },
  );
  api = await createTestApi({ billing: { provider, stripe: provider } });
});

afterAll(async () => {
  await api?.close();
  await stripe?.stop();
});

const nowSeconds = () => Math.floor(api.clock.now().getTime() / 1000);

/** A Stripe event envelope. */
function stripeEvent(type: string, object: Record<string, unknown>, created = nowSeconds()) {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created,
    livemode: false,
    type,
    data: { object },
  };
}

/** Stripe-Signature as Stripe writes it (the v0 entry is ignored by verifiers). */
function signatureHeader(payload: string, secret = WEBHOOK_SECRET, t = nowSeconds()): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1},v0=${'0'.repeat(64)}`;
}

/** Delivers a webhook: no session, no CSRF token, only Stripe's signature. */
function deliver(payload: string, header: string | null = signatureHeader(payload)) {
  return api.client().request('POST', '/api/v1/billing/webhooks/stripe', {
    body: payload,
    headers: header === null ? {} : { 'Stripe-Signature': header },
    withoutCsrf: true,
  });
}

async function delivered(event: ReturnType<typeof stripeEvent>, outcome = 'processed') {
  const response = await deliver(JSON.stringify(event));
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await body(response)).toEqual({ received: true, outcome });
}

async function startCheckout(client: TestClient, json: unknown): Promise<CheckoutResponse> {
  const response = await client.post('/api/v1/billing/checkout', json);
  expect(response.status, await response.clone().text()).toBe(201);
  return body<CheckoutResponse>(response);
}

function sessionCompleted(checkoutId: string, extra: Record<string, unknown>) {
  return stripeEvent('checkout.session.completed', {
    id: `cs_test_${randomUUID().slice(0, 8)}`,
    object: 'checkout.session',
    client_reference_id: checkoutId,
    payment_status: 'paid',
    customer: 'cus_test',
    ...extra,
  });
}

function invoicePaid(subscriptionId: string, userId: string, start: number, end: number) {
  return stripeEvent('invoice.paid', {
    id: `in_${randomUUID().slice(0, 8)}`,
    object: 'invoice',
    customer: 'cus_test',
    billing_reason: 'subscription_cycle',
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: subscriptionId,
        metadata: { user_id: userId, plan_id: 'agent', billing_period: 'month' },
      },
    },
    lines: {
      data: [
        { period: { start, end }, pricing: { price_details: { price: PRICES['agent-month'] } } },
      ],
    },
  });
}

function subscriptionEvent(type: string, id: string, status: string, created: number) {
  return stripeEvent(
    type,
    {
      id,
      object: 'subscription',
      status,
      customer: 'cus_test',
      cancel_at_period_end: false,
      items: {
        data: [
          {
            id: 'si_item1',
            price: { id: PRICES['agent-month'] },
            current_period_start: nowSeconds(),
            current_period_end: nowSeconds() + 30 * 86_400,
          },
        ],
      },
      metadata: {},
    },
    created,
  );
}

describe('checkout with Stripe', () => {
  let subscriber: Awaited<ReturnType<typeof signedInUser>>;

  it('creates a Checkout Session and completes the plan when the webhook comes', async () => {
    subscriber = await signedInUser(api);
    const { client, account } = subscriber;
    const started = await startCheckout(client, {
      kind: 'subscription',
      planId: 'agent',
      billingPeriod: 'month',
    });
    expect(started.checkout).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      testMode: true,
    });
    expect(started.checkoutUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    const [call] = stripe.callsTo('/v1/checkout/sessions');
    expect(call?.method).toBe('POST');
    expect(call?.headers['idempotency-key']).toBe(`roomwalk-checkout-${started.checkout.id}`);
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      mode: 'subscription',
      client_reference_id: started.checkout.id,
      customer_email: account.email,
      'line_items[0][price]': 'price_agent_month',
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][user_id]': account.profile.id,
      'subscription_data[metadata][plan_id]': 'agent',
      'subscription_data[metadata][billing_period]': 'month',
      success_url: `http://localhost:5173/dashboard/top-up?checkout=${started.checkout.id}&result=success`,
    });
    expect((await statusOf(client)).subscription).toBeNull();

    const event = sessionCompleted(started.checkout.id, {
      mode: 'subscription',
      subscription: 'sub_one',
    });
    await delivered(event);
    expect(await statusOf(client)).toMatchObject({
      balance: 2,
      subscription: { planId: 'agent', status: 'active', provider: 'stripe' },
    });
    const checkout = await body<CheckoutView>(
      await client.get(`/api/v1/billing/checkout/${started.checkout.id}`),
    );
    expect(checkout.status).toBe('completed');

    // A duplicated or replayed delivery of the same event changes nothing.
    await delivered(event, 'duplicate');
    await delivered(event, 'duplicate');
    expect(await balanceOf(client)).toBe(2);
  });

  it('sells a credit pack through a payment-mode session', async () => {
    const { client } = subscriber;
    const started = await startCheckout(client, { kind: 'pack', packId: 'pack-5' });
    const call = stripe.callsTo('/v1/checkout/sessions').at(-1)!;
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '8500',
      'line_items[0][price_data][product_data][name]': '5 Roomwalk credits',
    });
    await delivered(sessionCompleted(started.checkout.id, { mode: 'payment' }));
    expect(await balanceOf(client)).toBe(7);
  });

  it('tells Stripe of a cancellation, an upgrade and a downgrade', async () => {
    const { client } = subscriber;
    stripe.calls.length = 0;
    expect((await client.post('/api/v1/billing/subscription/cancel')).status).toBe(200);
    expect(stripe.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v1/subscriptions/sub_one',
      'POST /v1/subscriptions/sub_one',
    ]);
    expect(stripe.calls[1]!.form.get('cancel_at_period_end')).toBe('true');

    stripe.calls.length = 0;
    const upgrade = await client.post('/api/v1/billing/subscription/change', {
      planId: 'office',
      billingPeriod: 'month',
    });
    expect(upgrade.status, await upgrade.clone().text()).toBe(200);
    expect(Object.fromEntries(stripe.calls.at(-1)!.form)).toMatchObject({
      'items[0][id]': 'si_item1',
      'items[0][price]': 'price_office_month',
      proration_behavior: 'always_invoice',
      'billing_cycle_anchor[type]': 'now',
      cancel_at_period_end: 'false',
    });

    stripe.calls.length = 0;
    const downgrade = await client.post('/api/v1/billing/subscription/change', {
      planId: 'hotel',
      billingPeriod: 'year',
    });
    expect(downgrade.status, await downgrade.clone().text()).toBe(200);
    expect(stripe.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v1/subscriptions/sub_one',
      'POST /v1/subscription_schedules',
      'POST /v1/subscription_schedules/sub_sched_1',
    ]);
    expect(Object.fromEntries(stripe.calls[2]!.form)).toMatchObject({
      end_behavior: 'release',
      'phases[0][items][0][price]': 'price_office_month',
      'phases[1][items][0][price]': 'price_hotel_year',
      'phases[1][proration_behavior]': 'none',
    });
  });

  it('tries a failed request again with the same idempotency key', async () => {
    const { client } = await signedInUser(api);
    stripe.calls.length = 0;
    stripe.failures = 1;
    const started = await startCheckout(client, {
      kind: 'subscription',
      planId: 'agent',
      billingPeriod: 'year',
    });
    const tries = stripe.callsTo('/v1/checkout/sessions');
    expect(tries).toHaveLength(2);
    expect(tries.map((call) => call.headers['idempotency-key'])).toEqual([
      `roomwalk-checkout-${started.checkout.id}`,
      `roomwalk-checkout-${started.checkout.id}`,
    ]);
    expect(started.checkout.status).toBe('pending');
  });

  it('changes nothing when Stripe cannot be reached, and says so', async () => {
    const { client } = await signedInUser(api);
    stripe.calls.length = 0;
    stripe.failures = 1 + STRIPE_NETWORK_RETRIES;
    const response = await client.post('/api/v1/billing/checkout', {
      kind: 'subscription',
      planId: 'hotel',
      billingPeriod: 'year',
    });
    await expectError(response, 502, PROVIDER_UNAVAILABLE_MESSAGE);
    expect(stripe.callsTo('/v1/checkout/sessions')).toHaveLength(1 + STRIPE_NETWORK_RETRIES);
    const rows = await api.db.select().from(checkouts).where(eq(checkouts.planId, 'hotel'));
    expect(rows.map((row) => row.status)).toContain('failed');
    expect((await statusOf(client)).subscription).toBeNull();
  });
});

describe('webhook signatures', () => {
  it('accepts only a fresh delivery signed with the endpoint secret over the exact body', async () => {
    const payload = JSON.stringify(stripeEvent('customer.created', { id: 'cus_x' }));
    const check = async (response: Response, reason: string) => {
      const error = await expectError(response, 400, INVALID_SIGNATURE_MESSAGE);
      expect(error.data?.reason).toBe(reason);
    };
    await check(await deliver(payload, signatureHeader(payload, 'whsec_someoneElse')), 'mismatch');
    await check(
      await deliver(payload, signatureHeader(payload, WEBHOOK_SECRET, nowSeconds() - 301)),
      'stale',
    );
    await check(
      await deliver(payload.replace('cus_x', 'cus_y'), signatureHeader(payload)),
      'mismatch',
    );
    await check(await deliver(payload, null), 'missing');
    await check(await deliver(payload, 'v1=abc'), 'malformed');
    await check(await deliver(payload, `t=${nowSeconds()},v1=`), 'malformed');
    await check(await deliver(payload, `t=${nowSeconds()},v0=abc`), 'malformed');
    expect(
      await api.db.select().from(stripeEvents).where(eq(stripeEvents.type, 'customer.created')),
    ).toEqual([]);

    // Within the tolerance, and an event type billing does not use: recorded, ignored.
    const recent = await deliver(
      payload,
      signatureHeader(payload, WEBHOOK_SECRET, nowSeconds() - 299),
    );
    expect(await body(recent)).toEqual({ received: true, outcome: 'ignored' });
  });

  it('is not there without Stripe', async () => {
    const plain = await createTestApi();
    try {
      const payload = JSON.stringify(stripeEvent('invoice.paid', {}));
      const response = await plain.client().request('POST', '/api/v1/billing/webhooks/stripe', {
        body: payload,
        headers: { 'Stripe-Signature': signatureHeader(payload) },
        withoutCsrf: true,
      });
      await expectError(response, 404, STRIPE_NOT_CONFIGURED_MESSAGE);
    } finally {
      await plain.close();
    }
  });
});

describe('out-of-order delivery', () => {
  it('starts the plan from an invoice that comes before the session, and grants once', async () => {
    const { client, account } = await signedInUser(api);
    const started = await startCheckout(client, {
      kind: 'subscription',
      planId: 'agent',
      billingPeriod: 'month',
    });
    const start = nowSeconds();
    await delivered(invoicePaid('sub_early', account.profile.id, start, start + 31 * 86_400));
    expect(await statusOf(client)).toMatchObject({
      balance: 2,
      subscription: { status: 'active' },
    });
    await delivered(
      sessionCompleted(started.checkout.id, { mode: 'subscription', subscription: 'sub_early' }),
    );
    expect(await balanceOf(client)).toBe(2);
    const checkout = await body<CheckoutView>(
      await client.get(`/api/v1/billing/checkout/${started.checkout.id}`),
    );
    expect(checkout.status).toBe('completed');
  });

  it('renews on the next invoice, ignores a stale state, and never moves a period back', async () => {
    const user = await signedInUser(api);
    const { client, account } = user;
    const start = nowSeconds();
    const end = start + 30 * 86_400;
    await delivered(invoicePaid('sub_renew', account.profile.id, start, end));
    await moveClockTo(api, new Date(end * 1000), user);
    await delivered(invoicePaid('sub_renew', account.profile.id, end, end + 31 * 86_400));
    let status = await statusOf(client);
    expect(status.subscription?.currentPeriodStart).toBe(new Date(end * 1000).toISOString());
    expect(status.balance).toBe(4);

    // The older invoice again (a different delivery): the period stays.
    await delivered(invoicePaid('sub_renew', account.profile.id, start, end));
    expect((await statusOf(client)).subscription?.currentPeriodStart).toBe(
      new Date(end * 1000).toISOString(),
    );

    const deletedAt = nowSeconds() + 10;
    await delivered(
      subscriptionEvent('customer.subscription.deleted', 'sub_renew', 'canceled', deletedAt),
    );
    // An update created before the deletion arrives after it: stale, ignored.
    await delivered(
      subscriptionEvent('customer.subscription.updated', 'sub_renew', 'active', deletedAt - 5),
      'ignored',
    );
    status = await statusOf(client);
    expect(status.subscription?.status).toBe('lapsed');
    expect(status.toursPaused).toBe(true);
    await moveClockTo(api, new Date(api.clock.now().getTime() + DAY_MS), user);
    expect(
      (await body<BillingStatus>(await client.get('/api/v1/billing/subscription'))).subscription
        ?.status,
    ).toBe('lapsed');
  });
});

describe('configuration', () => {
  const readBillingSettings = (env: Record<string, string>, production: boolean) =>
    readServerConfig({ ...env, ...(production && { NODE_ENV: 'production' }) }).billing;

  it('reads BILLING_PROVIDER and the STRIPE_ variables, refusing what cannot work', () => {
    const stripeEnv = {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICES: Object.entries(PRICES)
        .map(([key, price]) => `${key}=${price}`)
        .join(','),
    };
    expect(readBillingSettings({}, false)).toEqual({ provider: 'test' });
    expect(() => readBillingSettings({}, true)).toThrow(/BILLING_PROVIDER=test/);
    expect(readBillingSettings({ BILLING_PROVIDER: 'test' }, true)).toEqual({ provider: 'test' });
    expect(readBillingSettings(stripeEnv, true)).toEqual({
      provider: 'stripe',
      stripe: {
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        prices: PRICES,
        apiUrl: 'https://api.stripe.com',
      },
    });
    expect(() =>
      readBillingSettings({ ...stripeEnv, STRIPE_PRICES: 'agent-month=price_a' }, false),
    ).toThrow(/missing agent-year/);
    expect(() => readBillingSettings({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: '' }, false)).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      readBillingSettings({ ...stripeEnv, STRIPE_API_URL: 'http://127.0.0.1:12111/' }, false),
    ).toMatchObject({ stripe: { apiUrl: 'http://127.0.0.1:12111/' } });
    expect(() =>
      readBillingSettings({ ...stripeEnv, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' }, false),
    ).toThrow(/an origin without a path/);
    expect(() => readBillingSettings({ BILLING_PROVIDER: 'paypal' }, false)).toThrow(
      /test or stripe/,
    );
  });
});
