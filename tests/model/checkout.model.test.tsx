/**
 * The checkout machine walked on /dashboard/top-up against the real server in-process: the real
 * catalog, subscriptions, plan changes, credit packs and ledger. Payments go through the built-in
 * test provider, or through the real Stripe provider, whose REST API is played at the network edge
 * by a fetch that answers like Stripe; its webhooks are signed here exactly as Stripe signs them.
 * Gates hold the screen's calls until the test lets them go, so busy states can be seen.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { TEST_BILLING, type BillingDeps } from '../../server/billing/provider';
import { createStripeProvider } from '../../server/billing/stripe';
import { balanceOf } from '../../server/credits/ledger';
import { subscriptions } from '../../server/db/schema';
import type { TokenResponse } from '../../src/contract/auth';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  planPriceCents,
  type BillingCatalog,
  type BillingStatus,
  type CheckoutResponse,
  type CheckoutView,
  type SubscriptionView,
} from '../../src/contract/billing';
import { BUILT_IN_PRICING_PLANS } from '../../src/contract/pricing-plans';
import {
  checkoutMachine,
  type CheckoutChoice,
  type LoadedBilling,
  type PaymentResult,
} from '../../src/machines/checkout.machine';
import type { AppApi } from '../../src/services/app-api';
import { saveAuth } from '../../src/services/auth-storage';
import type { BillingApi } from '../../src/services/billing-api';
import { logger } from '../../src/services/logger';
import { newClient, register, signIn } from '../server/auth-helpers';
import type { TestClient } from '../server/support/test-api';
import { catalogueText, renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import { createGate, type Gate } from '../support/gate';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';

const text = catalogueText('billing.');

// --- Stripe at the network edge ----------------------------------------------------------------

const WEBHOOK_SECRET = 'whsec_checkoutModelSecret';
let stripeSessions = 0;

/** Stripe's REST API, as much of it as a checkout needs: a Checkout Session with its page. */
const stripeFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname !== '/v1/checkout/sessions') {
    return Response.json({ error: { message: 'Unrecognized request URL' } }, { status: 404 });
  }
  stripeSessions += 1;
  const id = `cs_test_model_${stripeSessions}`;
  return Response.json({
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
  });
};

const stripe = createStripeProvider(
  {
    secretKey: 'sk_test_checkoutModel',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: 'https://api.stripe.com',
    prices: {
      'agent-month': 'price_agent_month',
      'agent-year': 'price_agent_year',
      'office-month': 'price_office_month',
      'office-year': 'price_office_year',
      'hotel-year': 'price_hotel_year',
    },
  },
  { fetch: stripeFetch, logError: () => {} },
);

/** New checkouts go to the test provider, or to Stripe while a step wants its page. */
let provider: 'test' | 'stripe' = 'test';
const billing: BillingDeps = {
  get provider() {
    return provider === 'stripe' ? stripe : TEST_BILLING.provider;
  },
  stripe,
};

// --- The graph ---------------------------------------------------------------------------------

const CATALOG: BillingCatalog = {
  provider: 'test',
  testMode: true,
  currency: 'USD',
  plans: BUILT_IN_PRICING_PLANS.map((plan) => ({
    id: plan.id as 'agent' | 'office' | 'hotel',
    name: plan.name,
    credits: plan.credits,
    creditPeriod: plan.creditPeriod,
    rolloverMonths: plan.rolloverMonths,
    maxAgents: plan.maxAgents,
    mostPopular: plan.mostPopular,
    prices: { month: planPriceCents(plan, 'month'), year: planPriceCents(plan, 'year') },
  })),
  packs: [
    { id: 'pack-1', credits: 1, priceCents: 1900 },
    { id: 'pack-5', credits: 5, priceCents: 8500 },
    { id: 'pack-10', credits: 10, priceCents: 15000 },
  ],
};

const AGENT_YEARLY: SubscriptionView = {
  planId: 'agent',
  planName: 'Agent',
  billingPeriod: 'year',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodStart: '2026-01-01T00:00:00.000Z',
  currentPeriodEnd: '2027-01-01T00:00:00.000Z',
  priceCents: 30590,
  currency: 'USD',
  nextGrant: null,
  pendingChange: null,
  lapsedAt: null,
  provider: 'test',
};

