/**
 * /superuser, rendered whole and signed in as a SUPERADMIN, against the real API in-process:
 * plan prices that GET /pricing/plans reports at once, roles granted and revoked (with the
 * confirmation), settings, the audit log a page at a time, the tab in the address, and the
 * screen's loading, error and refusal states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pricingPlans, users, type Role } from '../../../server/db/schema';
import { recordStaffAction } from '../../../server/staff/audit';
import { newClient, register, signIn } from '../../../tests/server/auth-helpers';
import { startRealApi } from '../../../tests/support/real-api';
import { logger } from '../../services/logger';
import { renderSignedIn, type Server } from '../tours/tour-lists.test-helpers';

const PASSWORD = 'Walk-The-R00ms!';
let server: Server;
let people = 0;

beforeAll(async () => {
  server = await startRealApi();
}, 30_000);
afterAll(() => server.close());

interface Person {
  id: string;
  email: string;
  firstName: string;
}

/** A new account with `role` (set in the database, as the seed gives SUPERADMIN). */
async function person(role: Role, firstName = 'Mara', lastName = 'Quist'): Promise<Person> {
  people += 1;
  const email = `superuser-${people}-${Date.now()}@roomwalk.test`;
  const client = newClient(server);
  const { profile } = await register(client, { firstName, lastName, email, password: PASSWORD });
  await server.db.update(users).set({ role }).where(eq(users.id, profile.id));
  await signIn(client, email, PASSWORD);
  return { id: profile.id, email, firstName };
}

