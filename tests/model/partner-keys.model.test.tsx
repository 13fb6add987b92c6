/**
 * The partner keys machine walked on /partner against the real server in-process: a CREATOR's
 * keys are created, shown once and revoked through the real API, and a revoked key is refused by
 * the real partner API at once. Gates hold the screen's create and revoke calls until the test
 * lets them go, so busy states can be seen; a failure is a lost connection at the network edge.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import type { TokenResponse } from '../../src/contract/auth';
import {
  PARTNER_KEY_NAME_REQUIRED_MESSAGE,
  type CreatedPartnerKey,
  type PartnerKeyList,
} from '../../src/contract/partner';
import { partnerKeysMachine } from '../../src/machines/partner-keys.machine';
import type { ApiClient, RequestOptions } from '../../src/services/api-client';
import type { AppApi } from '../../src/services/app-api';
import { saveAuth } from '../../src/services/auth-storage';
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

const text = catalogueText('partner.');

const NEW_NAME = 'Funda listings';
const OLD_NAME = 'Old portal';
const failure = new Error('refused');

const plan = planTransitionPaths(partnerKeysMachine, {
  events: [
    { type: 'partnerKeys.create' },
    { type: 'partnerKeys.nameChanged', value: NEW_NAME },
    { type: 'partnerKeys.submit', nameError: null },
    { type: 'partnerKeys.submit', nameError: PARTNER_KEY_NAME_REQUIRED_MESSAGE },
    { type: 'partnerKeys.cancel' },
    {
      type: 'xstate.done.actor.createKey',
      output: {
        key: {
          id: 'new',
          name: NEW_NAME,
          prefix: 'rwk_abcdefgh',
          createdAt: '2026-01-01T00:00:00.000Z',
          lastUsedAt: null,
          requestCount: 0,
          revokedAt: null,
        },
        secret: `rwk_${'a'.repeat(43)}`,
      } satisfies CreatedPartnerKey,
    },
    { type: 'xstate.error.actor.createKey', error: failure },
    { type: 'partnerKeys.close' },
    { type: 'partnerKeys.revoke', key: { id: 'old', name: OLD_NAME } },
    { type: 'partnerKeys.confirm' },
    { type: 'xstate.done.actor.revokeKey', output: undefined },
    { type: 'xstate.error.actor.revokeKey', error: failure },
  ],
  // A typed name is a different form: only then does the screen's check find nothing to say.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.matches('naming') && snapshot.context.name !== '']),
  canExecute: (snapshot, event) =>
    event.type !== 'partnerKeys.submit' ||
    (event.nameError === null) === (snapshot.context.name !== ''),
});

type Step = PlannedStep<typeof partnerKeysMachine>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;
let logged: { mockRestore: () => void }[] = [];

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);
afterAll(() => server.close());

beforeEach(() => {
  logged = [
    vi.spyOn(logger, 'error').mockImplementation(() => {}),
    vi.spyOn(logger, 'warn').mockImplementation(() => {}),
  ];
});
afterEach(() => {
  server.makeUnreachable(null);
  for (const spy of logged) spy.mockRestore();
});

/** The app's request client with its changes to /partner/keys held by the gate. */
function gatedClient(real: ApiClient, gate: Gate): ApiClient {
  const held = (path: string) => path.startsWith('/partner/keys');
  return {
    ...real,
    post: async <T,>(path: string, body?: unknown, options?: RequestOptions<T>) => {
      if (held(path)) await gate.hold();
      return real.post<T>(path, body, options);
    },
    delete: async <T,>(path: string, options?: RequestOptions<T>) => {
      if (held(path)) await gate.hold();
      return real.delete<T>(path, options);
    },
  };
}