const statusWith = (subscription: SubscriptionView | null): BillingStatus => ({
  provider: 'test',
  testMode: true,
  role: subscription ? 'owner' : 'none',
  subscription,
  team: null,
  toursPaused: false,
  balance: 0,
});
const NO_PLAN = statusWith(null);
const ACTIVE = statusWith(AGENT_YEARLY);
const ENDING = statusWith({ ...AGENT_YEARLY, cancelAtPeriodEnd: true });

const packCheckout = (status: CheckoutView['status']): CheckoutView => ({
  id: 'checkout',
  kind: 'pack',
  status,
  planId: null,
  billingPeriod: null,
  packId: 'pack-5',
  credits: 5,
  amountCents: 8500,
  currency: 'USD',
  provider: 'stripe',
  testMode: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  completedAt: null,
});

const loaded = (status: BillingStatus, more: Partial<LoadedBilling> = {}): LoadedBilling => ({
  catalog: CATALOG,
  status,
  returned: null,
  intent: null,
  ...more,
});

/** What the account is like when the page opens, and how the page is opened. */
const LOADS = {
  noPlan: loaded(NO_PLAN),
  active: loaded(ACTIVE),
  ending: loaded(ENDING),
  returnedPaid: loaded(ACTIVE, {
    returned: { checkout: packCheckout('completed'), result: 'success' },
  }),
  returnedPending: loaded(ACTIVE, {
    returned: { checkout: packCheckout('pending'), result: 'success' },
  }),
  returnedExpired: loaded(ACTIVE, {
    returned: { checkout: packCheckout('expired'), result: 'success' },
  }),
  returnedCancelled: loaded(ENDING, {
    returned: { checkout: packCheckout('pending'), result: 'cancelled' },
  }),
  cancelIntent: loaded(ACTIVE, { intent: { kind: 'cancel' } }),
} satisfies Record<string, LoadedBilling>;
type LoadKind = keyof typeof LOADS;

const PAID: PaymentResult = {
  kind: 'checkout',
  checkout: packCheckout('completed'),
  checkoutUrl: null,
  status: ACTIVE,
};
const REDIRECT: PaymentResult = {
  kind: 'checkout',
  checkout: packCheckout('pending'),
  checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test',
  status: ACTIVE,
};
const CHANGED: PaymentResult = {
  kind: 'change',
  change: {
    kind: 'upgrade',
    effectiveAt: '2026-01-01T00:00:00.000Z',
    chargedCents: 0,
    creditsGranted: 0,
    currency: 'USD',
  },
  status: ACTIVE,
};
const STATUS_CHANGED: PaymentResult = { kind: 'status', status: ACTIVE };

const CHOICES: CheckoutChoice[] = [
  { kind: 'subscribe', planId: 'agent', billingPeriod: 'year' },
  { kind: 'change', planId: 'office', billingPeriod: 'year' },
  { kind: 'change', planId: 'hotel', billingPeriod: 'year' },
  { kind: 'pack', packId: 'pack-5' },
  { kind: 'cancel' },
  { kind: 'resume' },
];

const choiceKey = (choice: CheckoutChoice | null) => {
  if (choice === null) return '-';
  if (choice.kind === 'pack') return `pack:${choice.packId}`;
  if (choice.kind === 'subscribe' || choice.kind === 'change') {
    return `${choice.kind}:${choice.planId}-${choice.billingPeriod}`;
  }
  return choice.kind;
};

type Machine = typeof checkoutMachine;
type Step = PlannedStep<Machine>;
type Snapshot = Step['to'];
type Event = Step['event'];

function planKey(status: BillingStatus | null): string {
  const subscription = status?.subscription;
  if (!subscription || subscription.status !== 'active') return 'no plan';
  return subscription.cancelAtPeriodEnd ? 'ending' : 'active';
}

/** Whether the screen can send a checkout event, and whether a step can make a call end so. */
function canExecute(snapshot: Snapshot, event: Event): boolean {
  const { context } = snapshot;
  switch (event.type) {
    case 'checkout.periodChanged':
      return context.period !== event.period;
    case 'checkout.choose':
      // Choices are made on the yearly cards; packs by subscribers whose plan renews.
      if (event.choice.kind === 'pack') return planKey(context.status) === 'active';
      return context.period === 'year';
    case 'xstate.done.actor.pay': {
      const output = event.output as PaymentResult;
      const kind = context.choice?.kind;
      if (output.kind === 'checkout') return kind === 'subscribe' || kind === 'pack';
      if (output.kind === 'change') return kind === 'change';
      return kind === 'cancel' || kind === 'resume';
    }
    default:
      return true;
  }
}

