/**
 * /dashboard/credits and the plan on /dashboard, rendered whole and signed in, against the real
 * API in-process: the ledger a page at a time, what expires when, an Office owner's team, and the
 * invitation an agent accepts from the e-mailed link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appendCreditEntry, grantCredits } from '../../../server/credits/ledger';
import { newClient, outbox, register, signIn } from '../../../tests/server/auth-helpers';
import type { TestClient } from '../../../tests/server/support/test-api';
import { logger } from '../../services/logger';
import { realApiForFile, renderSignedIn, type Server } from '../tours/tour-lists.test-helpers';

const PASSWORD = 'Walk-The-R00ms!';
const DAY = 24 * 60 * 60 * 1000;
let server: Server;
let people = 0;

realApiForFile((started) => (server = started));

interface Person {
  email: string;
  userId: string;
  client: TestClient;
}

/** A new account (from an address of its own), signed in on an API client of its own. */
async function person(firstName = 'Mara'): Promise<Person> {
  people += 1;
  const email = `credits-${people}-${Date.now()}@roomwalk.test`;
  const client = newClient(server);
  const { profile } = await register(client, {
    firstName,
    lastName: 'Quist',
    email,
    password: PASSWORD,
  });
  await signIn(client, email, PASSWORD);
  return { email, userId: profile.id, client };
}

