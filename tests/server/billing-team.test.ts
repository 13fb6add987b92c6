/**
 * Office teams through the real API and database: the owner invites agents by e-mail (the
 * outbox), an agent signs up and accepts, spends the team's shared credits (recorded as the
 * actor), two agents on the last credit at once, the owner's view of who spent what, removing
 * and leaving, and the rules around invitations and seats.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_OTHER_EMAIL_MESSAGE,
  INVITATION_USED_MESSAGE,
  INVITE_SELF_MESSAGE,
  NOT_TEAM_OWNER_MESSAGE,
  TEAM_FULL_MESSAGE,
  TEAM_MEMBER_BILLING_MESSAGE,
  TEAM_NOT_EMPTY_MESSAGE,
  TOUR_PAUSED_MESSAGE,
  type BillingStatus,
  type CreditsOverview,
  type InvitationPreview,
  type TeamInvitationView,
  type TeamView,
} from '../../src/contract/billing';
import { pricingPlans } from '../../server/db/schema';
import {
  body,
  expectError,
  newClient,
  outbox,
  register,
  signIn,
  signedInUser,
  uniqueEmail,
  type TestApi,
} from './auth-helpers';
import {
  DAY_MS,
  balanceOf,
  createTour,
  createTourRequest,
  moveClockTo,
  publishDirectly,
  statusOf,
  subscribe,
  tick,
} from './billing-helpers';
import { createTestApi, type TestClient } from './support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api?.close();
});

type User = Awaited<ReturnType<typeof signedInUser>>;

async function officeOwner(): Promise<User> {
  const owner = await signedInUser(api);
  await subscribe(owner.client, 'office', 'month');
  return owner;
}

async function invite(owner: TestClient, email: string): Promise<Response> {
  return owner.post('/api/v1/billing/team/invitations', { email });
}

/** The token of the newest invitation e-mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = (await outbox(api.db, email)).at(-1);
  expect(mail?.subject).toMatch(/invites you to their Roomwalk team/);
  const match = /\/dashboard\/credits\?invite=([A-Za-z0-9_%-]+)/.exec(mail?.bodyText ?? '');
  expect(match, mail?.bodyText).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** An invited person signs up with the invited address, signs in and accepts. */
async function joinedAgent(owner: TestClient): Promise<User> {
  const email = uniqueEmail('agent');
  expect((await invite(owner, email)).status).toBe(201);
  const client = newClient(api);
  const account = await register(client, { email });
  const tokens = await signIn(client, email);
  const accepted = await client.post(
    `/api/v1/billing/team/invitations/${await invitationToken(email)}/accept`,
  );
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return { client, account, tokens };
}

async function team(owner: TestClient): Promise<TeamView> {
  const response = await owner.get('/api/v1/billing/team');
  expect(response.status, await response.clone().text()).toBe(200);
  return body<TeamView>(response);
}

describe('inviting and joining', () => {
  it('e-mails an invitation that the invitee accepts after signing up', async () => {
    const owner = await officeOwner();
    const email = uniqueEmail('agent');
    const response = await invite(owner.client, `  ${email.toUpperCase()} `);
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await body<TeamInvitationView>(response)).toMatchObject({ email });
    const token = await invitationToken(email);
    expect((await team(owner.client)).invitations.map((open) => open.email)).toEqual([email]);

    const agent = newClient(api);
    await register(agent, { email, firstName: 'Ana', lastName: 'Agent' });
    await signIn(agent, email);
    const preview = await body<InvitationPreview>(
      await agent.get(`/api/v1/billing/team/invitations/${token}`),
    );
    expect(preview).toMatchObject({
      email,
      ownerName: 'Robin Walker',
      status: 'pending',
      matchesAccount: true,
    });

    const stranger = await signedInUser(api);
    await expectError(
      await stranger.client.post(`/api/v1/billing/team/invitations/${token}/accept`),
      403,
      INVITATION_OTHER_EMAIL_MESSAGE,
    );
    const accepted = await body<BillingStatus>(
      await agent.post(`/api/v1/billing/team/invitations/${token}/accept`),
    );
    expect(accepted).toMatchObject({
      role: 'member',
      team: { ownerId: owner.account.profile.id, ownerName: 'Robin Walker' },
      balance: 5,
      subscription: { planId: 'office', status: 'active' },
    });
    await expectError(
      await agent.post(`/api/v1/billing/team/invitations/${token}/accept`),
      409,
      INVITATION_USED_MESSAGE,
    );
    expect(await team(owner.client)).toMatchObject({
      maxAgents: 10,
      seatsUsed: 1,
      invitations: [],
      members: [{ name: 'Ana Agent', email, creditsSpent: 0 }],
    });
  });

  it('refuses what an owner or invitee may not do', async () => {
    const owner = await officeOwner();
    await expectError(await invite(owner.client, owner.account.email), 400, INVITE_SELF_MESSAGE);
    const agent = await signedInUser(api);
    await subscribe(agent.client, 'agent', 'month');
    await expectError(await agent.client.get('/api/v1/billing/team'), 403, NOT_TEAM_OWNER_MESSAGE);
    await expectError(await invite(agent.client, uniqueEmail()), 403, NOT_TEAM_OWNER_MESSAGE);
    await expectError(
      await owner.client.post('/api/v1/billing/team/invitations/not-a-real-token-at-all/accept'),
      404,
    );
    await expectError(
      await invite(owner.client, 'not an address'),
      400,
      'Enter a valid email address',
    );
  });

  it('lets an invitation expire after 14 days', async () => {
    const owner = await officeOwner();
    const email = uniqueEmail('late');
    await invite(owner.client, email);
    const token = await invitationToken(email);
    const late = { client: newClient(api), account: { email } };
    await register(late.client, { email });
    await moveClockTo(api, new Date(api.clock.now().getTime() + 15 * DAY_MS), late);
    await expectError(
      await late.client.post(`/api/v1/billing/team/invitations/${token}/accept`),
      410,
      INVITATION_EXPIRED_MESSAGE,
    );
  });

  it('keeps a team within its seats, invitations included', async () => {
    await api.db.update(pricingPlans).set({ maxAgents: 1 }).where(eq(pricingPlans.id, 'office'));
    try {
      const owner = await officeOwner();
      const first = uniqueEmail();
      expect((await invite(owner.client, first)).status).toBe(201);
      await expectError(await invite(owner.client, uniqueEmail()), 409, TEAM_FULL_MESSAGE);
      // Inviting the same address again replaces its invitation rather than taking a seat.
      expect((await invite(owner.client, first)).status).toBe(201);
      const [open] = (await team(owner.client)).invitations;
      const withdrawn = await owner.client.delete(`/api/v1/billing/team/invitations/${open!.id}`);
      expect((await body<TeamView>(withdrawn)).seatsUsed).toBe(0);
      expect((await invite(owner.client, uniqueEmail())).status).toBe(201);
    } finally {
      await api.db.update(pricingPlans).set({ maxAgents: 10 }).where(eq(pricingPlans.id, 'office'));
    }
  });
});