const plan = planTransitionPaths(checkoutMachine, {
  // The address's return and intent come with each load's output (LOADS).
  input: {},
  events: [
    ...Object.values(LOADS).map((output) => ({
      type: 'xstate.done.actor.loadBilling' as const,
      output,
    })),
    { type: 'xstate.error.actor.loadBilling', error: { message: 'offline' } },
    { type: 'checkout.retry' },
    { type: 'checkout.periodChanged', period: 'year' },
    { type: 'checkout.periodChanged', period: 'month' },
    ...CHOICES.map((choice) => ({ type: 'checkout.choose' as const, choice })),
    { type: 'checkout.confirm' },
    { type: 'checkout.back' },
    { type: 'checkout.restart' },
    ...[PAID, REDIRECT, CHANGED, STATUS_CHANGED].map((output) => ({
      type: 'xstate.done.actor.pay' as const,
      output,
    })),
    { type: 'xstate.error.actor.pay', error: { message: 'offline' } },
    ...(['completed', 'pending', 'expired'] as const).map((status) => ({
      type: 'xstate.done.actor.fetchCheckout' as const,
      output: { checkout: packCheckout(status), status: ACTIVE },
    })),
    { type: 'xstate.error.actor.fetchCheckout', error: { message: 'offline' } },
    { type: 'xstate.after.checkoutPoll.checkout.awaitingPayment.waiting' },
  ],
  // Loading reads everything afresh, whatever came before; elsewhere the plan and the choice
  // decide what the screen offers, and on the plans the toggle and the notice what it shows.
  serializeState: (snapshot) => {
    const value = JSON.stringify(snapshot.value);
    if (snapshot.matches('loading') || snapshot.matches('loadFailed')) return value;
    const { context } = snapshot;
    const parts = [value, planKey(context.status)];
    if (snapshot.matches('choosing')) parts.push(context.period, context.notice ?? '');
    else parts.push(choiceKey(context.choice));
    // Back from confirming shows the plans with the toggle as it was.
    if (snapshot.matches('confirming')) parts.push(context.period);
    return parts.join(' | ');
  },
  canExecute,
  // Covering walks (issue 33), each ending when it comes back to loading: every load reads the
  // account afresh, and a walk's only load is its first, the one `prepare` sets the account up
  // for. Until then the account changes only as the walk's own steps change it.
  walks: 'covering',
  endAtInitial: true,
  // A refused subscription subscribes the account in another tab first: the model's status
  // still has no plan, so nothing may follow that step but its own path's end.
  walkAlone: (step) =>
    step.event.type === 'xstate.error.actor.pay' && step.from.context.choice?.kind === 'subscribe',
});

// --- The server and the walk -------------------------------------------------------------------

type Server = Awaited<ReturnType<typeof startRealApi>>;
type User = ReturnType<typeof userEvent.setup>;

let server: Server;

beforeAll(async () => {
  server = await startRealApi({ billing });
}, MODEL_PATH_LIMIT_MS);
afterAll(() => server?.close());

interface Account {
  client: TestClient;
  userId: string;
}

interface Walk {
  user: User;
  account: Account;
  gates: Record<'load' | 'pay' | 'poll', Gate>;
  /** Reads of the checkout wait at the poll gate (from the first poll on). */
  holdPolls: boolean;
  pollsAnswered: number;
  /** The pages the screen asked to open. */
  opened: string[];
  /** The Stripe checkout the page came back from, or was sent to. */
  checkoutId: string | null;
}

let logged: MockInstance[] = [];
let current: Walk | null = null;

beforeEach(() => {
  provider = 'test';
  server.makeUnreachable(null);
  logged = [
    vi.spyOn(logger, 'error').mockImplementation(() => {}),
    vi.spyOn(logger, 'warn').mockImplementation(() => {}),
  ];
});

afterEach(async () => {
  if (current) for (const gate of Object.values(current.gates)) gate.releaseAll();
  current = null;
  provider = 'test';
  server.makeUnreachable(null);
  for (const spy of logged) spy.mockRestore();
});

async function newAccount(): Promise<Account> {
  const client = newClient(server);
  const { profile, email } = await register(client, { firstName: 'Noor', lastName: 'Haddad' });
  const tokens: TokenResponse = await signIn(client, email);
  await saveAuth(tokens);
  return { client, userId: profile.id };
}

