/**
 * /billing (issue 8), all behind requireUser; CSRF is checked by the API for every state change.
 * Bodies and answers are the schemas and types of src/contract/billing.ts; every failure is SPEC
 * §3's error object with a message fit to show (the *_MESSAGE constants of the contract).
 * docs/decisions/0009-billing.md gives the rules (proration, rollover, expiry, paused tours).
 *
 *   GET    /billing/catalog                        BillingCatalog: plans with prices in cents per
 *                                                  billing period, credit packs, provider, testMode
 *   GET    /billing/subscription                   BillingStatus: own plan (or the team's for an
 *                                                  agent), role, toursPaused, balance
 *   POST   /billing/checkout                       CheckoutRequest → 201 CheckoutResponse
 *            { kind: 'subscription', planId, billingPeriod }   subscribe (409 when a plan is active)
 *            { kind: 'pack', packId }                          credits that never expire (subscribers)
 *          test provider: completed at once, checkoutUrl null; Stripe: pending + checkoutUrl, the
 *          customer comes back to /dashboard/top-up?checkout=<id>&result=success|cancelled
 *   GET    /billing/checkout/:id                   CheckoutView (poll it after Stripe's page)
 *   POST   /billing/subscription/change            ChangePlanRequest → ChangePlanResponse
 *            upgrade: at once, charged and granted pro rata; downgrade or billing-period change:
 *            at the period end; the current plan again: the waiting change is dropped
 *   POST   /billing/subscription/cancel            → BillingStatus (cancel at the period end)
 *   POST   /billing/subscription/resume            → BillingStatus (before the period ends)
 *   GET    /billing/team                           TeamView (the owner of an Office plan; else 403)
 *   POST   /billing/team/invitations               InviteRequest → 201 TeamInvitationView; e-mails
 *                                                  a link to /dashboard/credits?invite=<token>
 *   DELETE /billing/team/invitations/:id           → TeamView (withdraws an open invitation)
 *   GET    /billing/team/invitations/:token        InvitationPreview (for the invitee)
 *   POST   /billing/team/invitations/:token/accept → BillingStatus (the invitee, same e-mail)
 *   DELETE /billing/team/members/:userId           → TeamView (the owner removes an agent)
 *   POST   /billing/team/leave                     → BillingStatus (an agent leaves the team)
 *
 * Also: GET /credits and GET /credits/overview (server/credits/routes.ts) and POST /billing/webhooks/stripe
 * (webhook-routes.ts, signed by Stripe, no session and no CSRF).
 */
import { Hono, type Context } from 'hono';
import {
  BILLING_CURRENCY,
  CREDIT_PACKS,
  ChangePlanRequestSchema,
  CheckoutRequestSchema,
  INVITATION_NOT_FOUND_MESSAGE,
  InviteRequestSchema,
  MEMBER_NOT_FOUND_MESSAGE,
  invitationLink,
  type BillingCatalog,
  type ChangePlanResponse,
  type CheckoutResponse,
  type TeamInvitationView,
} from '../../src/contract/billing';
import { noStore } from '../auth/http';
import { currentAuth, requireUser } from '../auth/require-user';
import type { ApiDeps } from '../deps';
import { notFound } from '../http/errors';
import { readJson } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';
import { isUuid } from '../storage/storage';
import { findOwnCheckout, startCheckout, toCheckoutView } from './checkout';
import { changePlan, setCancelAtPeriodEnd } from './plan-changes';
import { loadBillingPlans, toCatalogPlan } from './plans';
import { TEST_BILLING } from './provider';
import {
  acceptInvitation,
  inviteAgent,
  leaveTeam,
  previewInvitation,
  removeMember,
  revokeInvitation,
  teamView,
} from './team';
import { billingStatus } from './views';