/** A CREATOR with one key already made ("Old portal"), signed in for the app. */
async function newPartner() {
  const client = newClient(server);
  const { profile, email } = await register(client, { firstName: 'Noor', lastName: 'Haddad' });
  await server.db.update(users).set({ role: 'CREATOR' }).where(eq(users.id, profile.id));
  const tokens: TokenResponse = await signIn(client, email);
  await saveAuth(tokens);
  const response = await client.post('/api/v1/partner/keys', { name: OLD_NAME });
  expect(response.status).toBe(201);
  const old = (await response.json()) as CreatedPartnerKey;
  // Keys made from here on are newer, so the list's order is known.
  server.clock.advance(1000);
  return { client, old };
}

interface Walk {
  user: ReturnType<typeof userEvent.setup>;
  gate: Gate;
  /** The partner's own client on the same account: what the server really holds. */
  here: TestClient;
  old: CreatedPartnerKey;
  /** What the page should show. */
  typed: string;
  nameError: string | null;
  alert: string | null;
  /** Whether "Old portal" has been revoked, and the status line saying so shows. */
  revoked: boolean;
  notice: boolean;
  created: string | null;
}

async function serverKeys(walk: Walk) {
  const response = await walk.here.get('/api/v1/partner/keys');
  expect(response.status).toBe(200);
  return ((await response.json()) as PartnerKeyList).keys;
}

async function partnerCall(secret: string): Promise<number> {
  const response = await server.client().get('/api/v1/partner/v1/tours', {
    headers: { Authorization: `Bearer ${secret}` },
  });
  return response.status;
}

const keysSection = () => within(screen.getByRole('region', { name: text('keys.heading') }));
const dialog = () => within(screen.getByRole('dialog'));

async function expectTable(walk: Walk) {
  const table = await keysSection().findByRole('table', { name: text('keys.caption') });
  const rows = within(table).getAllByRole('row').slice(1);
  const names = rows.map((row) => within(row).getByRole('rowheader').textContent);
  expect(names).toEqual(walk.created ? [NEW_NAME, OLD_NAME] : [OLD_NAME]);
  const old = rows.at(-1)!;
  expect(old).toHaveTextContent(`${walk.old.key.prefix}…`);
  if (walk.revoked) {
    expect(old).toHaveTextContent(/Revoked /);
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
  } else {
    expect(old).toHaveTextContent(text('keys.active'));
    expect(
      within(old).getByRole('button', { name: text('keys.revokeLabel', { name: OLD_NAME }) }),
    ).toBeEnabled();
  }
  // The whole key is never shown again once its dialog has closed.
  if (walk.created) expect(document.body.textContent).not.toContain(walk.created.slice(12));
}

async function expectNaming(state: Step['to'], walk: Walk) {
  const open = await screen.findByRole('dialog', { name: text('create.title') });
  const busy = state.matches('creating');
  expect(open).toHaveAttribute('aria-busy', String(busy));
  const field = dialog().getByLabelText(text('create.nameLabel'));
  expect(field).toHaveValue(walk.typed);
  if (walk.nameError) {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain('partner-key-name-error');
    expect(dialog().getByText(walk.nameError)).toHaveAttribute('id', 'partner-key-name-error');
  } else {
    expect(field).not.toHaveAttribute('aria-invalid');
  }
  if (walk.alert) expect(dialog().getByRole('alert')).toHaveTextContent(walk.alert);
  else expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
  const submit = busy ? text('create.submitting') : text('create.submit');
  expect(dialog().getByRole('button', { name: submit })).toHaveProperty('disabled', busy);
  expect(dialog().getByRole('button', { name: text('create.cancel') })).toHaveProperty(
    'disabled',
    busy,
  );
}

async function expectShowingKey(walk: Walk) {
  const open = await screen.findByRole('dialog', { name: text('created.title') });
  expect(open).toHaveAccessibleDescription(text('created.warning'));
  const field = dialog().getByLabelText(text('created.keyLabel', { name: NEW_NAME }));
  await waitFor(() => expect(field).toHaveFocus());
  const secret = (field as HTMLInputElement).value;
  expect(secret).toMatch(/^rwk_[A-Za-z0-9_-]{43}$/);
  walk.created = secret;
  // The server lists the key by its prefix only, and the key works at once.
  const made = (await serverKeys(walk)).find((key) => key.name === NEW_NAME)!;
  expect(made.prefix).toBe(secret.slice(0, 12));
  expect(await partnerCall(secret)).toBe(200);
}