async function call(client: TestClient, path: string, json?: unknown): Promise<unknown> {
  const response = await client.post(`/api/v1${path}`, json);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

/** A Stripe event, signed as Stripe signs webhooks, delivered without session or CSRF token. */
async function deliverWebhook(type: string, checkoutId: string) {
  const created = Math.floor(server.clock.now().getTime() / 1000);
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    created,
    livemode: false,
    type,
    data: {
      object: {
        id: `cs_test_${randomUUID().slice(0, 8)}`,
        object: 'checkout.session',
        client_reference_id: checkoutId,
        mode: 'payment',
        payment_status: type.endsWith('completed') ? 'paid' : 'unpaid',
        customer: 'cus_test',
      },
    },
  });
  const signature = createHmac('sha256', WEBHOOK_SECRET)
    .update(`${created}.${payload}`, 'utf8')
    .digest('hex');
  const response = await server.client().request('POST', '/api/v1/billing/webhooks/stripe', {
    body: payload,
    headers: { 'Stripe-Signature': `t=${created},v1=${signature}` },
    withoutCsrf: true,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A credit pack bought on Stripe's page: the checkout waits for its webhook. */
async function startStripePack(account: Account): Promise<string> {
  provider = 'stripe';
  try {
    const started = (await call(account.client, '/billing/checkout', {
      kind: 'pack',
      packId: 'pack-5',
    })) as CheckoutResponse;
    expect(started.checkout.status).toBe('pending');
    return started.checkout.id;
  } finally {
    provider = 'test';
  }
}

/** Sets up the account as the path's first load finds it; resolves to the page's address. */
async function prepare(kind: LoadKind | 'error', walk: Walk): Promise<string> {
  const { client } = walk.account;
  if (kind === 'noPlan' || kind === 'error') return '/dashboard/top-up';
  await call(client, '/billing/checkout', {
    kind: 'subscription',
    planId: 'agent',
    billingPeriod: 'year',
  });
  if (kind === 'ending' || kind === 'returnedCancelled') {
    await call(client, '/billing/subscription/cancel');
  }
  if (kind === 'active') return '/dashboard/top-up';
  if (kind === 'cancelIntent') return '/dashboard/top-up?intent=cancel';
  if (kind === 'ending') return '/dashboard/top-up';
  walk.checkoutId = await startStripePack(walk.account);
  if (kind === 'returnedPaid') {
    await deliverWebhook('checkout.session.completed', walk.checkoutId);
  }
  if (kind === 'returnedExpired') await deliverWebhook('checkout.session.expired', walk.checkoutId);
  const result = kind === 'returnedCancelled' ? 'cancelled' : 'success';
  return `/dashboard/top-up?checkout=${walk.checkoutId}&result=${result}`;
}

function loadKindOf(event: Event): LoadKind | 'error' {
  if (event.type === 'xstate.error.actor.loadBilling') return 'error';
  const output = JSON.stringify((event as { output?: unknown }).output);
  const found = Object.entries(LOADS).find(([, value]) => JSON.stringify(value) === output);
  if (!found) throw new Error(`A path must start with a load: ${event.type}`);
  return found[0] as LoadKind;
}

/** The app's billing calls, each held by its gate; the provider's page is only noted. */
function gatedBilling(walk: Walk): BillingApi {
  const real = server.api.billing;
  const paid =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await walk.gates.pay.hold();
      return run(...args);
    };
  return {
    ...real,
    catalog: async () => {
      await walk.gates.load.hold();
      return real.catalog();
    },
    checkoutStatus: async (id) => {
      if (walk.holdPolls) await walk.gates.poll.hold();
      try {
        return await real.checkoutStatus(id);
      } finally {
        walk.pollsAnswered += 1;
      }
    },
    checkout: paid(real.checkout),
    changePlan: paid(real.changePlan),
    cancelAtPeriodEnd: paid(real.cancelAtPeriodEnd),
    resume: paid(real.resume),
    openCheckoutPage: async (url) => {
      walk.opened.push(url);
    },
  };
}

async function startWalk(steps: Step[]): Promise<Walk> {
  const walk: Walk = {
    user: userEvent.setup(),
    account: await newAccount(),
    gates: { load: createGate(), pay: createGate(), poll: createGate() },
    holdPolls: false,
    pollsAnswered: 0,
    opened: [],
    checkoutId: null,
  };
  current = walk;
  const path = await prepare(loadKindOf(steps[0]!.event), walk);
  const api: AppApi = { ...server.api, billing: gatedBilling(walk) };
  renderApp({ path, api });
  await screen.findByRole('region', { name: text('checkoutLabel') }, { timeout: SETTLE_LIMIT_MS });
  return walk;
}

// --- Executing the steps -----------------------------------------------------------------------

const flow = () => within(screen.getByRole('region', { name: text('checkoutLabel') }));
const heading = () => flow().getByRole('heading', { level: 2 });
/** The panel of the current step, without the test-mode banner above it. */
const panel = () =>
  within(
    screen
      .getByRole('region', { name: text('checkoutLabel') })
      .querySelector<HTMLElement>('.billing-checkout-panel')!,
  );
const button = (name: string | RegExp) => flow().getByRole('button', { name });

async function offline(path: string, during: () => Promise<void>) {
  server.makeUnreachable(path);
  try {
    await during();
  } finally {
    server.makeUnreachable(null);
  }
}

const PAY_PATHS: Record<CheckoutChoice['kind'], string> = {
  subscribe: '/billing/checkout',
  pack: '/billing/checkout',
  change: '/billing/subscription/change',
  cancel: '/billing/subscription/cancel',
  resume: '/billing/subscription/resume',
};

function chooseButton(choice: CheckoutChoice): string {
  switch (choice.kind) {
    case 'subscribe':
      return text('offers.subscribe', { plan: 'Agent' });
    case 'change':
      return choice.planId === 'office'
        ? text('offers.upgrade', { plan: 'Office' })
        : text('offers.switch', { plan: 'Hotel' });
    case 'pack':
      return 'Buy 5 credits';
    case 'cancel':
      return text('plan.cancel');
    case 'resume':
      return text('plan.resume');
  }
}

function confirmButton(choice: CheckoutChoice): string {
  switch (choice.kind) {
    case 'subscribe':
      return 'Pay $305.90';
    case 'pack':
      return 'Pay $85';
    case 'change':
      return text(choice.planId === 'office' ? 'confirm.upgrade' : 'confirm.schedule');
    case 'cancel':
      return text('confirm.cancel');
    case 'resume':
      return text('confirm.resume');
  }
}

async function settleLoad(event: Event, walk: Walk) {
  if (event.type === 'xstate.error.actor.loadBilling') {
    await offline('/billing/catalog', async () => {
      await walk.gates.load.release();
      await flow().findByText(text('loadFailed.heading'), {}, { timeout: SETTLE_LIMIT_MS });
    });
    return;
  }
  // The page reads the checkout in the same tick as it asks for the catalog, so once the catalog
  // call waits at its gate, that first read has passed; only the later polls wait at theirs.
  await waitFor(() => expect(walk.gates.load.held).toBeGreaterThan(0), {
    timeout: SETTLE_LIMIT_MS,
  });
  walk.holdPolls = loadKindOf(event) === 'returnedPending';
  await walk.gates.load.release();
  await waitFor(() => expect(flow().queryByText(text('loading'))).toBeNull(), {
    timeout: SETTLE_LIMIT_MS,
  });
}

async function settlePayment(event: Event, step: Step, walk: Walk) {
  const choice = step.from.context.choice!;
  if (event.type === 'xstate.error.actor.pay') {
    if (choice.kind === 'subscribe') {
      // Subscribed in another tab meanwhile: the server refuses a second plan.
      await call(walk.account.client, '/billing/checkout', {
        kind: 'subscription',
        planId: 'agent',
        billingPeriod: 'year',
      });
      await walk.gates.pay.release();
    } else {
      await offline(PAY_PATHS[choice.kind], async () => {
        await walk.gates.pay.release();
        await flow().findByText(text('failed.heading'), {}, { timeout: SETTLE_LIMIT_MS });
      });
    }
    await flow().findByText(text('failed.heading'), {}, { timeout: SETTLE_LIMIT_MS });
    return;
  }
  if (isRedirect(event)) provider = 'stripe';
  try {
    await walk.gates.pay.release();
    await waitFor(() => expect(flow().queryByText(text('confirm.busy'))).toBeNull(), {
      timeout: SETTLE_LIMIT_MS,
    });
  } finally {
    provider = 'test';
  }
}

const isRedirect = (event: Event) =>
  JSON.stringify((event as { output?: unknown }).output) === JSON.stringify(REDIRECT);

async function settlePoll(event: Event, walk: Walk) {
  const checkoutId = walk.checkoutId!;
  if (event.type === 'xstate.error.actor.fetchCheckout') {
    await offline(`/billing/checkout/${checkoutId}`, async () => {
      await walk.gates.poll.release();
      await flow().findByText(text('lost.heading'), {}, { timeout: SETTLE_LIMIT_MS });
    });
    return;
  }
  const { output } = event as { output?: { checkout: CheckoutView } };
  const status = output!.checkout.status;
  if (status === 'completed') await deliverWebhook('checkout.session.completed', checkoutId);
  if (status === 'expired') await deliverWebhook('checkout.session.expired', checkoutId);
  const answered = walk.pollsAnswered;
  await walk.gates.poll.release();
  await waitFor(() => expect(walk.pollsAnswered).toBeGreaterThan(answered), {
    timeout: SETTLE_LIMIT_MS,
  });
  if (status === 'pending') return;
  const expected = status === 'completed' ? text('done.packHeading') : text('failed.heading');
  await flow().findByText(expected, {}, { timeout: SETTLE_LIMIT_MS });
}

async function clickBack(step: Step, walk: Walk) {
  const label = step.from.matches('confirming') ? text('back') : text('backToPlans');
  await walk.user.click(button(label));
}

async function clickRetry(step: Step, walk: Walk) {
  if (step.from.matches('confirmationLost')) {
    await walk.user.click(button(text('lost.checkAgain')));
  } else if (step.from.matches('failed')) {
    await walk.user.click(button(text('failed.retry')));
  } else {
    await walk.user.click(button(text('retry')));
  }
}

async function execute(step: Step, walk: Walk) {
  const { event } = step;
  switch (event.type) {
    case 'xstate.done.actor.loadBilling':
    case 'xstate.error.actor.loadBilling':
      return settleLoad(event, walk);
    case 'checkout.retry':
      return clickRetry(step, walk);
    case 'checkout.periodChanged':
      return walk.user.click(flow().getByRole('radio', { name: text(`offers.${event.period}ly`) }));
    case 'checkout.choose':
      return walk.user.click(button(chooseButton(event.choice)));
    case 'checkout.confirm':
      return walk.user.click(button(confirmButton(step.from.context.choice!)));
    case 'checkout.back':
      return clickBack(step, walk);
    case 'checkout.restart':
      return walk.user.click(button(text('backToPlans')));
    case 'xstate.done.actor.pay':
    case 'xstate.error.actor.pay':
      return settlePayment(event, step, walk);
    case 'xstate.done.actor.fetchCheckout':
    case 'xstate.error.actor.fetchCheckout':
      return settlePoll(event, walk);
    default:
      // xstate.after.checkoutPoll: the next read of the checkout starts (and waits at its gate).
      await waitFor(() => expect(walk.gates.poll.held).toBeGreaterThan(0), {
        timeout: SETTLE_LIMIT_MS,
      });
  }
}

// --- Checking the screen -----------------------------------------------------------------------

async function ownSubscription(walk: Walk) {
  const [row] = await server.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, walk.account.userId));
  return row;
}

