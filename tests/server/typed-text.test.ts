/**
 * Text exactly as typed (issue 38 points 1 and 2, docs/decisions/0060), through the real app and
 * database: the app's wire escaping (SPEC §5) is undone once as the server reads a body, so what
 * is stored and answered is what was typed; the tour page, its link preview, room visits,
 * analytics, chat, the contact form and e-mails show it escaped once for their own context;
 * previews are cut by grapheme; single-line fields lose bidi controls; migration 0019 repairs
 * text stored escaped before.
 */
import { readFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourAnalytics } from '../../src/contract/analytics';
import type { ChatDetail } from '../../src/contract/chat';
import type { TourView } from '../../src/contract/tours';
import { createApp } from '../../server/app';
import { grantCredits } from '../../server/credits/ledger';
import { chatMessages, contactRequests, tours, tourVisits, users } from '../../server/db/schema';
import { TOUR_PAGE_FILE } from '../../server/tours/tour-page';
import {
  asTheAppSends,
  BIDI_TITLE,
  LONG_TEXT,
  PDF,
  QUIRKY_STRINGS,
  RLO,
  STRIPPED_BIDI_TITLE,
} from '../support/quirky-strings';
import { body, outbox, register, signedInUser, uniqueEmail, type TestApi } from './auth-helpers';
import { createTestApi, type TestClient } from './support/test-api';

