/**
 * /admin's lists when nothing is in them, rendered whole and signed in as an ADMIN against the real
 * API in-process: each empty list says what is empty, then why and what fills it (issue 22, point
 * 5), never the bare "No tours match." alone.
 */
import { act, screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { newClient, register, signIn } from '../../../tests/server/auth-helpers';
import { startRealApi } from '../../../tests/support/real-api';
import { renderSignedIn, type Server } from '../tours/tour-lists.test-helpers';

const PASSWORD = 'Walk-The-R00ms!';
let server: Server;

beforeAll(async () => {
  server = await startRealApi();
}, 30_000);
afterAll(() => server.close());

async function admin(): Promise<string> {
  const email = `admin-empty-${Date.now()}@roomwalk.test`;
  const client = newClient(server);
  const { profile } = await register(client, {
    firstName: 'Ada',
    lastName: 'Brandt',
    email,
    password: PASSWORD,
  });
  await server.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, profile.id));
  await signIn(client, email, PASSWORD);
  return email;
}

/** The empty list's status line, and the explanation shown with it. */
async function expectExplained(label: string, hint: string) {
  const status = await screen.findByText(label, undefined, { timeout: 5000 });
  expect(status).toHaveAttribute('role', 'status');
  const explanation = within(status.parentElement!).getByTestId('staff-empty-hint');
  expect(explanation).toHaveTextContent(hint);
  expect(explanation).toBeVisible();
}

describe('/admin empty lists', () => {
  it('say why they are empty and what fills them', async () => {
    const email = await admin();
    const { router } = await renderSignedIn(server, email, '/admin?tab=tours&q=no-such-tour-xyz');
    await expectExplained(
      'No tours match.',
      'A tour is listed here as soon as its owner uploads a scan or CAD file.',
    );

    await act(() => router.navigate('/admin?tab=users&q=no-such-account-xyz'));
    await expectExplained(
      'No accounts match.',
      'Every account is listed here from the moment its owner signs up.',
    );

    await act(() => router.navigate('/admin?tab=contact-requests&status=handled'));
    await expectExplained(
      'No handled contact requests.',
      'A request arrives here when a visitor sends the contact form',
    );
  });
});