function expectTestModeLabel(shown: boolean) {
  const notes = screen.queryAllByText(text('testMode'));
  if (shown) expect(notes.length).toBeGreaterThan(0);
  else expect(notes).toEqual([]);
}

function expectCurrentPlan(state: Snapshot) {
  const current = within(flow().getByRole('region', { name: text('plan.heading') }));
  const key = planKey(state.context.status);
  if (key === 'no plan') {
    expect(current.getByText(text('plan.none'))).toBeInTheDocument();
    return;
  }
  expect(current.getByText(/^Agent, billed yearly/)).toBeInTheDocument();
  const badge = key === 'ending' ? text('plan.state.ending') : text('plan.state.active');
  expect(current.getByText(badge)).toBeInTheDocument();
  const action = key === 'ending' ? text('plan.resume') : text('plan.cancel');
  expect(current.getByRole('button', { name: action })).toBeEnabled();
}

function expectPlanCards(state: Snapshot) {
  const yearly = state.context.period === 'year';
  const plans = within(flow().getByRole('list', { name: text('offers.plansLabel') }));
  const agent = within(plans.getByRole('article', { name: 'Agent' }));
  expect(agent.getByText(yearly ? '$305.90' : '$29.99')).toBeInTheDocument();
  if (yearly) {
    expect(agent.getByText('$359.88')).toBeInTheDocument();
    expect(agent.getByText(text('offers.save', { percent: 15 }))).toBeInTheDocument();
  } else {
    expect(agent.queryByText(text('offers.save', { percent: 15 }))).toBeNull();
  }
  // Hotel is sold per year only, whatever the toggle.
  const hotel = within(plans.getByRole('article', { name: 'Hotel' }));
  expect(hotel.getByText('$199')).toBeInTheDocument();
  expect(hotel.getByText(text('offers.yearlyOnly'))).toBeInTheDocument();
  const key = planKey(state.context.status);
  const current = agent.queryByText(text('offers.current'));
  if (key !== 'no plan' && yearly) expect(current).toBeInTheDocument();
  else expect(current).toBeNull();
}

