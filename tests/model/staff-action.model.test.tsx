/**
 * The staff-action machine walked on /admin against the real server in-process: a real ADMIN
 * adjusts the credits of a real account in the users tab. A positive adjustment runs at once; a
 * negative one asks first. The server refuses to take more than the account has (409), and a
 * lost connection (the network edge the test controls) fails a call. A gate holds the screen's
 * /admin calls until the test lets them go, so the busy state can be seen. Further tests drive
 * the rest of the screen: the rank rule, disabling, tours and the contact inbox.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, grantCredits } from '../../server/credits/ledger';
import { staffAuditLog, tours, users } from '../../server/db/schema';
import { tourFilesConfig } from '../../server/tours/config';
import type { TokenResponse } from '../../src/contract/auth';
import type { TourView } from '../../src/contract/tours';
import type { Role } from '../../src/contract/user';
import {
  staffActionMachine,
  type StaffActionRequest,
} from '../../src/machines/staff-action.machine';
import type { ApiClient } from '../../src/services/api-client';
import type { AppApi } from '../../src/services/app-api';
import { saveAuth } from '../../src/services/auth-storage';
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

const text = catalogueText('');

/** Waits on the real server, which shares the machine with other test files. */
const SERVER = { timeout: SETTLE_LIMIT_MS };

// --- The graph ---------------------------------------------------------------------------------

const request = (confirm: boolean): StaffActionRequest => ({
  name: 'user.credits',
  targetId: 'account',
  input: {},
  confirm,
});

const plan = planTransitionPaths(staffActionMachine, {
  events: [
    { type: 'staffAction.start', request: request(true) },
    { type: 'staffAction.start', request: request(false) },
    { type: 'staffAction.confirm' },
    { type: 'staffAction.cancel' },
    { type: 'staffAction.dismiss' },
    { type: 'xstate.done.actor.perform', output: {} },
    { type: 'xstate.error.actor.perform', error: new Error('refused') },
  ],
});

type Step = PlannedStep<typeof staffActionMachine>;
type Snapshot = Step['to'];
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-admin-model-'));
  server = await startRealApi({ tourFiles: tourFilesConfig(dataDir, 64 * 1024) });
}, MODEL_PATH_LIMIT_MS);
afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
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

/** A real account with `role` (set in the database, as the seed does), signed in on a client. */
async function account(role: Role, firstName: string): Promise<Account> {
  counter += 1;
  const client = newClient(server);
  const { profile, email } = await register(client, {
    firstName,
    lastName: `Walker${counter}`,
    email: `staff-action-${counter}@roomwalk.test`,
  });
  await server.db.update(users).set({ role }).where(eq(users.id, profile.id));
  const tokens = await signIn(client, email);
  return { id: profile.id, email, name: `${firstName} Walker${counter}`, client, tokens };
}

/**
 * The app's request client with its /admin changes held by the gate, so that the busy state can
 * be seen before the real server answers. Nothing is faked: the call itself reaches the server.
 */
function gatedClient(client: ApiClient, gate: Gate): ApiClient {
  const held = <R,>(urlPath: string, call: () => Promise<R>): Promise<R> =>
    urlPath.startsWith('/admin/') ? gate.hold().then(call) : call();
  return {
    ...client,
    post: (urlPath, body, options) => held(urlPath, () => client.post(urlPath, body, options)),
    put: (urlPath, body, options) => held(urlPath, () => client.put(urlPath, body, options)),
  };
}

/** The ADMIN's session in the app (its stored tokens), on /admin at `address`. */
async function openAdmin(admin: Account, address: string, gate = createGate()) {
  await saveAuth(admin.tokens);
  const api: AppApi = { ...server.api, client: gatedClient(server.api.client, gate) };
  const rendered = renderApp({ path: address, api });
  return { ...rendered, gate };
}

const panel = () => within(screen.getByRole('region', { name: /Walker/ }));
/** Hidden from the accessibility tree while a modal dialog is open, but still there. */
const adjustButton = () => screen.getByRole('button', { name: 'Adjust credits', hidden: true });
const dialog = () => screen.queryByRole('dialog');
const doneStatus = () => screen.queryByText(text('staffAction.done'));
const failedAlert = () => screen.queryByText(text('staffAction.failed'));

async function fillAdjustment(user: User, amount: string, reason: string) {
  const amountField = screen.getByLabelText(text('admin.user.amount'));
  const reasonField = screen.getByLabelText(text('admin.user.reason'));
  await user.clear(amountField);
  await user.type(amountField, amount);
  await user.clear(reasonField);
  await user.type(reasonField, reason);
}

// --- Walking the paths -------------------------------------------------------------------------

interface Walk {
  user: User;
  gate: Gate;
  target: Account;
  /** The target's credits as the server holds them. */
  balance: number;
  /** The amount under way, applied to `balance` when it succeeds. */
  pending: number;
}