const INVITATION_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export function billingRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const { db, clock } = deps;
  const billing = deps.billing ?? TEST_BILLING;
  app.use('*', requireUser(deps));

  const userOf = (c: Context<ServerEnv>) => currentAuth(c).userId;
  const statusOf = (c: Context<ServerEnv>) => billingStatus(db, billing, userOf(c), clock.now());
  const answer = <T>(c: Context<ServerEnv>, body: T, status: 200 | 201 = 200) => {
    noStore(c);
    return c.json(body, status);
  };
  const param = (
    c: Context<ServerEnv>,
    name: string,
    valid: (value: string) => boolean,
    message: string,
  ) => {
    const value = c.req.param(name) ?? '';
    if (!valid(value)) throw notFound(message);
    return value;
  };

  app.get('/catalog', async (c) => {
    const plans = await loadBillingPlans(db);
    const body: BillingCatalog = {
      provider: billing.provider.name,
      testMode: billing.provider.testMode,
      currency: BILLING_CURRENCY,
      plans: plans.filter((plan) => plan.isActive).map(toCatalogPlan),
      packs: CREDIT_PACKS.map((pack) => ({ ...pack })),
    };
    return answer(c, body);
  });

  app.get('/subscription', async (c) => answer(c, await statusOf(c)));

  app.post('/checkout', async (c) => {
    const request = await readJson(c, CheckoutRequestSchema);
    const started = await startCheckout(db, billing, {
      userId: userOf(c),
      request,
      returnUrl: `${deps.publicUrl.replace(/\/+$/, '')}/dashboard/top-up`,
      now: clock.now(),
    });
    const body: CheckoutResponse = {
      checkout: toCheckoutView(started.checkout, billing.provider.testMode),
      checkoutUrl: started.checkoutUrl,
      status: await statusOf(c),
    };
    return answer(c, body, 201);
  });

  app.get('/checkout/:id', async (c) => {
    const id = param(c, 'id', isUuid, 'Checkout not found');
    const checkout = await findOwnCheckout(db, userOf(c), id);
    return answer(
      c,
      toCheckoutView(checkout, checkout.provider === 'test' || billing.provider.testMode),
    );
  });

  app.post('/subscription/change', async (c) => {
    const choice = await readJson(c, ChangePlanRequestSchema);
    const change = await changePlan(db, billing, { userId: userOf(c), choice, now: clock.now() });
    const body: ChangePlanResponse = { change, status: await statusOf(c) };
    return answer(c, body);
  });

  for (const [path, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    app.post(`/subscription/${path}`, async (c) => {
      await setCancelAtPeriodEnd(db, billing, { userId: userOf(c), cancel, now: clock.now() });
      return answer(c, await statusOf(c));
    });
  }

  app.get('/team', async (c) => answer(c, await teamView(db, userOf(c), clock.now())));

  app.post('/team/invitations', async (c) => {
    const { email } = await readJson(c, InviteRequestSchema);
    const created = await inviteAgent(db, userOf(c), email, clock.now());
    await deps.mailer.send({
      to: email,
      subject: `${created.ownerName} invites you to their Roomwalk team`,
      text: invitationText(created.ownerName, invitationLink(deps.publicUrl, created.token)),
    });
    const body: TeamInvitationView = {
      id: created.invitation.id,
      email: created.invitation.email,
      createdAt: created.invitation.createdAt.toISOString(),
      expiresAt: created.invitation.expiresAt.toISOString(),
    };
    return answer(c, body, 201);
  });

  app.delete('/team/invitations/:id', async (c) => {
    const id = param(c, 'id', isUuid, INVITATION_NOT_FOUND_MESSAGE);
    await revokeInvitation(db, userOf(c), id, clock.now());
    return answer(c, await teamView(db, userOf(c), clock.now()));
  });

  const token = (c: Context<ServerEnv>) =>
    param(c, 'token', (value) => INVITATION_TOKEN.test(value), INVITATION_NOT_FOUND_MESSAGE);

  app.get('/team/invitations/:token', async (c) =>
    answer(c, await previewInvitation(db, userOf(c), token(c), clock.now())),
  );

  app.post('/team/invitations/:token/accept', async (c) => {
    await acceptInvitation(db, userOf(c), token(c), clock.now());
    return answer(c, await statusOf(c));
  });

  app.delete('/team/members/:userId', async (c) => {
    const memberId = param(c, 'userId', isUuid, MEMBER_NOT_FOUND_MESSAGE);
    await removeMember(db, userOf(c), memberId, clock.now());
    return answer(c, await teamView(db, userOf(c), clock.now()));
  });

  app.post('/team/leave', async (c) => {
    await leaveTeam(db, userOf(c), clock.now());
    return answer(c, await statusOf(c));
  });

  return app;
}

function invitationText(ownerName: string, link: string): string {
  return [
    `${ownerName} invites you to join their Office team on Roomwalk.`,
    '',
    "As an agent of the team you create tours with the team's shared credits.",
    `Sign in or create an account with this e-mail address, then accept the invitation here:`,
    link,
    '',
    'The invitation expires in 14 days. If you did not expect it, ignore this e-mail.',
  ].join('\n');
}
