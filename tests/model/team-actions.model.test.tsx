/**
 * The team-actions machine walked on /dashboard/credits against the real server in-process: a
 * real Office owner invites agents (refused for the owner's own address), withdraws invitations
 * and removes agents; a real agent leaves the team; a real invitee accepts the e-mailed link.
 * Each part of the page runs its own actor of the machine, so each is walked with the events it
 * offers, and the machine's transitions are counted over all of them. A lost connection (the
 * network edge the test controls) fails a call; a gate holds the screen's team calls until the
 * test lets them go, so the busy state can be seen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../src/contract/auth';
import type { BillingStatus, TeamView } from '../../src/contract/billing';
import { teamActionsMachine } from '../../src/machines/team-actions.machine';
import type { AppApi } from '../../src/services/app-api';
import { saveAuth } from '../../src/services/auth-storage';
import type { BillingApi } from '../../src/services/billing-api';
import { body, newClient, outbox, register, signIn, uniqueEmail } from '../server/auth-helpers';
import { subscribe } from '../server/billing-helpers';
import type { TestClient } from '../server/support/test-api';
import { catalogueText, renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import { createGate, type Gate } from '../support/gate';
import {
  MODEL_PATH_LIMIT_MS,
  type ModelOptions,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
  type TransitionPlan,
} from './transition-coverage';

const text = catalogueText('billing.');

/** Waits on the real server, which shares the machine with other test files. */
const SERVER = { timeout: SETTLE_LIMIT_MS };

type Machine = typeof teamActionsMachine;
type Step = PlannedStep<Machine>;
type Snapshot = Step['to'];
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

// --- The graphs: one per part of the page, each with the events it offers -----------------------

const DONE = { type: 'xstate.done.actor.perform', output: {} } as const;
const ERROR = { type: 'xstate.error.actor.perform', error: new Error('refused') } as const;
const DIALOG = [{ type: 'team.confirm' }, { type: 'team.cancel' }] as const;
const succeeded = (snapshot: Snapshot) => snapshot.matches({ ready: 'succeeded' });

type Part = 'invite' | 'withdraw' | 'remove' | 'leave' | 'accept';

const graphs: Record<Part, ModelOptions<Machine>> = {
  // The payloads only name the events: each step picks the real address, invitation or agent.
  invite: { events: [{ type: 'team.invite', email: 'an address' }, DONE, ERROR] },
  withdraw: { events: [{ type: 'team.withdraw', invitationId: 'an open one' }, DONE, ERROR] },
  remove: {
    events: [{ type: 'team.remove', userId: 'an agent', name: 'by name' }, ...DIALOG, DONE, ERROR],
  },
  // Once the agent has left, the page offers no Leave any more; once joined, no Accept.
  leave: {
    events: [{ type: 'team.leave' }, ...DIALOG, DONE, ERROR],
    canExecute: (snapshot) => !succeeded(snapshot),
  },
  accept: {
    events: [{ type: 'team.accept', token: 'the link' }, DONE, ERROR],
    canExecute: (snapshot) => !succeeded(snapshot),
  },
};

const plans = Object.fromEntries(
  Object.entries(graphs).map(([part, options]) => [
    part,
    planTransitionPaths(teamActionsMachine, options),
  ]),
) as Record<Part, TransitionPlan<Machine>>;

let server: Server;

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);
afterAll(async () => {
  await server?.close();
});
afterEach(() => server.makeUnreachable(null));

// --- Accounts and the screen -------------------------------------------------------------------

let counter = 0;

interface Account {
  id: string;
  email: string;
  name: string;
  client: TestClient;
  tokens: TokenResponse;
}

async function account(firstName: string, email = uniqueEmail('team')): Promise<Account> {
  counter += 1;
  const client = newClient(server);
  const lastName = `Teammate${counter}`;
  const { profile } = await register(client, { firstName, lastName, email });
  const tokens = await signIn(client, email);
  return { id: profile.id, email, name: `${firstName} ${lastName}`, client, tokens };
}

async function officeOwner(): Promise<Account> {
  const owner = await account('Olu');
  await subscribe(owner.client, 'office', 'month');
  return owner;
}

async function invite(owner: Account, email: string) {
  const response = await owner.client.post('/api/v1/billing/team/invitations', { email });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** The token of the newest invitation e-mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = (await outbox(server.db, email)).at(-1);
  return decodeURIComponent(/invite=([A-Za-z0-9_%-]+)/.exec(mail?.bodyText ?? '')![1]!);
}

