/**
 * /partner on the real app and database (docs/decisions/0010-roles-and-staff.md): API keys made,
 * listed and revoked by a CREATOR, ADMIN or SUPERADMIN, and the partner API that lists the key
 * owner's published tours with a key alone.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_ACTIVE_PARTNER_KEYS,
  PARTNER_KEY_BODY_MESSAGE,
  PARTNER_KEY_LIMIT_MESSAGE,
  PARTNER_KEY_NAME_CHARACTERS_MESSAGE,
  PARTNER_KEY_NAME_REQUIRED_MESSAGE,
  PARTNER_KEY_NAME_TOO_LONG_MESSAGE,
  PARTNER_KEY_NOT_FOUND_MESSAGE,
  PARTNER_KEY_OWNER_REFUSED_MESSAGE,
  PARTNER_KEY_REQUIRED_MESSAGE,
  PARTNER_RATE_LIMIT_MESSAGE,
  PARTNER_RATE_LIMIT_PER_MINUTE,
  PARTNER_TOURS_CURSOR_MESSAGE,
  PARTNER_TOURS_LIMIT_MESSAGE,
  type CreatedPartnerKey,
  type PartnerKeyList,
  type PartnerKeyView,
  type PartnerTour,
  type PartnerTourList,
} from '../../src/contract/partner';
import { TOUR_NOT_FOUND_MESSAGE, type TourView } from '../../src/contract/tours';
import type { Role } from '../../src/contract/user';
import { embedCode, publicTourUrl } from '../../src/screens/tour-editor/share-code';
import { FORBIDDEN_MESSAGE } from '../../server/auth/require-user';
import { grantCredits } from '../../server/credits/ledger';
import { partnerApiKeys, subscriptions, tours, users } from '../../server/db/schema';
import { body, expectError, signedInUser, signedInWithRole, type TestApi } from './auth-helpers';
import { createTestApi, type TestClient } from './support/test-api';
import { subscribe } from './billing-helpers';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api?.close();
});

const PUBLIC_URL = 'http://localhost:5173';
const KEYS = '/api/v1/partner/keys';
const TOURS = '/api/v1/partner/v1/tours';

type Signed = Awaited<ReturnType<typeof signedInWithRole>>;

async function createKey(client: TestClient, name = 'Funda listings'): Promise<CreatedPartnerKey> {
  const response = await client.post(KEYS, { name });
  expect(response.status, await response.clone().text()).toBe(201);
  return body<CreatedPartnerKey>(response);
}

async function listKeys(client: TestClient): Promise<PartnerKeyView[]> {
  const response = await client.get(KEYS);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await body<PartnerKeyList>(response)).keys;
}

/** A partner's request: the key and nothing else (no cookies, no session, no CSRF token). */
function withKey(path: string, key: string | undefined, headers: Record<string, string> = {}) {
  const partner = api.client();
  return partner.get(path, {
    headers: key === undefined ? headers : { Authorization: `Bearer ${key}`, ...headers },
  });
}