async function post(who: Person, path: string, json?: unknown) {
  const response = await who.client.post(`/api/v1${path}`, json);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

/** An Office owner on a monthly plan who has invited `agent`: the token of the e-mailed link. */
async function inviteToOfficeTeam(owner: Person, agent: Person): Promise<string> {
  await post(owner, '/billing/checkout', {
    kind: 'subscription',
    planId: 'office',
    billingPeriod: 'month',
  });
  await post(owner, '/billing/team/invitations', { email: agent.email });
  return /invite=([\w-]+)/.exec((await outbox(server.db, agent.email))[0]!.bodyText)![1]!;
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('/dashboard/credits', () => {
  it('shows the ledger a page at a time, newest first, with kinds and amounts', async () => {
    const who = await person();
    const start = server.clock.now().getTime() - 30 * DAY;
    for (let day = 0; day < 23; day += 1) {
      await appendCreditEntry(server.db, {
        userId: who.userId,
        amount: 1,
        kind: day % 2 === 0 ? 'grant' : 'top_up',
        reason: `Entry ${day + 1}`,
        createdAt: new Date(start + day * DAY),
      });
    }
    await renderSignedIn(server, who.email, '/dashboard/credits');

    expect(await region('Balance')).toHaveTextContent('23 credits');
    const history = within(await region('History'));
    const list = history.getByRole('list', { name: 'Credit history, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const newest = within(list).getAllByRole('listitem')[0]!;
    expect(newest).toHaveTextContent('Entry 23');
    expect(newest).toHaveTextContent('Grant');
    expect(newest).toHaveTextContent('+1');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Top-up');

    await userEvent.click(history.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(within(list).getAllByRole('listitem')[22]).toHaveTextContent('Entry 1');
    expect(history.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('groups what expires by date, and offers a plan to someone without one', async () => {
    const who = await person();
    const now = server.clock.now().getTime();
    const soon = new Date(now + 10 * DAY);
    const later = new Date(now + 40 * DAY);
    await grantCredits(server.db, { userId: who.userId, amount: 2, reason: 'A', expiresAt: soon });
    await grantCredits(server.db, { userId: who.userId, amount: 1, reason: 'B', expiresAt: soon });
    await grantCredits(server.db, { userId: who.userId, amount: 4, reason: 'C', expiresAt: later });
    await grantCredits(server.db, { userId: who.userId, amount: 5, reason: 'D' });
    await renderSignedIn(server, who.email, '/dashboard/credits');

    const expiring = within(await region('What expires when'));
    const lines = expiring.getAllByRole('listitem').map((line) => line.textContent);
    const day = (date: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(date);
    expect(lines).toEqual([
      `3 credits expire on ${day(soon)}`,
      `4 credits expire on ${day(later)}`,
    ]);

    const plan = within(await region('Your plan'));
    expect(plan.getByText('You have no plan yet.')).toBeInTheDocument();
    expect(plan.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/dashboard/top-up',
    );
    expect(screen.queryByRole('region', { name: 'Your team' })).toBeNull();
  });

  it('lets an Office owner invite, withdraw and remove agents, and shows who spent what', async () => {
    const owner = await person('Olu');
    const agent = await person('Ada');
    const other = await person('Ben');
    const token = await inviteToOfficeTeam(owner, agent);
    await post(agent, `/billing/team/invitations/${token}/accept`);
    await post(agent, '/tours', { title: 'Agent loft', sourceKind: 'scan' });
    await renderSignedIn(server, owner.email, '/dashboard/credits');

    const team = within(await region('Your team'));
    await team.findByText('1 of 10 agent seats used. You spent 0 credits.');
    const agents = team.getByRole('list', { name: 'Agents' });
    expect(agents).toHaveTextContent(agent.email);
    expect(agents).toHaveTextContent('Spent 1 credit.');
    const history = within(await region('History'));
    expect(history.getByText('Tour created: Agent loft').closest('li')).toHaveTextContent(
      'By Ada Quist',
    );

    // A wrong address is refused before anything is sent.
    const user = userEvent.setup();
    await user.type(team.getByLabelText('E-mail address'), 'not an address');
    await user.click(team.getByRole('button', { name: 'Send invitation' }));
    expect(team.getByText('Enter a valid email address')).toHaveAttribute('role', 'alert');

    await user.clear(team.getByLabelText('E-mail address'));
    await user.type(team.getByLabelText('E-mail address'), other.email);
    await user.click(team.getByRole('button', { name: 'Send invitation' }));
    await team.findByText(`Invitation sent to ${other.email}.`);
    const invitations = await team.findByRole('list', { name: 'Open invitations' });
    expect(invitations).toHaveTextContent(other.email);
    await team.findByText('2 of 10 agent seats used. You spent 0 credits.');

    await user.click(
      team.getByRole('button', { name: `Withdraw the invitation to ${other.email}` }),
    );
    await waitFor(() => expect(team.queryByRole('list', { name: 'Open invitations' })).toBeNull());

    await user.click(team.getByRole('button', { name: 'Remove Ada Quist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ada Quist from your team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await team.findByText('No agents yet: invite them by e-mail below.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an invitation and lets the invited account accept it', async () => {
    const owner = await person('Olu');
    const agent = await person('Ada');
    const stranger = await person('Cy');
    const token = await inviteToOfficeTeam(owner, agent);

    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    await renderSignedIn(server, stranger.email, `/dashboard/credits?invite=${token}`);
    const refused = within(await region('Team invitation'));
    expect(
      await refused.findByText(/This invitation was sent to another e-mail address/),
    ).toHaveAttribute('role', 'alert');
    expect(refused.queryByRole('button', { name: 'Accept and join the team' })).toBeNull();
    logged.mockRestore();
  });

  it('lets the invited agent join the team from the link', async () => {
    const owner = await person('Olu');
    const agent = await person('Ada');
    const token = await inviteToOfficeTeam(owner, agent);
    await renderSignedIn(server, agent.email, `/dashboard/credits?invite=${token}`);

    const invitation = within(await region('Team invitation'));
    await invitation.findByText(`Olu Quist invites ${agent.email} to their Office team`, {
      exact: false,
    });
    await userEvent.click(invitation.getByRole('button', { name: 'Accept and join the team' }));
    await invitation.findByText("You joined Olu Quist's team. Its credits are yours to spend.");
    const plan = within(await region('Your plan'));
    await plan.findByText(/shared credits of Olu Quist's Office team/);
    expect(plan.getByRole('button', { name: 'Leave the team' })).toBeEnabled();
    expect(await region('Balance')).toHaveTextContent('5 credits');
  });
});

describe('/dashboard', () => {
  it('shows the plan with a link to the credits page', async () => {
    const who = await person();
    await post(who, '/billing/checkout', {
      kind: 'subscription',
      planId: 'agent',
      billingPeriod: 'year',
    });
    await renderSignedIn(server, who.email, '/dashboard');
    const plan = within(await region('Your plan'));
    await plan.findByText(/^Agent, billed yearly/);
    expect(plan.getByText('Active')).toBeInTheDocument();
    expect(plan.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute(
      'href',
      '/dashboard/credits',
    );
    // The plan's credits are in the balance beside it; nothing is left loading.
    expect(await within(await region('Credits')).findByText('2 credits left')).toBeVisible();
    await screen.findByText('You have no tours yet');
  });
});