async function expectRevokeDialog(state: Step['to']) {
  const open = await screen.findByRole('dialog', { name: text('revoke.title') });
  expect(open).toHaveAccessibleDescription(text('revoke.description', { name: OLD_NAME }));
  const busy = state.matches('revoking');
  const label = busy ? text('revoke.revoking') : text('revoke.confirm');
  expect(dialog().getByRole('button', { name: label })).toHaveProperty('disabled', busy);
  expect(dialog().getByRole('button', { name: text('revoke.cancel') })).toHaveProperty(
    'disabled',
    busy,
  );
}

async function expectState(state: Step['to'], walk: Walk) {
  if (state.matches('naming') || state.matches('creating')) return expectNaming(state, walk);
  if (state.matches('showingKey')) return expectShowingKey(walk);
  if (state.matches('confirmingRevoke') || state.matches('revoking')) {
    return expectRevokeDialog(state);
  }
  await dialogClosed();
  await expectTable(walk);
  if (walk.alert) expect(keysSection().getByRole('alert')).toHaveTextContent(walk.alert);
  else expect(keysSection().queryByRole('alert')).not.toBeInTheDocument();
  const notice = keysSection().queryByRole('status');
  if (walk.notice) expect(notice).toHaveTextContent(text('keys.revoked', { name: OLD_NAME }));
  else expect(notice).not.toBeInTheDocument();
  expect(keysSection().getByRole('button', { name: text('keys.create') })).toBeEnabled();
}

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
    timeout: SETTLE_LIMIT_MS,
  });
}

/** The connection drops while `during` runs (the client retries, then fails). */
async function offline(path: string, during: () => Promise<void>) {
  server.makeUnreachable(path);
  try {
    await during();
  } finally {
    server.makeUnreachable(null);
  }
}

async function execute(step: Step, walk: Walk) {
  const { user, gate } = walk;
  const event = step.event;
  switch (event.type) {
    case 'partnerKeys.create':
      await user.click(keysSection().getByRole('button', { name: text('keys.create') }));
      Object.assign(walk, { typed: '', nameError: null, alert: null, notice: false });
      return;
    case 'partnerKeys.nameChanged': {
      const field = dialog().getByLabelText(text('create.nameLabel'));
      await user.clear(field);
      await user.type(field, event.value);
      Object.assign(walk, { typed: event.value, nameError: null });
      return;
    }
    case 'partnerKeys.submit':
      await user.click(dialog().getByRole('button', { name: text('create.submit') }));
      walk.alert = null;
      walk.nameError = event.nameError && text('server.nameRequired');
      return;
    case 'partnerKeys.cancel':
      await user.click(dialog().getByRole('button', { name: /^Cancel$/ }));
      Object.assign(walk, { typed: '', nameError: null });
      return;
    case 'xstate.done.actor.createKey':
      await gate.release();
      return;
    case 'xstate.error.actor.createKey':
      await offline('/partner/keys', async () => {
        await gate.release();
        await dialog().findByRole('alert', {}, { timeout: SETTLE_LIMIT_MS });
      });
      walk.alert = text('errors.createFailed');
      expect((await serverKeys(walk)).map((key) => key.name)).toEqual([OLD_NAME]);
      return;
    case 'partnerKeys.close':
      await user.click(dialog().getByRole('button', { name: text('created.done') }));
      return;
    case 'partnerKeys.revoke':
      await user.click(
        keysSection().getByRole('button', { name: text('keys.revokeLabel', { name: OLD_NAME }) }),
      );
      Object.assign(walk, { alert: null, notice: false });
      return;
    case 'partnerKeys.confirm':
      await user.click(dialog().getByRole('button', { name: text('revoke.confirm') }));
      return;
    case 'xstate.done.actor.revokeKey':
      await gate.release();
      Object.assign(walk, { revoked: true, notice: true });
      await dialogClosed();
      // Revoked at once: the partner's next call is refused.
      expect(await partnerCall(walk.old.secret)).toBe(401);
      expect((await serverKeys(walk)).find((key) => key.name === OLD_NAME)!.revokedAt).not.toBe(
        null,
      );
      return;
    case 'xstate.error.actor.revokeKey':
      await offline(`/partner/keys/${walk.old.key.id}`, async () => {
        await gate.release();
        await dialogClosed();
      });
      walk.alert = text('errors.revokeFailed');
      expect(await partnerCall(walk.old.secret)).toBe(200);
      return;
  }
}