const REFUSED = text('admin.server.insufficientCredits');
const NETWORK_FAILED = text('admin.errors.actionFailed');

function expectState(state: Snapshot, walk: Walk) {
  const requested = state.context.request;
  if (state.matches('confirming')) {
    const open = dialog()!;
    expect(within(open).getByText(text('staffAction.confirmTitle'))).toBeInTheDocument();
    expect(within(open).getByText(/^Take \d+ credits? from the account of/)).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: text('staffAction.confirm') })).toBeEnabled();
    return;
  }
  if (state.matches('performing')) {
    expect(adjustButton()).toBeDisabled();
    if (requested?.confirm) {
      const open = dialog()!;
      expect(
        within(open).getByRole('button', { name: text('staffAction.working') }),
      ).toBeDisabled();
      expect(within(open).getByRole('button', { name: text('staffAction.cancel') })).toBeDisabled();
    } else {
      expect(panel().getByText(text('staffAction.working'))).toBeInTheDocument();
    }
    return;
  }
  expect(dialog()).toBeNull();
  expect(adjustButton()).toBeEnabled();
  expect(panel().getByText(new RegExp(`^${walk.balance} credits?$`))).toBeInTheDocument();
  if (state.matches({ ready: 'succeeded' })) {
    expect(doneStatus()!.closest('[role="status"]')).toHaveTextContent(/added to|taken from/);
    expect(failedAlert()).toBeNull();
  } else if (state.matches({ ready: 'failed' })) {
    expect(failedAlert()!.closest('[role="alert"]')).toBeInTheDocument();
    expect(doneStatus()).toBeNull();
  } else {
    expect(doneStatus()).toBeNull();
    expect(failedAlert()).toBeNull();
  }
}

/** How the call a start leads to will end on this path: the outcome decides the input. */
function outcomeAfter(steps: Step[], index: number): 'done' | 'error' | 'none' {
  const next = steps.slice(index + 1).find((step) => step.event.type.startsWith('xstate.'));
  if (next === undefined) return 'none';
  return next.event.type === 'xstate.error.actor.perform' ? 'error' : 'done';
}

async function execute(steps: Step[], index: number, walk: Walk) {
  const step = steps[index]!;
  const { user, gate } = walk;
  switch (step.event.type) {
    case 'staffAction.start': {
      const refuse = outcomeAfter(steps, index) === 'error';
      if (step.event.request.confirm) {
        // Taking more than the account has is refused by the server.
        walk.pending = refuse ? -(walk.balance + 100) : -1;
        await fillAdjustment(user, String(walk.pending), 'Duplicate top-up');
      } else {
        walk.pending = 2;
        if (refuse) server.makeUnreachable(`/admin/users/${walk.target.id}/credits`);
        await fillAdjustment(user, '2', 'Goodwill for the outage');
      }
      await user.click(adjustButton());
      return;
    }
    case 'staffAction.confirm':
      await user.click(
        within(dialog()!).getByRole('button', { name: text('staffAction.confirm') }),
      );
      return;
    case 'staffAction.cancel':
      await user.click(within(dialog()!).getByRole('button', { name: text('staffAction.cancel') }));
      // Nothing was sent: the typed adjustment is still there.
      expect(screen.getByLabelText(text('admin.user.amount'))).toHaveValue(walk.pending);
      return;
    case 'staffAction.dismiss':
      await user.click(panel().getByRole('button', { name: text('staffAction.dismiss') }));
      return;
    case 'xstate.done.actor.perform':
      await gate.release();
      walk.balance += walk.pending;
      await waitFor(() => expect(doneStatus()).toBeInTheDocument(), SERVER);
      expect(await balanceOf(server.db, walk.target.id)).toBe(walk.balance);
      // The form is empty again for the next adjustment.
      expect(screen.getByLabelText(text('admin.user.reason'))).toHaveValue('');
      return;
    case 'xstate.error.actor.perform': {
      await gate.release();
      const reason = walk.pending < 0 ? REFUSED : NETWORK_FAILED;
      await waitFor(() => expect(screen.getByText(reason)).toBeInTheDocument(), SERVER);
      server.makeUnreachable(null);
      expect(await balanceOf(server.db, walk.target.id)).toBe(walk.balance);
      // What was typed is kept, to correct or send again.
      expect(screen.getByLabelText(text('admin.user.amount'))).toHaveValue(walk.pending);
      return;
    }
  }
}