/** A tour made through the API; `state` is how far it got. Resolves to its current view. */
async function tourOf(
  owner: Signed,
  title: string,
  state: 'draft' | 'ready' | 'published' | 'unpublished',
  extra: { description?: string; address?: string; thumbnail?: boolean } = {},
): Promise<TourView> {
  const { client, account } = owner;
  await grantCredits(api.db, { userId: account.profile.id, amount: 1, reason: 'Test' });
  const created = await client.post('/api/v1/tours', {
    title,
    sourceKind: 'scan',
    ...(extra.description !== undefined && { description: extra.description }),
    ...(extra.address !== undefined && { address: extra.address }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const tour = await body<TourView>(created);
  if (state === 'draft') return tour;
  const assets = extra.thumbnail
    ? { 'model.glb': { bytes: 16 }, 'thumbnail.webp': { bytes: 8 } }
    : { 'model.glb': { bytes: 16 } };
  await api.db
    .update(tours)
    .set({ status: 'ready', progress: 1, assets })
    .where(eq(tours.id, tour.id));
  if (state === 'ready') return tour;
  const published = await client.post(`/api/v1/tours/${tour.id}/publish`);
  expect(published.status, await published.clone().text()).toBe(200);
  if (state === 'published') return body<TourView>(published);
  const unpublished = await client.post(`/api/v1/tours/${tour.id}/unpublish`);
  expect(unpublished.status).toBe(200);
  return body<TourView>(unpublished);
}

/** Set in the database, behind the routes' back: the session-check cache is told, as they do. */
async function setRole(userId: string, role: Role) {
  await api.db.update(users).set({ role }).where(eq(users.id, userId));
  api.deps.authCache.forgetUser(userId);
}

describe('who may manage keys', () => {
  it('refuses a visitor who is not signed in', async () => {
    const visitor = api.client();
    await expectError(await visitor.get(KEYS), 401, 'Authentication required');
    await expectError(await visitor.post(KEYS, { name: 'x' }), 401);
    await expectError(await visitor.delete(`${KEYS}/00000000-0000-4000-8000-000000000000`), 401);
  });

  it.each(['USER', 'MODERATOR'] as const)('refuses a %s with 403', async (role) => {
    const { client } = await signedInWithRole(api, role);
    await expectError(await client.get(KEYS), 403, FORBIDDEN_MESSAGE);
    await expectError(await client.post(KEYS, { name: 'Portal' }), 403, FORBIDDEN_MESSAGE);
    await expectError(
      await client.delete(`${KEYS}/00000000-0000-4000-8000-000000000000`),
      403,
      FORBIDDEN_MESSAGE,
    );
    expect(
      await api.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.name, 'Portal')),
    ).toEqual([]);
  });

  it.each(['CREATOR', 'ADMIN', 'SUPERADMIN'] as const)('lets a %s in', async (role) => {
    const { client } = await signedInWithRole(api, role);
    const response = await client.get(KEYS);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await body<PartnerKeyList>(response)).toEqual({
      keys: [],
      maxActiveKeys: MAX_ACTIVE_PARTNER_KEYS,
    });
    await createKey(client);
  });

  it("does not take a partner key for a session, nor guard the app's /partner page", async () => {
    const creator = await signedInWithRole(api, 'CREATOR');
    const { secret } = await createKey(creator.client);
    await expectError(await withKey(KEYS, secret), 401);
    // The key routes' sign-in check covers /partner/keys only: /partner itself is the app's.
    await expectError(await api.client().get('/partner'), 404, 'Not found');
    await expectError(await api.client().get('/partner/elsewhere'), 404, 'Not found');
  });
});