const PUBLIC_URL = 'https://tours.example.test';
/** index.html and the tour page's template, as the build writes them, reduced to the text slots. */
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Roomwalk</title><meta name="description" content="Generic." /></head>
<body><div id="root"></div></body></html>`;
const TOUR_TEMPLATE = INDEX_HTML.replace(
  '<div id="root">',
  '<h1 dir="auto">%%roomwalk-tour-title%%</h1><div data-slug="%%roomwalk-tour-slug%%"></div><div id="root">',
);

let api: TestApi;
let pages: ReturnType<typeof createApp>;
let tmpRoot: string;

beforeAll(async () => {
  tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-typed-'));
  const distDir = path.join(tmpRoot, 'dist');
  await mkdir(path.join(distDir, '.vite'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, TOUR_PAGE_FILE), TOUR_TEMPLATE);
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), '{}');
  api = await createTestApi();
  pages = createApp({
    distDir,
    localesDir: path.resolve(import.meta.dirname, '../../public/locales'),
    csp: "default-src 'self'",
    serveApp: true,
    publicUrl: PUBLIC_URL,
    api: api.deps,
  });
}, 180_000);

afterAll(async () => {
  await api?.close();
  if (tmpRoot) await rm(tmpRoot, { recursive: true, force: true });
});

const position = { x: 1, y: 0, z: 1 };

/** A signed-in owner's new tour, ready and published, with a model (so its page is viewable). */
async function publishedTour(): Promise<{ owner: TestClient; tour: TourView; slug: string }> {
  const { client, account } = await signedInUser(api);
  await grantCredits(api.db, { userId: account.profile.id, amount: 1, reason: 'Test' });
  const created = await client.post('/api/v1/tours', { title: 'Draft', sourceKind: 'scan' });
  expect(created.status, await created.clone().text()).toBe(201);
  const tour = await body<TourView>(created);
  await api.db
    .update(tours)
    .set({ status: 'ready', progress: 1, assets: { 'model.glb': { bytes: 16 } } })
    .where(eq(tours.id, tour.id));
  const published = await body<TourView>(await client.post(`/api/v1/tours/${tour.id}/publish`));
  return { owner: client, tour: published, slug: published.slug ?? '' };
}

const patch = (client: TestClient, id: string, json: unknown) =>
  client.request('PATCH', `/api/v1/tours/${id}`, { json });

/** Lone surrogates: half a character, which a reader shows as U+FFFD. */
const BROKEN_CHARACTER = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('stored as typed', () => {
  let owner: TestClient;
  let tourId: string;
  beforeAll(async () => {
    ({
      owner,
      tour: { id: tourId },
    } = await publishedTour());
  });

  it('undoes the app’s escaping once, for every text field of a tour, and answers text as typed', async () => {
    for (const typed of [...QUIRKY_STRINGS, LONG_TEXT]) {
      const line = typed.slice(0, 120);
      const sent = {
        title: line,
        description: typed,
        address: line,
        annotations: [
          { id: 'a1', title: line, text: typed, link: 'https://example.com/a?b=1&c=2', position },
        ],
        destinations: [{ id: 'd1', name: line, position }],
      };
      const response = await patch(owner, tourId, asTheAppSends(sent));
      expect(response.status, await response.clone().text()).toBe(200);
      const [stored] = await api.db.select().from(tours).where(eq(tours.id, tourId));
      expect(stored).toMatchObject(sent);
      expect(await body<TourView>(await owner.get(`/api/v1/tours/${tourId}`))).toMatchObject(sent);
    }
  });

  it('counts limits in typed characters: 120 apostrophes are a title, 121 are not', async () => {
    // Each apostrophe is six characters on the wire.
    expect((await patch(owner, tourId, asTheAppSends({ title: "'".repeat(120) }))).status).toBe(
      200,
    );
    expect((await patch(owner, tourId, asTheAppSends({ title: "'".repeat(121) }))).status).toBe(
      400,
    );
  });

  it('reads text from a client that does not escape as sent, except what looks like an entity', async () => {
    const typed = `Anna's loft 3/4 & "garden" <b>`;
    expect((await patch(owner, tourId, { title: typed })).status).toBe(200);
    const [stored] = await api.db.select().from(tours).where(eq(tours.id, tourId));
    expect(stored?.title).toBe(typed);
    // The documented rule (decision 0060): the six entities are the wire's, read once.
    expect((await patch(owner, tourId, { title: 'Tom &amp; Jerry' })).status).toBe(200);
    const [again] = await api.db.select().from(tours).where(eq(tours.id, tourId));
    expect(again?.title).toBe('Tom & Jerry');
  });

  it('still refuses a dangerous pattern that escaping would hide', async () => {
    const response = await patch(owner, tourId, { title: '&lt;script&gt;alert(1)' });
    expect(response.status).toBe(400);
  });

  it('removes bidi controls from single-line fields, and keeps them in descriptions', async () => {
    const description = `Line ${RLO}one${PDF}\nline two`;
    const response = await patch(
      owner,
      tourId,
      asTheAppSends({
        title: BIDI_TITLE,
        address: BIDI_TITLE,
        description,
        destinations: [{ id: 'd1', name: BIDI_TITLE, position }],
      }),
    );
    expect(response.status).toBe(200);
    expect(await body<TourView>(response)).toMatchObject({
      title: STRIPPED_BIDI_TITLE,
      address: STRIPPED_BIDI_TITLE,
      description,
      destinations: [{ id: 'd1', name: STRIPPED_BIDI_TITLE, position }],
    });
  });

  it('stores names, chat and the contact form as typed', async () => {
    const [first, last] = [QUIRKY_STRINGS[0]!.slice(0, 50), QUIRKY_STRINGS[5]!];
    const { client, account } = await signedInUser(api);
    const completed = await client.post(
      '/auth/complete-profile',
      asTheAppSends({ firstName: first, lastName: last, company: BIDI_TITLE, industry: 'OTHER' }),
    );
    expect(completed.status, await completed.clone().text()).toBeLessThan(300);
    const [user] = await api.db.select().from(users).where(eq(users.id, account.profile.id));
    expect(user).toMatchObject({ firstName: first, lastName: last, company: STRIPPED_BIDI_TITLE });

    const message = QUIRKY_STRINGS.join('\n');
    const chat = await client.post(
      '/chats/support',
      asTheAppSends({ subject: QUIRKY_STRINGS[1], message }),
    );
    expect(chat.status, await chat.clone().text()).toBe(201);
    const detail = await body<ChatDetail>(chat);
    expect(detail.subject).toBe(QUIRKY_STRINGS[1]);
    expect(detail.messages.map((m) => m.content)).toEqual([message]);
    const [stored] = await api.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, detail.id));
    expect(stored?.content).toBe(message);

    const email = `anna.${randomUUID().slice(0, 8)}@example.com`;
    const contact = await api.client().post(
      '/contact',
      asTheAppSends({
        firstName: first,
        lastName: last,
        email,
        industry: 'OTHER',
        message: LONG_TEXT,
      }),
    );
    expect(contact.status, await contact.clone().text()).toBeLessThan(300);
    const [request] = await api.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, email));
    expect(request).toMatchObject({ firstName: first, lastName: last, message: LONG_TEXT });
  });

  it('e-mails names as typed: plain text, no entity', async () => {
    const client = api.client();
    const firstName = `Zoë O'Neil & <Sons> 3/4 🏠`;
    const email = uniqueEmail();
    await register(client, asTheAppSends({ firstName, lastName: 'Walker', email }));
    const reset = await client.post('/auth/forgot-password', asTheAppSends({ email }));
    expect(reset.status).toBeLessThan(300);
    const mails = await outbox(api.db, email);
    expect(mails.at(-1)?.bodyText).toContain(`Hello ${firstName},`);
  });
});

