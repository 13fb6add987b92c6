import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../contract/user';
import { renderApp, userWithRole } from '../../../tests/support/render-app';

const STAFF_ROUTES: { path: string; heading: string; allowed: readonly Role[] }[] = [
  { path: '/admin', heading: 'Administration', allowed: ['ADMIN', 'SUPERADMIN'] },
  {
    path: '/dashboard/cache-performance',
    heading: 'Cache performance',
    allowed: ['ADMIN', 'SUPERADMIN'],
  },
  { path: '/superuser', heading: 'Superuser', allowed: ['SUPERADMIN'] },
];

describe('auth guard', () => {
  it('sends a visitor to /login, remembering the page', async () => {
    const { router } = renderApp({ path: '/dashboard/settings?tab=security' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard/settings?tab=security' });
  });

  for (const role of ROLES) {
    it(`opens signed-in routes for ${role}`, async () => {
      const { router } = renderApp({ path: '/dashboard/credits', user: userWithRole(role) });
      await screen.findByRole('heading', { level: 1, name: 'Credits' });
      expect(router.state.location.pathname).toBe('/dashboard/credits');
    });

    for (const { path, heading, allowed } of STAFF_ROUTES) {
      const verdict = allowed.includes(role) ? 'opens' : 'refuses';
      it(`${verdict} ${path} for ${role}`, async () => {
        const { router } = renderApp({ path, user: userWithRole(role) });
        if (allowed.includes(role)) {
          await screen.findByRole('heading', { level: 1, name: heading });
          expect(router.state.location.pathname).toBe(path);
        } else {
          await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
          expect(router.state.location.pathname).toBe('/dashboard');
        }
      });
    }
  }

  it('sends a user without a role from a staff route to /dashboard', async () => {
    const { router } = renderApp({ path: '/admin', user: userWithRole(null) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('loads the partner area on demand for a signed-in user', async () => {
    renderApp({ path: '/partner', user: userWithRole('CREATOR') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner area' })).toBeVisible();
  });
});