async function roleOf(id: string): Promise<Role | undefined> {
  const [row] = await server.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('/superuser plans', () => {
  it('saves the Agent price, and GET /pricing/plans reports it at once', async () => {
    const superadmin = await person('SUPERADMIN');
    const before = await server.api.business.plans();
    server.clock.advance(1000);
    const { router } = await renderSignedIn(server, superadmin.email, '/superuser?tab=plans');

    const agent = within(await region('Agent'));
    const price = await agent.findByLabelText('Monthly price (USD)');
    expect(price).toHaveValue('29.99');
    expect(agent.getByLabelText('Max agents')).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(price);
    await user.type(price, '34.99');
    await user.clear(agent.getByLabelText('Credits per month'));
    await user.type(agent.getByLabelText('Credits per month'), '3');
    await user.click(agent.getByRole('button', { name: 'Save changes' }));

    await agent.findByText('The Agent plan was saved. The new terms apply from now on.');
    const after = await server.api.business.plans();
    expect(after.plans.find((plan) => plan.id === 'agent')).toMatchObject({
      monthlyPrice: 34.99,
      credits: 3,
    });
    expect(Date.parse(after.lastUpdated)).toBeGreaterThan(Date.parse(before.lastUpdated));
    await waitFor(() => expect(agent.getByLabelText('Monthly price (USD)')).toHaveValue('34.99'));

    // The audit log names the change, its author and the prices before and after.
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(router.state.location.search).toBe('?tab=audit');
    const log = await screen.findByRole('table', { name: 'Staff actions, newest first' });
    const newest = within(log).getAllByRole('row')[1]!;
    expect(newest).toHaveTextContent('Plan changed');
    expect(newest).toHaveTextContent('Mara Quist');
    expect(newest).toHaveTextContent(superadmin.email);
    expect(newest).toHaveTextContent('Superadmin');
    expect(newest).toHaveTextContent('monthlyPrice: 29.99 → 34.99');
    expect(newest).toHaveTextContent('credits: 2 → 3');

    await server.db
      .update(pricingPlans)
      .set({ monthlyPrice: 29.99, credits: 2 })
      .where(eq(pricingPlans.id, 'agent'));
  });

  it('refuses a bad price or an empty change before anything is sent', async () => {
    const superadmin = await person('SUPERADMIN');
    await renderSignedIn(server, superadmin.email, '/superuser?tab=plans');
    const hotel = within(await region('Hotel'));
    const user = userEvent.setup();
    await user.click(await hotel.findByRole('button', { name: 'Save changes' }));
    expect(
      await hotel.findByText('Nothing has changed: change at least one field of the plan.'),
    ).toBeInTheDocument();

    const annual = hotel.getByLabelText('Annual price (USD)');
    expect(hotel.getByLabelText('Monthly price (USD)')).toBeDisabled();
    await user.clear(annual);
    await user.type(annual, '199.999');
    await user.click(hotel.getByRole('button', { name: 'Save changes' }));
    expect(
      await hotel.findByText('Enter a price from 0 to 1000000 with at most two decimals.'),
    ).toBeInTheDocument();
    expect(annual).toHaveAttribute('aria-invalid', 'true');
    expect(annual).toHaveFocus();
    await user.clear(annual);
    await user.click(hotel.getByRole('button', { name: 'Save changes' }));
    expect(
      await hotel.findByText('A plan with yearly credits needs an annual price.'),
    ).toBeInTheDocument();

    const [row] = await server.db.select().from(pricingPlans).where(eq(pricingPlans.id, 'hotel'));
    expect(row?.annualPrice).toBe(199);
    await user.click(hotel.getByRole('button', { name: 'Undo changes' }));
    expect(annual).toHaveValue('199');
  });
});

describe('/superuser roles', () => {
  it('revokes a role after confirming, and grants one to an account found by name', async () => {
    const superadmin = await person('SUPERADMIN');
    const moderator = await person('MODERATOR', 'Otto', 'Vance');
    const newcomer = await person('USER', 'Nell', 'Okafor');
    await renderSignedIn(server, superadmin.email, '/superuser');
    const user = userEvent.setup();

    const staffRegion = await region('Staff');
    const staff = within(staffRegion);
    expect(staffRegion).toHaveTextContent('Every account with a role other than User.');
    const row = (await staff.findByText('Otto Vance')).closest('tr')!;
    expect(row).toHaveTextContent('Moderator');
    expect(
      within((await staff.findByText(superadmin.email)).closest('tr')!).getByText(
        'Cannot be changed here',
      ),
    ).toBeInTheDocument();

    // Cancelling changes nothing.
    await user.click(within(row).getByRole('button', { name: 'Revoke the role of Otto Vance' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke the role of Otto Vance?' });
    expect(dialog).toHaveTextContent('loses the Moderator role');
    // Role words in sentences are the role names of roles.<ROLE>, the same as in the table.
    expect(dialog).toHaveTextContent('has the User role at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await roleOf(moderator.id)).toBe('MODERATOR');

    await user.click(within(row).getByRole('button', { name: 'Revoke the role of Otto Vance' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke the role of Otto Vance?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke role' }));
    await screen.findByText('Otto Vance no longer has the Moderator role.');
    await waitFor(() => expect(staff.queryByText('Otto Vance')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await roleOf(moderator.id)).toBe('USER');

    const grant = within(await region('Grant a role'));
    await user.click(grant.getByRole('button', { name: 'Search' }));
    expect(
      grant.getByText('Enter 2 to 100 characters of an e-mail address or a name.'),
    ).toHaveAttribute('role', 'alert');
    await user.type(grant.getByLabelText('Find an account'), 'nell oka');
    await user.click(grant.getByRole('button', { name: 'Search' }));
    const results = await grant.findByRole('table', { name: 'Accounts matching “nell oka”' });
    const found = within(results).getByText('Nell Okafor').closest('tr')!;
    await user.selectOptions(within(found).getByLabelText('New role for Nell Okafor'), 'CREATOR');
    await user.click(
      within(found).getByRole('button', { name: 'Grant the Creator role to Nell Okafor' }),
    );
    await screen.findByText('Nell Okafor now has the Creator role.');
    expect(await roleOf(newcomer.id)).toBe('CREATOR');
    await staff.findByText('Nell Okafor');

    await user.clear(grant.getByLabelText('Find an account'));
    await user.type(grant.getByLabelText('Find an account'), 'nobody-at-all');
    await user.click(grant.getByRole('button', { name: 'Search' }));
    const noMatch = await grant.findByText('No account matches “nobody-at-all”.');
    // An empty result says why and what to do (issue 22: empty staff lists explain themselves).
    expect(noMatch.closest('[data-testid="staff-empty"]')).toHaveTextContent(
      'Only accounts that have signed up can be found.',
    );
  });

  it('shows a failed read with a way to try again', async () => {
    const superadmin = await person('SUPERADMIN');
    const logged = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    server.makeUnreachable('/superuser/staff');
    try {
      await renderSignedIn(server, superadmin.email, '/superuser?tab=roles');
      const staff = within(await region('Staff'));
      const retry = await staff.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
      server.makeUnreachable(null);
      await userEvent.click(retry);
      await staff.findByText(superadmin.email, {}, { timeout: 5000 });
    } finally {
      server.makeUnreachable(null);
      logged.mockRestore();
    }
  }, 20_000);

  it('sends an ADMIN who opens /superuser to the dashboard', async () => {
    const admin = await person('ADMIN');
    const { router } = await renderSignedIn(server, admin.email, '/superuser');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('tab', { name: 'Roles' })).toBeNull();
  });
});

describe('/superuser settings and audit log', () => {
  it('turns error reporting off for every browser, and GET /settings says so', async () => {
    const superadmin = await person('SUPERADMIN');
    await renderSignedIn(server, superadmin.email, '/superuser?tab=settings');
    const section = within(await region('Error reporting'));
    expect(section.getByText("Never changed: the build's configuration applies.")).toBeVisible();
    const user = userEvent.setup();
    const enabled = section.getByLabelText('Allow error reporting');
    expect(enabled).toBeChecked();
    await user.click(enabled);
    const rate = section.getByLabelText('Trace sample rate (0 to 1)');
    await user.type(rate, '2');
    await user.click(section.getByRole('button', { name: 'Save settings' }));
    expect(
      await section.findByText('The trace sample rate must be a number from 0 to 1.'),
    ).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '0.25');
    await user.click(section.getByRole('button', { name: 'Save settings' }));
    await section.findByText('The settings were saved.');
    await section.findByText(/^Last changed/);

    const response = await server.client().get('/api/v1/settings');
    expect(await response.json()).toEqual({
      errorReporting: { enabled: false, tracesSampleRate: 0.25 },
    });
  });

  it('lists staff actions newest first, the admin area too, loads more and filters', async () => {
    const superadmin = await person('SUPERADMIN');
    const admin = await person('ADMIN', 'Ada', 'Admin');
    const target = await person('USER', 'Tess', 'Target');
    for (let index = 0; index < 26; index += 1) {
      server.clock.advance(1000);
      await recordStaffAction(
        server.db,
        { userId: admin.id, role: 'ADMIN' },
        {
          action: 'tour.unpublish',
          targetType: 'user',
          targetId: target.id,
          details: { reason: `Reason ${index + 1}` },
        },
        server.clock.now(),
      );
    }
    const { router } = await renderSignedIn(server, superadmin.email, '/superuser?tab=audit');
    const log = await screen.findByRole('table', { name: 'Staff actions, newest first' });
    const rows = () => within(log).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(25);
    expect(rows()[0]).toHaveTextContent('reason: Reason 26');
    expect(rows()[0]).toHaveTextContent('Ada Admin');
    expect(rows()[0]).toHaveTextContent('tour.unpublish');
    expect(rows()[0]).toHaveTextContent(`Tess Target <${target.email}>`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(25));
    expect(rows().some((row) => row.textContent?.includes('reason: Reason 1'))).toBe(true);

    await user.selectOptions(screen.getByLabelText('Show'), 'setting');
    await waitFor(() => {
      const shown = within(
        screen.getByRole('table', { name: 'Staff actions, newest first' }),
      ).getAllByRole('row');
      expect(shown.slice(1).every((row) => row.textContent?.includes('setting.update'))).toBe(true);
    });

    await user.click(screen.getByRole('tab', { name: 'Plans' }));
    expect(router.state.location.search).toBe('?tab=plans');
    expect(await region('Office')).toBeInTheDocument();
  });
});