async function startWalk(): Promise<Walk> {
  const { client, old } = await newPartner();
  const gate = createGate();
  const api: AppApi = { ...server.api, client: gatedClient(server.api.client, gate) };
  renderApp({ path: '/partner', api });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Partner area' },
    { timeout: SETTLE_LIMIT_MS },
  );
  // The keys come under the server-data cache, which loads with the first screen that needs it.
  await screen.findByRole('region', { name: text('keys.heading') }, { timeout: SETTLE_LIMIT_MS });
  await keysSection().findByRole('table', {}, { timeout: SETTLE_LIMIT_MS });
  return {
    user: userEvent.setup(),
    gate,
    here: client,
    old,
    typed: '',
    nameError: null,
    alert: null,
    revoked: false,
    notice: false,
    created: null,
  };
}

describe('partner keys machine, walked on /partner against the real server', () => {
  for (const path of plan.paths) {
    it(path.description, async () => {
      const walk = await startWalk();
      await expectState(path.steps[0]!.from, walk);
      for (const step of path.steps) {
        await execute(step, walk);
        await expectState(step.to, walk);
        plan.recordWalked(step);
      }
    });
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});

describe('the partner page', () => {
  it('copies the new key, and tells how to call the API from this origin', async () => {
    const walk = await startWalk();
    const { user } = walk;
    await user.click(keysSection().getByRole('button', { name: text('keys.create') }));
    await user.type(dialog().getByLabelText(text('create.nameLabel')), NEW_NAME);
    await user.click(dialog().getByRole('button', { name: text('create.submit') }));
    await walk.gate.release();
    const field = await screen.findByLabelText(text('created.keyLabel', { name: NEW_NAME }));
    await user.click(dialog().getByRole('button', { name: text('created.copy') }));
    expect(await navigator.clipboard.readText()).toBe((field as HTMLInputElement).value);
    await user.click(dialog().getByRole('button', { name: text('created.done') }));

    const guide = within(screen.getByRole('region', { name: text('guide.heading') }));
    const base = `${window.location.origin}/api/v1/partner/v1`;
    expect(guide.getByText(`GET ${base}/tours`)).toBeInTheDocument();
    expect(guide.getByText(`GET ${base}/tours/{slug}`)).toBeInTheDocument();
    expect(guide.getByLabelText(text('guide.exampleLabel'))).toHaveTextContent(
      `curl -H "Authorization: Bearer rwk_YOUR_KEY" "${base}/tours?limit=20"`,
    );
    // Issue 19: the text fields are plain text, for the portal to escape.
    expect(guide.getByText(text('guide.plainText'))).toBeInTheDocument();
  });

  it('shows the empty state and the count of keys before the first key', async () => {
    const client = newClient(server);
    const { email, profile } = await register(client, { firstName: 'Sam', lastName: 'Lee' });
    await server.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, profile.id));
    await saveAuth(await signIn(client, email));
    renderApp({ path: '/partner', api: server.api });
    expect(
      await screen.findByText(text('keys.empty'), {}, { timeout: SETTLE_LIMIT_MS }),
    ).toBeVisible();
    expect(keysSection().getByText('0 active keys of 20')).toBeInTheDocument();
    expect(keysSection().queryByRole('table')).not.toBeInTheDocument();
    expect(keysSection().getByRole('button', { name: text('keys.create') })).toBeEnabled();
  });
});