describe("spending the team's credits", () => {
  it("charges the owner's pool, records the agent, and shows the owner who spent what", async () => {
    const owner = await officeOwner();
    const agent = await joinedAgent(owner.client);
    const tour = await createTour(agent.client, 'Agent listing');
    expect(await balanceOf(owner.client)).toBe(4);
    expect(await balanceOf(agent.client)).toBe(4);

    const ownerLedger = await body<CreditsOverview>(
      await owner.client.get('/api/v1/credits/overview'),
    );
    expect(ownerLedger.entries[0]).toMatchObject({
      kind: 'spend',
      tourId: tour.id,
      actor: { id: agent.account.profile.id, name: 'Robin Walker' },
    });
    const agentLedger = await body<CreditsOverview>(
      await agent.client.get('/api/v1/credits/overview'),
    );
    expect(agentLedger).toMatchObject({ pool: 'team', balance: 4 });
    expect(agentLedger.entries.map((entry) => entry.kind)).toEqual(['spend']);
    expect((await team(owner.client)).members).toMatchObject([{ creditsSpent: 1 }]);

    await expectError(
      await agent.client.post('/api/v1/billing/checkout', { kind: 'pack', packId: 'pack-1' }),
      409,
      TEAM_MEMBER_BILLING_MESSAGE,
    );
  });

  it('lets exactly one of two agents take the last credit at the same moment', async () => {
    const owner = await officeOwner();
    const [first, second] = [await joinedAgent(owner.client), await joinedAgent(owner.client)];
    for (const title of ['One', 'Two', 'Three', 'Four']) await createTour(owner.client, title);
    expect(await balanceOf(owner.client)).toBe(1);
    const responses = await Promise.all([
      createTourRequest(first!.client, 'First'),
      createTourRequest(second!.client, 'Second'),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 402]);
    expect(await balanceOf(owner.client)).toBe(0);
  });
});

describe('leaving a team', () => {
  it("takes a removed agent off the team's credits and pauses their tours", async () => {
    const owner = await officeOwner();
    const agent = await joinedAgent(owner.client);
    const slug = await publishDirectly(api.db, (await createTour(agent.client)).id);
    await expectError(
      await owner.client.post('/api/v1/billing/subscription/change', {
        planId: 'agent',
        billingPeriod: 'month',
      }),
      409,
      TEAM_NOT_EMPTY_MESSAGE,
    );

    const removed = await owner.client.delete(
      `/api/v1/billing/team/members/${agent.account.profile.id}`,
    );
    expect((await body<TeamView>(removed)).members).toEqual([]);
    expect(await statusOf(agent.client)).toMatchObject({
      role: 'none',
      toursPaused: true,
      balance: 0,
    });
    const paused = await expectError(
      await api.client().get(`/api/v1/public/tours/${slug}`),
      404,
      TOUR_PAUSED_MESSAGE,
    );
    expect(paused.data?.reason).toBe('paused');
    await expectError(
      await owner.client.delete(`/api/v1/billing/team/members/${agent.account.profile.id}`),
      404,
    );
  });

  it('lets an agent leave, and pauses the whole team when the owner lapses', async () => {
    const owner = await officeOwner();
    const leaving = await joinedAgent(owner.client);
    const staying = await joinedAgent(owner.client);
    const left = await body<BillingStatus>(await leaving.client.post('/api/v1/billing/team/leave'));
    expect(left).toMatchObject({ role: 'none', team: null });

    const slug = await publishDirectly(api.db, (await createTour(staying.client)).id);
    const status = await body<BillingStatus>(
      await owner.client.post('/api/v1/billing/subscription/cancel'),
    );
    await moveClockTo(api, new Date(status.subscription!.currentPeriodEnd), owner, staying);
    await tick(api);
    expect(await statusOf(staying.client)).toMatchObject({ role: 'member', toursPaused: true });
    await expectError(
      await api.client().get(`/api/v1/public/tours/${slug}`),
      404,
      TOUR_PAUSED_MESSAGE,
    );
    await subscribe(owner.client, 'office', 'year');
    expect((await api.client().get(`/api/v1/public/tours/${slug}`)).status).toBe(200);
  });
});