function expectPacks(state: Snapshot) {
  const buy = button('Buy 5 credits');
  if (planKey(state.context.status) === 'no plan') {
    expect(buy).toBeDisabled();
    expect(flow().getByText(text('packs.needPlan'))).toBeInTheDocument();
  } else {
    expect(buy).toBeEnabled();
  }
}

function expectChoosing(state: Snapshot) {
  expect(heading()).toHaveTextContent(text('choosing.heading'));
  expectTestModeLabel(true);
  const yearly = flow().getByRole('radio', { name: text('offers.yearly') });
  expect(yearly).toHaveProperty('checked', state.context.period === 'year');
  const notice = flow().queryByText(text('choosing.paymentCancelled'));
  if (state.context.notice) expect(notice).toHaveAttribute('role', 'status');
  else expect(notice).toBeNull();
  expectCurrentPlan(state);
  expectPlanCards(state);
  expectPacks(state);
}

const CONFIRM_HEADINGS: Record<string, string> = {
  'subscribe:agent-year': 'confirm.subscribeHeading',
  'change:office-year': 'confirm.upgradeHeading',
  'change:hotel-year': 'confirm.changeHeading',
  'pack:pack-5': 'confirm.packHeading',
  cancel: 'confirm.cancelHeading',
  resume: 'confirm.resumeHeading',
};