describe('staff action machine, walked on /admin against the real server', () => {
  for (const path of plan.paths) {
    it(path.description, async () => {
      const user = userEvent.setup({ delay: null });
      const admin = await account('ADMIN', 'Ada');
      const target = await account('USER', 'Tomas');
      await grantCredits(server.db, { userId: target.id, amount: 5, reason: 'Plan credits' });
      const { gate } = await openAdmin(admin, `/admin?tab=users&user=${target.id}`);
      try {
        await screen.findByRole(
          'heading',
          { level: 2, name: target.name },
          { timeout: SETTLE_LIMIT_MS },
        );
        const walk: Walk = { user, gate, target, balance: 5, pending: 0 };
        expectState(path.steps[0]!.from, walk);
        for (const [index, step] of path.steps.entries()) {
          await execute(path.steps, index, walk);
          expectState(step.to, walk);
          plan.recordWalked(step);
        }
      } finally {
        gate.releaseAll();
      }
    });
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});

// --- The rest of the screen ----------------------------------------------------------------------

async function auditActions(targetId: string): Promise<string[]> {
  const rows = await server.db
    .select({ action: staffAuditLog.action })
    .from(staffAuditLog)
    .where(eq(staffAuditLog.targetId, targetId));
  return rows.map((row) => row.action);
}

describe('/admin on the real server', () => {
  it('keeps the tab, search and filters in the address and lists what matches', async () => {
    const user = userEvent.setup({ delay: null });
    const admin = await account('ADMIN', 'Ada');
    const moderator = await account('MODERATOR', 'Mirela');
    const rendered = await openAdmin(admin, '/admin?tab=users');
    expect(
      await screen.findByRole('tab', { name: 'Users', selected: true }, SERVER),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Accounts, newest first' }, SERVER);

    await user.type(
      screen.getByLabelText('Search by e-mail or name'),
      moderator.name.toUpperCase(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(rendered.router.state.location.search).get('q')).toBe(
        moderator.name.toUpperCase(),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Accounts, newest first' }, SERVER);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), SERVER);
    expect(within(table).getByText(moderator.email)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Role'), 'ADMIN');
    expect(await screen.findByText('No accounts match.', {}, SERVER)).toBeInTheDocument();
    expect(rendered.router.state.location.search).toContain('role=ADMIN');

    // Another tab starts afresh, and the keyboard moves between tabs.
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('tab', { name: 'Tours', selected: true }, SERVER)).toHaveFocus();
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?tab=tours'), SERVER);
  });

  it('offers no change the rank rule forbids', async () => {
    const admin = await account('ADMIN', 'Ada');
    const otherAdmin = await account('ADMIN', 'Oskar');
    const own = await openAdmin(admin, `/admin?tab=users&user=${admin.id}`);
    await screen.findByRole(
      'heading',
      { level: 2, name: admin.name },
      { timeout: SETTLE_LIMIT_MS },
    );
    expect(screen.getByText('You cannot change your own account.')).toBeInTheDocument();
    for (const name of [
      'Change role',
      'Disable account',
      'Clear sign-in lockout',
      'Adjust credits',
    ]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    own.unmount();

    await openAdmin(admin, `/admin?tab=users&user=${otherAdmin.id}`);
    await screen.findByRole(
      'heading',
      { level: 2, name: otherAdmin.name },
      { timeout: SETTLE_LIMIT_MS },
    );
    expect(
      screen.getByText(
        'Only an account with the Superadmin role can change an account with the Admin role.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeDisabled();
    expect(screen.getByLabelText('Role', { selector: 'select#admin-user-role' })).toBeDisabled();
  });

  it('checks an adjustment before sending it, and shows why the server refuses one', async () => {
    const user = userEvent.setup({ delay: null });
    const admin = await account('ADMIN', 'Ada');
    const target = await account('USER', 'Tomas');
    await grantCredits(server.db, { userId: target.id, amount: 1, reason: 'Plan credits' });
    const { gate } = await openAdmin(admin, `/admin?tab=users&user=${target.id}`);
    await screen.findByRole(
      'heading',
      { level: 2, name: target.name },
      { timeout: SETTLE_LIMIT_MS },
    );

    await fillAdjustment(user, '0', ' ab ');
    await user.click(adjustButton());
    const amountField = screen.getByLabelText(text('admin.user.amount'));
    expect(amountField).toHaveAccessibleDescription(text('admin.server.creditsAmount'));
    expect(amountField).toHaveFocus();
    expect(screen.getByLabelText(text('admin.user.reason'))).toHaveAccessibleDescription(
      text('admin.server.creditsReason'),
    );
    expect(dialog()).toBeNull();

    await fillAdjustment(user, '-3', 'Closing the account');
    await user.click(adjustButton());
    expect(
      within(dialog()!).getByText(
        `Take 3 credits from the account of ${target.name}? Reason: Closing the account`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog()!).getByRole('button', { name: 'Yes, go ahead' }));
    await gate.release();
    const alert = await screen.findByRole('alert', {}, SERVER);
    expect(alert).toHaveTextContent(REFUSED);
    expect(panel().getByText('1 credit')).toBeInTheDocument();
    expect(await balanceOf(server.db, target.id)).toBe(1);
  });

  it('changes a role and disables an account after asking, ending its sessions', async () => {
    const user = userEvent.setup({ delay: null });
    const admin = await account('ADMIN', 'Ada');
    const target = await account('USER', 'Tomas');
    const { gate } = await openAdmin(admin, `/admin?tab=users&user=${target.id}`);
    await screen.findByRole(
      'heading',
      { level: 2, name: target.name },
      { timeout: SETTLE_LIMIT_MS },
    );

    await user.selectOptions(
      screen.getByLabelText('Role', { selector: 'select#admin-user-role' }),
      'CREATOR',
    );
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    expect(
      within(dialog()!).getByText(
        `Change the role of ${target.name} from User to Creator? The new role applies at once.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog()!).getByRole('button', { name: 'Yes, go ahead' }));
    await gate.release();
    expect(
      await screen.findByText(`${target.name} is now Creator.`, {}, SERVER),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.click(within(dialog()!).getByRole('button', { name: 'Yes, go ahead' }));
    await gate.release();
    expect(
      await screen.findByText(
        `The account of ${target.name} is disabled and all its sessions have ended.`,
        {},
        SERVER,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable account' })).toBeEnabled();
    expect((await target.client.get('/auth/profile')).status).toBe(401);
    expect(await auditActions(target.id)).toEqual(
      expect.arrayContaining(['user.role.change', 'user.disable']),
    );
  });

  it('unpublishes a tour after asking and shows why the server will not process one again', async () => {
    const user = userEvent.setup({ delay: null });
    const admin = await account('ADMIN', 'Ada');
    const owner = await account('USER', 'Olga');
    await grantCredits(server.db, { userId: owner.id, amount: 2, reason: 'Test' });
    const title = `Harbour loft ${counter}`;
    const created = await owner.client.post('/api/v1/tours', { title, sourceKind: 'scan' });
    const tour = (await created.json()) as TourView;
    await server.db
      .update(tours)
      .set({ status: 'ready', published: true, slug: `loft-${counter}` })
      .where(eq(tours.id, tour.id));

    const { gate } = await openAdmin(admin, `/admin?tab=tours&q=${encodeURIComponent(title)}`);
    const table = await screen.findByRole(
      'table',
      { name: 'Tours of every user, newest first' },
      { timeout: SETTLE_LIMIT_MS },
    );
    const row = within(table).getByRole('row', { name: new RegExp(title) });
    expect(within(row).getByText(owner.email)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `Process “${title}” again` }));
    await gate.release();
    expect(
      await screen.findByText(text('admin.server.reprocessNoSource'), {}, SERVER),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `Unpublish “${title}”` }));
    await user.click(within(dialog()!).getByRole('button', { name: 'Yes, go ahead' }));
    await gate.release();
    expect(
      await screen.findByText(`“${title}” is no longer published.`, {}, SERVER),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(within(row).getByRole('button', { name: `Unpublish “${title}”` })).toBeDisabled(),

      SERVER,
    );
    expect(await auditActions(tour.id)).toEqual(['tour.unpublish']);
  });

  it('shows each contact request in full as text, and marks it handled and open again', async () => {
    const user = userEvent.setup({ delay: null });
    const admin = await account('ADMIN', 'Ada');
    const visitor = `Vera${counter}`;
    const sent = await newClient(server).post('/contact', {
      firstName: visitor,
      lastName: 'Visitor',
      email: `vera${counter}@example.test`,
      industry: 'CONSTRUCTION',
      message: 'First line\nSecond line with <b>tags</b> & more',
    });
    expect(sent.status).toBe(201);

    const { gate } = await openAdmin(admin, '/admin?tab=contact-requests');
    const item = await screen.findByRole(
      'article',
      { name: `${visitor} Visitor` },
      { timeout: SETTLE_LIMIT_MS },
    );
    expect(within(item).getByText('Construction')).toBeInTheDocument();
    const message = within(item).getByText(/^First line/);
    expect(message.textContent).toBe('First line\nSecond line with <b>tags</b> & more');
    expect(message.querySelector('b')).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Mark as handled' }));
    await gate.release();
    expect(
      await screen.findByText(
        `The request of ${visitor} Visitor is marked as handled.`,
        {},
        SERVER,
      ),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByRole('article', { name: `${visitor} Visitor` })).toBeNull(),

      SERVER,
    );

    await user.selectOptions(screen.getByLabelText('Show'), 'handled');
    const handled = await screen.findByRole('article', { name: `${visitor} Visitor` }, SERVER);
    await user.click(within(handled).getByRole('button', { name: 'Reopen' }));
    await gate.release();
    expect(
      await screen.findByText(`The request of ${visitor} Visitor is open again.`, {}, SERVER),
    ).toBeInTheDocument();
  });
});