describe('outputs escape once, for their own context', () => {
  let tourId: string;
  let slug: string;
  beforeAll(async () => {
    ({
      tour: { id: tourId },
      slug,
    } = await publishedTour());
  });

  async function tourPage() {
    const response = await pages.request(`/t/${slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const { document } = new JSDOM(html).window;
    const meta = (key: string) =>
      document
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content');
    return { html, document, meta };
  }

  it('shows every quirky title as typed in the page’s title, heading and link preview', async () => {
    for (const title of QUIRKY_STRINGS) {
      const description = `${title}\n${title}`;
      await api.db.update(tours).set({ title, description }).where(eq(tours.id, tourId));
      const { html, document, meta } = await tourPage();
      expect(document.title).toBe(`${title} | Roomwalk`);
      expect(document.querySelector('h1')?.textContent).toBe(title);
      expect(meta('og:title')).toBe(title);
      expect(meta('twitter:title')).toBe(title);
      expect(meta('og:description')).toBe(`${title} ${title}`);
      expect(meta('description')).toBe(`${title} ${title}`);
      // Escaped once: no entity of an entity, where nothing typed looked like one.
      if (!title.includes('&')) expect(html).not.toMatch(/&amp;(?:amp|lt|gt|quot|#x27|#x2F|#39);/);
    }
  });

  it('cuts a long description by grapheme, never inside a character', async () => {
    for (const description of [
      `${'a'.repeat(197)}👨‍👩‍👧‍👦 and more`,
      `${'a'.repeat(198)}🇳🇱🇳🇱 and more`,
      LONG_TEXT,
    ]) {
      await api.db.update(tours).set({ description }).where(eq(tours.id, tourId));
      const shown = (await tourPage()).meta('og:description') ?? '';
      expect(shown.endsWith('…')).toBe(true);
      expect(shown.length).toBeLessThanOrEqual(200);
      expect(shown).not.toMatch(BROKEN_CHARACTER);
      expect(shown).not.toContain('\uFFFD');
      expect(description.replace(/\s+/g, ' ').startsWith(shown.slice(0, -1).trimEnd())).toBe(true);
    }
    const cut = (await tourPage()).meta('og:description') ?? '';
    expect(cut).not.toContain('👨‍👩');
  });

  it('never lets a bidi control stored before reorder the page title or preview', async () => {
    await api.db
      .update(tours)
      .set({ title: BIDI_TITLE, description: `About ${RLO}this${PDF}` })
      .where(eq(tours.id, tourId));
    const { document, meta } = await tourPage();
    expect(document.title).toBe(`${STRIPPED_BIDI_TITLE} | Roomwalk`);
    expect(document.querySelector('h1')?.textContent).toBe(STRIPPED_BIDI_TITLE);
    expect(meta('og:title')).toBe(STRIPPED_BIDI_TITLE);
    expect(meta('og:description')).toBe('About this');
    expect(document.querySelector('h1')?.getAttribute('dir')).toBe('auto');
  });

  it('accepts a room visit for any room name, and the owner’s analytics name it as typed', async () => {
    const { owner, tour, slug: visited } = await publishedTour();
    const names = QUIRKY_STRINGS.map((name) => name.slice(0, 120));
    await api.db
      .update(tours)
      .set({ destinations: names.map((name, index) => ({ id: `d${index}`, name, position })) })
      .where(eq(tours.id, tour.id));
    const visitor = api.client();
    const visitId = randomUUID();
    const send = (json: unknown) =>
      visitor.request('POST', `/api/v1/public/tours/${visited}/visits`, {
        json,
        withoutCsrf: true,
        remoteAddress: '198.51.100.7',
      });
    const start = await send({ visitId, type: 'visit', source: 'direct' });
    expect(start.status, await start.clone().text()).toBeLessThan(300);
    for (const name of names) {
      // As src/services/visit-recorder.ts sends it: escaped like all the app's text.
      const response = await send(asTheAppSends({ visitId, type: 'room', name }));
      expect(response.status, `${name}: ${await response.clone().text()}`).toBeLessThan(300);
    }
    const [visit] = await api.db.select().from(tourVisits).where(eq(tourVisits.tourId, tour.id));
    expect(visit?.rooms).toEqual(names);
    const analytics = await body<TourAnalytics>(
      await owner.get(`/api/v1/tours/${tour.id}/analytics?days=7`),
    );
    expect(analytics.rooms.map((room) => room.name).sort()).toEqual([...names].sort());
  });
});

describe('migration 0019', () => {
  it('repairs text stored escaped before, once, and leaves links and server-made text alone', async () => {
    const { tour } = await publishedTour();
    const typed = `Anna's loft 3/4 & "garden" <b> &amp; typed`;
    const escaped = asTheAppSends(typed);
    const link = 'https://example.com/?a=1&amp;b=2';
    const building = {
      unit: 'm',
      storeys: [],
      rooms: [{ name: 'R &amp; D', storey: null, position }],
      objects: [],
    };
    await api.db
      .update(tours)
      .set({
        title: `${escaped} ${RLO}x${PDF}`,
        description: escaped,
        address: escaped,
        annotations: [{ id: 'a', title: escaped, text: escaped, link, position }],
        destinations: [{ id: 'd', name: escaped, position }],
        building,
      })
      .where(eq(tours.id, tour.id));
    const file = path.resolve(
      import.meta.dirname,
      '../../server/db/migrations/0019_typed-text.sql',
    );
    for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint')) {
      await api.db.execute(sql.raw(statement));
    }
    const [repaired] = await api.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(repaired).toMatchObject({
      title: `${typed} x`,
      description: typed,
      address: typed,
      annotations: [{ id: 'a', title: typed, text: typed, link, position }],
      destinations: [{ id: 'd', name: typed, position }],
      building,
    });
  });
});