/** Someone the owner invited, signed up and signed in, who has not accepted yet. */
async function invitee(owner: Account, firstName: string) {
  const email = uniqueEmail('invitee');
  await invite(owner, email);
  const person = await account(firstName, email);
  return { person, token: await invitationToken(email) };
}

async function joinedAgent(owner: Account, firstName: string): Promise<Account> {
  const { person, token } = await invitee(owner, firstName);
  const accepted = await person.client.post(`/api/v1/billing/team/invitations/${token}/accept`);
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return person;
}

async function teamOf(owner: Account): Promise<TeamView> {
  return body<TeamView>(await owner.client.get('/api/v1/billing/team'));
}

async function statusOf(person: Account): Promise<BillingStatus> {
  return body<BillingStatus>(await person.client.get('/api/v1/billing/subscription'));
}

const TEAM_CALLS = [
  'invite',
  'revokeInvitation',
  'removeMember',
  'leaveTeam',
  'acceptInvitation',
] as const;

/**
 * The app's billing calls with the team changes held by the gate, so that the busy state can be
 * seen before the real server answers. Nothing is faked: the call itself reaches the server.
 */
function gatedBilling(billing: BillingApi, gate: Gate): BillingApi {
  const wrapped: BillingApi = { ...billing };
  for (const name of TEAM_CALLS) {
    const original = billing[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[name] = gate.wrap(original);
  }
  return wrapped;
}

/** `person`'s session in the app (their stored tokens), on /dashboard/credits at `address`. */
async function openCredits(person: Account, address = '/dashboard/credits') {
  const gate = createGate();
  await saveAuth(person.tokens);
  const api: AppApi = { ...server.api, billing: gatedBilling(server.api.billing, gate) };
  renderApp({ path: address, api });
  return gate;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const teamRegion = () => region(text('team.heading'));
const dialog = () => screen.queryByRole('dialog');
const FAILED = text('errors.teamActionFailed');
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

// --- Walking the paths -------------------------------------------------------------------------

interface Walk {
  user: User;
  gate: Gate;
  owner: Account;
  /** The invitee or agent whose page it is (leave, accept). */
  person: Account | null;
  token: string;
  /** The invitations still open (withdraw). */
  invitations: { id: string; email: string }[];
  /** The agents still in the team (remove). */
  members: Account[];
  /** The invitation, agent or address the change under way is about. */
  pending: string;
  /** Where a failing step's call is made unreachable. */
  failPath: string;
}

/** How the call a start leads to will end on this path. */
function outcomeAfter(steps: Step[], index: number): 'done' | 'error' | 'none' {
  const next = steps.slice(index + 1).find((step) => step.event.type.startsWith('xstate.'));
  if (next === undefined) return 'none';
  return next.event.type === ERROR.type ? 'error' : 'done';
}

async function expectState(part: Part, state: Snapshot, walk: Walk) {
  const failed = state.matches({ ready: 'failed' });
  if (!state.matches('performing') && !state.matches('confirming')) {
    expect(dialog()).toBeNull();
    if (failed)
      expect(alerts()).toContain(walk.failPath === '' ? text('server.inviteSelf') : FAILED);
    else expect(alerts()).toEqual([]);
  }
  switch (part) {
    case 'invite': {
      const field = teamRegion().getByLabelText(text('team.email'));
      const status = teamRegion().getByRole('status');
      if (state.matches('performing')) {
        expect(teamRegion().getByRole('button', { name: text('team.inviting') })).toBeDisabled();
        expect(field).toHaveAttribute('readonly');
        expect(status).toBeEmptyDOMElement();
      } else if (succeeded(state)) {
        expect(status).toHaveTextContent(text('team.invited', { email: walk.pending }));
        expect(field).toHaveValue('');
        const list = await teamRegion().findByRole(
          'list',
          { name: text('team.invitationsHeading') },
          SERVER,
        );
        await waitFor(() => expect(list).toHaveTextContent(walk.pending), SERVER);
      } else {
        expect(teamRegion().getByRole('button', { name: text('team.invite') })).toBeEnabled();
        expect(status).toBeEmptyDOMElement();
        if (failed) expect(field).toHaveValue(walk.pending);
      }
      return;
    }
    case 'withdraw': {
      if (state.matches('performing')) {
        const button = teamRegion().getByRole('button', {
          name: text('team.withdraw', { email: walk.pending }),
        });
        expect(button).toBeDisabled();
        return;
      }
      const open = (await teamOf(walk.owner)).invitations.map((invitation) => invitation.email);
      expect(open.sort()).toEqual(walk.invitations.map((invitation) => invitation.email).sort());
      for (const email of open) {
        await waitFor(
          () =>
            expect(
              teamRegion().getByRole('button', { name: text('team.withdraw', { email }) }),
            ).toBeEnabled(),
          SERVER,
        );
      }
      return;
    }
    case 'remove': {
      if (state.matches('confirming') || state.matches('performing')) {
        const open = dialog()!;
        expect(open).toHaveAccessibleName(text('team.removeTitle', { name: walk.pending }));
        const label = state.matches('performing') ? 'team.removing' : 'team.removeConfirm';
        const confirm = within(open).getByRole('button', { name: text(label) });
        if (state.matches('performing')) expect(confirm).toBeDisabled();
        else expect(confirm).toBeEnabled();
        return;
      }
      const names = (await teamOf(walk.owner)).members.map((member) => member.name);
      expect(names.sort()).toEqual(walk.members.map((member) => member.name).sort());
      const list = teamRegion().getByRole('list', { name: text('team.membersHeading') });
      await waitFor(
        () => expect(within(list).getAllByRole('listitem')).toHaveLength(names.length),
        SERVER,
      );
      return;
    }
    case 'leave': {
      const plan = () => region(text('plan.heading'));
      if (state.matches('confirming') || state.matches('performing')) {
        const open = dialog()!;
        expect(open).toHaveAccessibleName(text('team.leaveTitle'));
        const label = state.matches('performing') ? 'team.leaving' : 'team.leaveConfirm';
        const confirm = within(open).getByRole('button', { name: text(label) });
        if (state.matches('performing')) expect(confirm).toBeDisabled();
        else expect(confirm).toBeEnabled();
        return;
      }
      const role = (await statusOf(walk.person!)).role;
      if (succeeded(state)) {
        expect(role).toBe('none');
        await waitFor(
          () => expect(plan().queryByRole('button', { name: text('team.leave') })).toBeNull(),
          SERVER,
        );
      } else {
        expect(role).toBe('member');
        expect(plan().getByRole('button', { name: text('team.leave') })).toBeEnabled();
      }
      return;
    }
    case 'accept': {
      const invitation = region(text('invitation.heading'));
      const role = (await statusOf(walk.person!)).role;
      if (state.matches('performing')) {
        expect(
          invitation.getByRole('button', { name: text('invitation.accepting') }),
        ).toBeDisabled();
      } else if (succeeded(state)) {
        expect(role).toBe('member');
        expect(invitation.getByRole('status')).toHaveTextContent(
          text('invitation.joined', { owner: walk.owner.name }),
        );
      } else {
        expect(role).not.toBe('member');
        expect(invitation.getByRole('button', { name: text('invitation.accept') })).toBeEnabled();
      }
      return;
    }
  }
}

async function execute(part: Part, steps: Step[], index: number, walk: Walk) {
  const step = steps[index]!;
  const { user, gate } = walk;
  switch (step.event.type) {
    case 'team.invite': {
      // The owner's own address is refused by the server; anyone else is invited.
      const refused = outcomeAfter(steps, index) === 'error';
      walk.pending = refused ? walk.owner.email : uniqueEmail('invited');
      walk.failPath = '';
      const field = teamRegion().getByLabelText(text('team.email'));
      await user.clear(field);
      await user.type(field, walk.pending);
      await user.click(teamRegion().getByRole('button', { name: text('team.invite') }));
      return;
    }
    case 'team.withdraw': {
      const [first] = walk.invitations;
      walk.pending = first!.email;
      walk.failPath = `/billing/team/invitations/${first!.id}`;
      await user.click(
        teamRegion().getByRole('button', { name: text('team.withdraw', { email: first!.email }) }),
      );
      return;
    }
    case 'team.remove': {
      const [first] = walk.members;
      walk.pending = first!.name;
      walk.failPath = `/billing/team/members/${first!.id}`;
      await user.click(
        teamRegion().getByRole('button', { name: text('team.remove', { name: first!.name }) }),
      );
      await screen.findByRole('dialog');
      return;
    }
    case 'team.leave':
      walk.failPath = '/billing/team/leave';
      await user.click(
        region(text('plan.heading')).getByRole('button', { name: text('team.leave') }),
      );
      await screen.findByRole('dialog');
      return;
    case 'team.accept':
      walk.failPath = '/accept';
      await user.click(
        region(text('invitation.heading')).getByRole('button', { name: text('invitation.accept') }),
      );
      return;
    case 'team.confirm': {
      const label = part === 'leave' ? 'team.leaveConfirm' : 'team.removeConfirm';
      await user.click(within(dialog()!).getByRole('button', { name: text(label) }));
      return;
    }
    case 'team.cancel':
      await user.click(within(dialog()!).getByRole('button', { name: text('cancelAction') }));
      await waitFor(() => expect(dialog()).toBeNull());
      return;
    case DONE.type: {
      await gate.release();
      if (part === 'invite') {
        await teamRegion().findByText(text('team.invited', { email: walk.pending }), {}, SERVER);
      } else if (part === 'withdraw') {
        walk.invitations.shift();
        await waitFor(
          () =>
            expect(
              teamRegion().queryByRole('button', {
                name: text('team.withdraw', { email: walk.pending }),
              }),
            ).toBeNull(),
          SERVER,
        );
      } else if (part === 'remove') {
        walk.members.shift();
        await waitFor(() => expect(dialog()).toBeNull(), SERVER);
        await waitFor(
          () =>
            expect(
              teamRegion().queryByRole('button', {
                name: text('team.remove', { name: walk.pending }),
              }),
            ).toBeNull(),
          SERVER,
        );
      } else if (part === 'leave') {
        await waitFor(() => expect(dialog()).toBeNull(), SERVER);
      } else {
        await screen.findByText(text('invitation.joined', { owner: walk.owner.name }), {}, SERVER);
      }
      return;
    }
    case ERROR.type: {
      if (walk.failPath !== '') server.makeUnreachable(walk.failPath);
      await gate.release();
      const reason = walk.failPath === '' ? text('server.inviteSelf') : FAILED;
      await waitFor(() => expect(alerts()).toContain(reason), SERVER);
      server.makeUnreachable(null);
      return;
    }
  }
}

/** The people and the page each part is walked on. */
async function prepare(part: Part, user: User): Promise<Walk> {
  const owner = await officeOwner();
  const walk: Walk = {
    user,
    gate: createGate(),
    owner,
    person: null,
    token: '',
    invitations: [],
    members: [],
    pending: '',
    failPath: '',
  };
  if (part === 'withdraw') {
    for (const email of [uniqueEmail('open'), uniqueEmail('open')]) await invite(owner, email);
    walk.invitations = (await teamOf(owner)).invitations.map(({ id, email }) => ({ id, email }));
  }
  if (part === 'remove') {
    walk.members = [await joinedAgent(owner, 'Ada'), await joinedAgent(owner, 'Bea')];
  }
  if (part === 'leave') walk.person = await joinedAgent(owner, 'Lea');
  if (part === 'accept') {
    const { person, token } = await invitee(owner, 'Ina');
    walk.person = person;
    walk.token = token;
  }
  if (part === 'leave') {
    walk.gate = await openCredits(walk.person!);
    await screen.findByRole('button', { name: text('team.leave') }, SERVER);
  } else if (part === 'accept') {
    walk.gate = await openCredits(walk.person!, `/dashboard/credits?invite=${walk.token}`);
    await screen.findByRole('button', { name: text('invitation.accept') }, SERVER);
  } else {
    walk.gate = await openCredits(owner);
    await screen.findByRole('region', { name: text('team.heading') }, SERVER);
    await screen.findByText(
      text('team.seats', { used: walk.invitations.length + walk.members.length, max: 10 }),
      { exact: false },
      SERVER,
    );
  }
  return walk;
}

describe('team actions machine, walked on /dashboard/credits against the real server', () => {
  for (const part of Object.keys(plans) as Part[]) {
    describe(part, () => {
      for (const path of plans[part].paths) {
        it(path.description, async () => {
          const walk = await prepare(part, userEvent.setup({ delay: null }));
          try {
            await expectState(part, path.steps[0]!.from, walk);
            for (const [index, step] of path.steps.entries()) {
              await execute(part, path.steps, index, walk);
              await expectState(part, step.to, walk);
              plans[part].recordWalked(step);
            }
          } finally {
            walk.gate.dropAll();
          }
        });
      }
    });
  }

  // Each part's planned steps were executed; together they walk every transition the machine has.
  for (const part of Object.keys(plans) as Part[]) {
    it(`walked every planned step of ${part}, and every transition`, () =>
      plans[part].expectEveryTransitionWalked());
  }
});