describe('creating, listing and revoking keys', () => {
  it('shows the whole key once and keeps only its hash', async () => {
    const { client, account } = await signedInWithRole(api, 'CREATOR');
    const response = await client.post(KEYS, { name: '  Funda listings  ' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const created = await body<CreatedPartnerKey>(response);
    expect(created.secret).toMatch(/^rwk_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toEqual({
      id: expect.any(String),
      name: 'Funda listings',
      prefix: created.secret.slice(0, 12),
      createdAt: api.clock.now().toISOString(),
      lastUsedAt: null,
      requestCount: 0,
      revokedAt: null,
    });

    const listed = await client.get(KEYS);
    const text = await listed.clone().text();
    expect(text).not.toContain(created.secret);
    expect(text).not.toContain(created.secret.slice(12));
    expect((await body<PartnerKeyList>(listed)).keys).toEqual([created.key]);

    const [row] = await api.db
      .select()
      .from(partnerApiKeys)
      .where(eq(partnerApiKeys.ownerId, account.profile.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));
  });

  it('lists the caller’s keys only, newest first, revoked ones too', async () => {
    const { client } = await signedInWithRole(api, 'ADMIN');
    const other = await signedInWithRole(api, 'CREATOR');
    const first = await createKey(client, 'First');
    api.clock.advance(1000);
    const second = await createKey(client, 'Second');
    await createKey(other.client, 'Not yours');
    api.clock.advance(1000);
    await client.delete(`${KEYS}/${first.key.id}`);
    const keys = await listKeys(client);
    expect(keys.map((key) => key.name)).toEqual(['Second', 'First']);
    expect(keys[0]).toEqual(second.key);
    expect(keys[1]!.revokedAt).toBe(api.clock.now().toISOString());
  });

  it('revokes at once; revoking again changes nothing; another owner’s key is not found', async () => {
    const owner = await signedInWithRole(api, 'CREATOR');
    const stranger = await signedInWithRole(api, 'CREATOR');
    const { key, secret } = await createKey(owner.client);
    expect((await withKey(TOURS, secret)).status).toBe(200);

    await expectError(
      await stranger.client.delete(`${KEYS}/${key.id}`),
      404,
      PARTNER_KEY_NOT_FOUND_MESSAGE,
    );
    expect((await withKey(TOURS, secret)).status).toBe(200);

    const revokedAt = api.clock.now().toISOString();
    const revoked = await owner.client.delete(`${KEYS}/${key.id}`);
    expect(revoked.status).toBe(200);
    expect(await body<PartnerKeyView>(revoked)).toMatchObject({ id: key.id, revokedAt });
    await expectError(await withKey(TOURS, secret), 401, PARTNER_KEY_REQUIRED_MESSAGE);

    api.clock.advance(5000);
    const again = await owner.client.delete(`${KEYS}/${key.id}`);
    expect(again.status).toBe(200);
    expect((await body<PartnerKeyView>(again)).revokedAt).toBe(revokedAt);

    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await expectError(
        await owner.client.delete(`${KEYS}/${id}`),
        404,
        PARTNER_KEY_NOT_FOUND_MESSAGE,
      );
    }
  });

  it('refuses a bad name with a clear message and creates nothing', async () => {
    const { client } = await signedInWithRole(api, 'CREATOR');
    const cases: [unknown, string][] = [
      [{}, PARTNER_KEY_NAME_REQUIRED_MESSAGE],
      [{ name: '   ' }, PARTNER_KEY_NAME_REQUIRED_MESSAGE],
      [{ name: 'x'.repeat(81) }, PARTNER_KEY_NAME_TOO_LONG_MESSAGE],
      [{ name: 'Line\nbreak' }, PARTNER_KEY_NAME_CHARACTERS_MESSAGE],
      [{ name: 'Nul\u0000' }, PARTNER_KEY_NAME_CHARACTERS_MESSAGE],
      [{ name: 42 }, 'The name of the key must be text'],
      [['name'], PARTNER_KEY_BODY_MESSAGE],
      ['name', PARTNER_KEY_BODY_MESSAGE],
    ];
    for (const [json, message] of cases) {
      const refused = await expectError(await client.post(KEYS, json), 400, message);
      expect(refused.data?.fieldErrors).toBeDefined();
    }
    await expectError(await client.post(KEYS, undefined, { body: '{"name":' }), 400);
    await expectError(
      await client.post(KEYS, { name: '<script>alert(1)</script>' }),
      400,
      'Request blocked due to suspicious content',
    );
    expect((await createKey(client, 'x'.repeat(80))).key.name).toHaveLength(80);
    expect(await listKeys(client)).toHaveLength(1);
  });

  it(`allows ${MAX_ACTIVE_PARTNER_KEYS} active keys, and another once one is revoked`, async () => {
    const { client } = await signedInWithRole(api, 'CREATOR');
    const made = [];
    for (let index = 0; index < MAX_ACTIVE_PARTNER_KEYS; index += 1) {
      made.push(await createKey(client, `Key ${index + 1}`));
    }
    await expectError(
      await client.post(KEYS, { name: 'One more' }),
      409,
      PARTNER_KEY_LIMIT_MESSAGE,
    );
    await client.delete(`${KEYS}/${made[0]!.key.id}`);
    await createKey(client, 'One more');
    await expectError(
      await client.post(KEYS, { name: 'Too many' }),
      409,
      PARTNER_KEY_LIMIT_MESSAGE,
    );
    expect(await listKeys(client)).toHaveLength(MAX_ACTIVE_PARTNER_KEYS + 1);
  });
});

describe('the partner API', () => {
  let owner: Signed;
  let secret: string;
  let keyId: string;
  let shown: TourView;
  let withThumbnail: TourView;
  let unpublished: TourView;
  let strangers: TourView;

  beforeAll(async () => {
    owner = await signedInWithRole(api, 'CREATOR');
    ({
      secret,
      key: { id: keyId },
    } = await createKey(owner.client));
    // The app sends what a user types HTML-escaped (SPEC §5); the server stores it as typed
    // (docs/decisions/0060).
    shown = await tourOf(owner, 'Tom&#x27;s loft &amp; &quot;garden&quot;', 'published', {
      description: 'Three floors&#x2F;a roof terrace',
      address: 'Herengracht 1, Amsterdam',
    });
    api.clock.advance(1000);
    withThumbnail = await tourOf(owner, 'Canal house', 'published', { thumbnail: true });
    api.clock.advance(1000);
    await tourOf(owner, 'Still a draft', 'draft');
    await tourOf(owner, 'Ready, never published', 'ready');
    unpublished = await tourOf(owner, 'Taken down', 'unpublished');
    strangers = await tourOf(await signedInWithRole(api, 'CREATOR'), 'Not theirs', 'published');
  });

  const slugOf = (tour: TourView) => tour.slug ?? '';

  it('lists the owner’s published tours only, newest first, with links and embed code', async () => {
    const response = await withKey(TOURS, secret);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const list = await body<PartnerTourList>(response);
    expect(list.nextCursor).toBeNull();
    expect(list.tours.map((tour) => tour.id)).toEqual([withThumbnail.id, shown.id]);

    const slug = slugOf(shown);
    const title = `Tom's loft & "garden"`;
    expect(list.tours[1]).toEqual({
      id: shown.id,
      slug,
      title,
      description: 'Three floors/a roof terrace',
      address: 'Herengracht 1, Amsterdam',
      thumbnailUrl: null,
      viewerUrl: `${PUBLIC_URL}/t/${slug}`,
      embedUrl: `${PUBLIC_URL}/embed/${slug}`,
      embedCode: embedCode(PUBLIC_URL, slug, title),
      updatedAt: shown.updatedAt,
    } satisfies PartnerTour);
    expect(list.tours[1]!.embedCode).toContain('title="Tom&#39;s loft &amp; &quot;garden&quot;"');
    expect(list.tours[1]!.viewerUrl).toBe(publicTourUrl(PUBLIC_URL, slug));
    expect(list.tours[0]!.thumbnailUrl).toBe(
      `${PUBLIC_URL}/api/v1/public/tours/${slugOf(withThumbnail)}/assets/thumbnail.webp`,
    );
  });

  it('answers the same at the root mount', async () => {
    const response = await withKey('/partner/v1/tours', secret);
    expect(response.status).toBe(200);
    expect((await body<PartnerTourList>(response)).tours).toHaveLength(2);
  });

  it('shows one published tour by its slug, and no other', async () => {
    const one = await withKey(`${TOURS}/${slugOf(shown)}`, secret);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('no-store');
    expect((await body<PartnerTour>(one)).id).toBe(shown.id);
    for (const slug of [slugOf(unpublished), slugOf(strangers), 'no-such-slug', 'bad%20slug']) {
      await expectError(await withKey(`${TOURS}/${slug}`, secret), 404, TOUR_NOT_FOUND_MESSAGE);
    }
  });

  it('pages with limit and cursor', async () => {
    const first = await body<PartnerTourList>(await withKey(`${TOURS}?limit=1`, secret));
    expect(first.tours.map((tour) => tour.id)).toEqual([withThumbnail.id]);
    expect(first.nextCursor).toBe(withThumbnail.id);
    const second = await body<PartnerTourList>(
      await withKey(`${TOURS}?limit=1&cursor=${first.nextCursor}`, secret),
    );
    expect(second.tours.map((tour) => tour.id)).toEqual([shown.id]);
    expect(second.nextCursor).toBeNull();

    for (const limit of ['0', '101', 'ten', '1.5']) {
      await expectError(
        await withKey(`${TOURS}?limit=${limit}`, secret),
        400,
        PARTNER_TOURS_LIMIT_MESSAGE,
      );
    }
    await expectError(
      await withKey(`${TOURS}?cursor=nope`, secret),
      400,
      PARTNER_TOURS_CURSOR_MESSAGE,
    );
  });

  it('counts every call against its key', async () => {
    const before = (await listKeys(owner.client)).find((key) => key.id === keyId)!;
    api.clock.advance(60_000);
    await withKey(TOURS, secret);
    await withKey(`${TOURS}/${slugOf(shown)}`, secret);
    await withKey(`${TOURS}/no-such-slug`, secret);
    const after = (await listKeys(owner.client)).find((key) => key.id === keyId)!;
    expect(after.requestCount).toBe(before.requestCount + 3);
    expect(after.lastUsedAt).toBe(api.clock.now().toISOString());
  });

  it('refuses a missing, malformed or unknown key with 401', async () => {
    const missing = await withKey(TOURS, undefined);
    await expectError(missing, 401, PARTNER_KEY_REQUIRED_MESSAGE);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const unknown = `rwk_${'A'.repeat(43)}`;
    for (const header of [
      `Bearer ${unknown}`,
      'Bearer rwk_short',
      `Basic ${Buffer.from(`${secret}:`).toString('base64')}`,
      `Bearer ${owner.tokens.token}`,
    ]) {
      const refused = await withKey(TOURS, undefined, { Authorization: header });
      await expectError(refused, 401, PARTNER_KEY_REQUIRED_MESSAGE);
    }
    await expectError(
      await withKey(`${TOURS}/${slugOf(shown)}`, unknown),
      401,
      PARTNER_KEY_REQUIRED_MESSAGE,
    );
  });

  it('refuses with 403 while the owner may not use it, and serves again when they may', async () => {
    const creator = await signedInWithRole(api, 'CREATOR');
    const { secret: theirs } = await createKey(creator.client);
    const userId = creator.account.profile.id;
    await setRole(userId, 'USER');
    await expectError(await withKey(TOURS, theirs), 403, PARTNER_KEY_OWNER_REFUSED_MESSAGE);
    await setRole(userId, 'MODERATOR');
    await expectError(await withKey(TOURS, theirs), 403, PARTNER_KEY_OWNER_REFUSED_MESSAGE);
    await setRole(userId, 'CREATOR');
    await api.db.update(users).set({ disabledAt: api.clock.now() }).where(eq(users.id, userId));
    await expectError(await withKey(TOURS, theirs), 403, PARTNER_KEY_OWNER_REFUSED_MESSAGE);
    await api.db.update(users).set({ disabledAt: null }).where(eq(users.id, userId));
    expect((await withKey(TOURS, theirs)).status).toBe(200);
  });

  it('shows nothing while the owner’s plan has lapsed, as the public pages do', async () => {
    const creator = await signedInWithRole(api, 'CREATOR');
    await subscribe(creator.client, 'agent', 'month');
    const tour = await tourOf(creator, 'Paused loft', 'published');
    const { secret: theirs } = await createKey(creator.client);
    expect((await body<PartnerTourList>(await withKey(TOURS, theirs))).tours).toHaveLength(1);
    const owner = creator.account.profile.id;
    await api.db
      .update(subscriptions)
      .set({ status: 'lapsed' })
      .where(eq(subscriptions.userId, owner));
    expect(await body<PartnerTourList>(await withKey(TOURS, theirs))).toEqual({
      tours: [],
      nextCursor: null,
    });
    await expectError(await withKey(`${TOURS}/${slugOf(tour)}`, theirs), 404);
    expect((await api.client().get(`/api/v1/public/tours/${slugOf(tour)}`)).status).toBe(404);
  });

  it('is read-only', async () => {
    const response = await api.client().request('POST', TOURS, {
      headers: { Authorization: `Bearer ${secret}` },
      json: {},
    });
    expect(response.status).toBe(404);
  });

  it(`allows ${PARTNER_RATE_LIMIT_PER_MINUTE} calls a minute per key, then 429 with Retry-After`, async () => {
    const creator = await signedInWithRole(api, 'CREATOR');
    const { key, secret: theirs } = await createKey(creator.client);
    for (let call = 0; call < PARTNER_RATE_LIMIT_PER_MINUTE; call += 1) {
      expect((await withKey(`${TOURS}/no-such-slug`, theirs)).status).toBe(404);
    }
    const limited = await withKey(TOURS, theirs);
    const refused = await expectError(limited, 429, PARTNER_RATE_LIMIT_MESSAGE);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.data?.retryAfter).toBe(Number(limited.headers.get('retry-after')));
    // Another key of the same owner has its own allowance.
    expect((await withKey(TOURS, secret)).status).toBe(200);

    const counted = (await listKeys(creator.client)).find((item) => item.id === key.id)!;
    expect(counted.requestCount).toBe(PARTNER_RATE_LIMIT_PER_MINUTE);
    api.clock.advance(60_000);
    expect((await withKey(TOURS, theirs)).status).toBe(200);
  });
});

describe('a signed-in user of another role', () => {
  it('still has no keys to see after being made a USER again', async () => {
    const creator = await signedInWithRole(api, 'CREATOR');
    await createKey(creator.client);
    await setRole(creator.account.profile.id, 'USER');
    await expectError(await creator.client.get(KEYS), 403, FORBIDDEN_MESSAGE);
    const plain = await signedInUser(api);
    await expectError(await plain.client.get(KEYS), 403, FORBIDDEN_MESSAGE);
  });
});