function expectConfirming(state: Snapshot) {
  const choice = state.context.choice!;
  expect(heading()).toHaveTextContent(text(CONFIRM_HEADINGS[choiceKey(choice)]!));
  const busy = state.matches('paying');
  const confirm = busy ? button(text('confirm.busy')) : button(confirmButton(choice));
  expect(confirm).toHaveProperty('disabled', busy);
  expect(button(text('back'))).toHaveProperty('disabled', busy);
  if (choice.kind === 'subscribe') {
    expect(flow().getByText('Agent, billed yearly')).toBeInTheDocument();
    expect(flow().getByText(text('confirm.chargedNow')).nextSibling).toHaveTextContent('$305.90');
  }
  if (choice.kind === 'change' && choice.planId === 'office') {
    expect(
      flow().getByText(/^The upgrade starts now, with a new billing period/),
    ).toBeInTheDocument();
  }
  if (choice.kind === 'change' && choice.planId === 'hotel') {
    expect(
      flow().getByText(/^The change takes effect on .*Nothing is charged now\.$/),
    ).toBeInTheDocument();
  }
  // Money is taken now for a plan, a pack or an upgrade: the panel says it is test mode.
  const charges =
    !(choice.kind === 'change' && choice.planId === 'hotel') &&
    !['cancel', 'resume'].includes(choice.kind);
  expect(panel().queryByText(text('testMode')) !== null).toBe(charges);
}

async function expectRedirecting(walk: Walk) {
  expect(heading()).toHaveTextContent(text('redirecting.heading'));
  await waitFor(() => expect(walk.opened).toHaveLength(1));
  const [url] = walk.opened;
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_model_\d+$/);
  expect(flow().getByRole('link', { name: text('redirecting.link') })).toHaveAttribute('href', url);
}

