/**
 * Every role against every staff endpoint (docs/decisions/0010-roles-and-staff.md): a role
 * outside an endpoint's list gets 403 before anything else happens; a role inside it gets past
 * the check (here to a 200, or a 400/404 for the made-up record or empty body sent); nobody
 * signed in gets 401. The endpoints' own behaviour is tested in admin, superuser, chat,
 * partner and cache-performance tests.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../server/auth/require-user';
import {
  ADMIN_ROLES,
  CHAT_STAFF_ROLES,
  PARTNER_ROLES,
  ROLES,
  SUPERADMIN_ROLES,
  type Role,
} from '../../src/contract/user';
import { body, newClient, signedInWithRole, type TestApi } from './auth-helpers';
import { createTestApi, type TestClient } from './support/test-api';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  allowed: readonly Role[];
}

const id = randomUUID();

const ENDPOINTS: Endpoint[] = [
  // /admin (ADMIN)
  { method: 'GET', path: '/admin/users', allowed: ADMIN_ROLES },
  { method: 'GET', path: `/admin/users/${id}`, allowed: ADMIN_ROLES },
  { method: 'PUT', path: `/admin/users/${id}/role`, allowed: ADMIN_ROLES },
  { method: 'POST', path: `/admin/users/${id}/disable`, allowed: ADMIN_ROLES },
  { method: 'POST', path: `/admin/users/${id}/enable`, allowed: ADMIN_ROLES },
  { method: 'POST', path: `/admin/users/${id}/clear-lockout`, allowed: ADMIN_ROLES },
  { method: 'POST', path: `/admin/users/${id}/credits`, allowed: ADMIN_ROLES },
  { method: 'GET', path: '/admin/tours', allowed: ADMIN_ROLES },
  { method: 'GET', path: `/admin/tours/${id}`, allowed: ADMIN_ROLES },
  { method: 'POST', path: `/admin/tours/${id}/unpublish`, allowed: ADMIN_ROLES },
  { method: 'POST', path: `/admin/tours/${id}/reprocess`, allowed: ADMIN_ROLES },
  { method: 'GET', path: '/admin/contact-requests', allowed: ADMIN_ROLES },
  { method: 'POST', path: `/admin/contact-requests/${id}/handled`, allowed: ADMIN_ROLES },
  { method: 'POST', path: `/admin/contact-requests/${id}/reopen`, allowed: ADMIN_ROLES },
  { method: 'GET', path: '/cache-performance', allowed: ADMIN_ROLES },
  // /superuser (SUPERADMIN)
  { method: 'GET', path: '/superuser/staff', allowed: SUPERADMIN_ROLES },
  { method: 'GET', path: '/superuser/users', allowed: SUPERADMIN_ROLES },
  { method: 'PUT', path: `/superuser/users/${id}/role`, allowed: SUPERADMIN_ROLES },
  { method: 'GET', path: '/superuser/plans', allowed: SUPERADMIN_ROLES },
  { method: 'PATCH', path: '/superuser/plans/no-such-plan', allowed: SUPERADMIN_ROLES },
  { method: 'GET', path: '/superuser/settings', allowed: SUPERADMIN_ROLES },
  { method: 'PUT', path: '/superuser/settings', allowed: SUPERADMIN_ROLES },
  { method: 'GET', path: '/superuser/audit-log', allowed: SUPERADMIN_ROLES },
  // Chat staff (MODERATOR and up): every chat
  { method: 'GET', path: '/chats?scope=all', allowed: CHAT_STAFF_ROLES },
  // The partner area (CREATOR and up)
  { method: 'GET', path: '/partner/keys', allowed: PARTNER_ROLES },
  { method: 'POST', path: '/partner/keys', allowed: PARTNER_ROLES },
  { method: 'DELETE', path: `/partner/keys/${id}`, allowed: PARTNER_ROLES },
];

let api: TestApi;
const clients = new Map<Role, TestClient>();

beforeAll(async () => {
  api = await createTestApi();
  for (const role of ROLES) clients.set(role, (await signedInWithRole(api, role)).client);
}, 60_000);
afterAll(() => api.close());

function send(client: TestClient, endpoint: Endpoint): Promise<Response> {
  const sendsBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return client.request(endpoint.method, endpoint.path, sendsBody ? { json: {} } : {});
}

describe.each(ENDPOINTS)('$method $path', (endpoint) => {
  it.each(ROLES)('%s', async (role) => {
    const response = await send(clients.get(role)!, endpoint);
    if (endpoint.allowed.includes(role)) {
      expect([401, 403], await response.clone().text()).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    } else {
      expect(response.status).toBe(403);
      expect(await body(response)).toMatchObject({ message: FORBIDDEN_MESSAGE, status: 403 });
    }
  });

  it('refuses a visitor who is not signed in', async () => {
    const response = await send(newClient(api), endpoint);
    expect(response.status).toBe(401);
  });
});

describe('the pages of the app at the same paths', () => {
  it.each(['/admin', '/admin/', '/superuser', '/partner'])(
    'leaves GET %s to the single-page app',
    async (page) => {
      // This test server serves no app, so a path the API leaves alone is a 404, not a 401.
      const response = await newClient(api).get(page);
      expect(response.status).toBe(404);
    },
  );
});

describe('the same lists guard every area', () => {
  it('gives SUPERADMIN everything ADMIN has and keeps /superuser from ADMIN', () => {
    for (const role of ADMIN_ROLES) expect(CHAT_STAFF_ROLES).toContain(role);
    for (const role of ADMIN_ROLES) expect(PARTNER_ROLES).toContain(role);
    expect(ADMIN_ROLES).toContain('SUPERADMIN');
    expect(SUPERADMIN_ROLES).toEqual(['SUPERADMIN']);
  });
});