function expectAwaiting(state: Snapshot) {
  const lost = state.matches('confirmationLost');
  expect(heading()).toHaveTextContent(text(lost ? 'lost.heading' : 'awaiting.heading'));
  if (lost) {
    expect(flow().getByRole('alert')).toHaveTextContent(text('errors.checkFailed'));
    expect(button(text('lost.checkAgain'))).toBeEnabled();
  } else {
    expect(flow().getByRole('status')).toHaveTextContent(text('awaiting.message'));
  }
  expect(button(text('backToPlans'))).toBeEnabled();
}

async function expectDone(state: Snapshot, walk: Walk) {
  const balance = await balanceOf(server.db, walk.account.userId);
  const status = flow().getByRole('status');
  expect(status).toHaveTextContent(`Your balance: ${balance} credit`);
  const outcome = state.context.outcome!;
  const { choice } = state.context;
  const subscription = await ownSubscription(walk);
  if (outcome.kind === 'checkout' && choice?.kind === 'pack') {
    expect(heading()).toHaveTextContent(text('done.packHeading'));
    expect(status).toHaveTextContent('5 credits were added.');
    expect(status).toHaveTextContent('Charged: $85');
  } else if (outcome.kind === 'checkout') {
    expect(heading()).toHaveTextContent('Welcome to the Agent plan');
    expect(status).toHaveTextContent('2 credits were added.');
    expect(status).toHaveTextContent('Charged: $305.90');
    expect(balance).toBe(2);
    expectTestModeLabel(true);
  } else if (choice?.kind === 'change' && choice.planId === 'office') {
    expect(heading()).toHaveTextContent(text('done.upgradedHeading'));
    expect(status).toHaveTextContent('You are now on Office, billed yearly.');
    expect(status).toHaveTextContent(/Charged: \$\d/);
    expect(subscription?.planId).toBe('office');
  } else if (choice?.kind === 'change') {
    expect(heading()).toHaveTextContent(text('done.scheduledHeading'));
    expect(status).toHaveTextContent(/you will be on Hotel, billed yearly\./);
    expect(subscription?.pendingPlanId).toBe('hotel');
  } else {
    const cancelled = choice?.kind === 'cancel';
    expect(heading()).toHaveTextContent(
      text(cancelled ? 'done.cancelledHeading' : 'done.resumedHeading'),
    );
    expect(subscription?.cancelAtPeriodEnd).toBe(cancelled);
  }
  expect(flow().getByRole('link', { name: text('done.seeCredits') })).toHaveAttribute(
    'href',
    '/dashboard/credits',
  );
}

function expectFailed(step: Step | undefined) {
  expect(heading()).toHaveTextContent(text('failed.heading'));
  const alert = flow().getByRole('alert');
  const event = step?.event;
  if (event?.type === 'xstate.error.actor.pay') {
    const refused = step!.from.context.choice?.kind === 'subscribe';
    expect(alert).toHaveTextContent(
      refused ? ALREADY_SUBSCRIBED_MESSAGE : text('errors.paymentFailed'),
    );
  } else {
    expect(alert).toHaveTextContent(text('errors.notCompleted'));
  }
  expect(button(text('failed.retry'))).toBeEnabled();
  expect(button(text('backToPlans'))).toBeEnabled();
}

async function expectState(state: Snapshot, step: Step | undefined, walk: Walk) {
  if (state.matches('loading')) {
    expect(screen.getByRole('region', { name: text('checkoutLabel') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(flow().getByRole('status')).toHaveTextContent(text('loading'));
  } else if (state.matches('loadFailed')) {
    expect(heading()).toHaveTextContent(text('loadFailed.heading'));
    expect(flow().getByRole('alert')).toHaveTextContent(text('errors.loadFailed'));
  } else if (state.matches('choosing')) {
    expectChoosing(state);
  } else if (state.matches('confirming') || state.matches('paying')) {
    expectConfirming(state);
  } else if (state.matches('redirecting')) {
    await expectRedirecting(walk);
  } else if (state.matches('awaitingPayment') || state.matches('confirmationLost')) {
    expectAwaiting(state);
  } else if (state.matches('done')) {
    await expectDone(state, walk);
  } else if (state.matches('failed')) {
    expectFailed(step);
  }
}

describe('checkout machine, walked on /dashboard/top-up against the real server', () => {
  for (const { description, steps } of plan.paths) {
    it(
      description,
      async () => {
        const walk = await startWalk(steps);
        await expectState(steps[0]!.from, undefined, walk);
        for (const step of steps) {
          await execute(step, walk);
          await expectState(step.to, step, walk);
          plan.recordWalked(step);
        }
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
