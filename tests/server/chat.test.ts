/**
 * /chats on the real API and a real database (docs/decisions/0010-roles-and-staff.md, "Chat"):
 * sales and support chats, validation, messages both ways between a USER and staff, close and
 * reopen by either side, unread counts per reader, and who may see what.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewOf } from '../../server/chat/chats';
import { chatMessages, chats, staffAuditLog } from '../../server/db/schema';
import { SUSPICIOUS_CONTENT_MESSAGE } from '../../src/contract/api-error';
import {
  CHAT_ALREADY_CLOSED_MESSAGE,
  CHAT_ALREADY_OPEN_MESSAGE,
  CHAT_CLOSED_MESSAGE,
  CHAT_MESSAGE_MAX,
  CHAT_NOT_FOUND_MESSAGE,
  CHAT_VALIDATION_MESSAGES as M,
  type ChatDetail,
  type ChatList,
  type ChatSummary,
  type ChatUnread,
} from '../../src/contract/chat';
import { FORBIDDEN_MESSAGE } from '../../src/contract/api-error';
import type { Role } from '../../src/contract/user';
import { body, expectError, signedInUser, signedInWithRole, type TestApi } from './auth-helpers';
import { createTestApi, type TestClient } from './support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
}, 30_000);
afterAll(() => api?.close());

interface Person {
  client: TestClient;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

async function person(role: Role = 'USER'): Promise<Person> {
  const { client, account } =
    role === 'USER' ? await signedInUser(api) : await signedInWithRole(api, role);
  return {
    client,
    id: account.profile.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
  };
}

async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return body<T>(response);
}

const supportChat = (who: Person, subject = 'The viewer does not load', message = 'Hello?') =>
  who.client.post('/chats/support', { subject, message }).then((r) => ok<ChatDetail>(r, 201));

const salesChat = (who: Person, requestedTours = 5, message?: string) =>
  who.client
    .post('/chats/sales', message === undefined ? { requestedTours } : { requestedTours, message })
    .then((r) => ok<ChatDetail>(r, 201));

const send = (who: Person, chatId: string, content: string) =>
  who.client.post(`/chats/${chatId}/messages`, { content });

const readChat = (who: Person, chatId: string) =>
  who.client.get(`/chats/${chatId}`).then((r) => ok<ChatDetail>(r));

const list = (who: Person, query = '') =>
  who.client.get(`/chats${query}`).then((r) => ok<ChatList>(r));

async function summaryOf(who: Person, chatId: string, query = ''): Promise<ChatSummary> {
  const found = (await list(who, query)).chats.find((chat) => chat.id === chatId);
  expect(found, `chat ${chatId} in the list of ${who.email}`).toBeDefined();
  return found!;
}

const unread = async (who: Person) =>
  (await ok<ChatUnread>(await who.client.get('/chats/unread'))).unread;

async function chatCount(userId: string): Promise<number> {
  return (await api.db.select().from(chats).where(eq(chats.userId, userId))).length;
}

describe('starting chats', () => {
  it('opens a support chat with its subject and first message', async () => {
    const user = await person();
    const chat = await supportChat(user, '  Upload stuck  ', '  It stops at 40 %.  ');
    expect(chat).toMatchObject({
      type: 'SUPPORT',
      status: 'OPEN',
      subject: 'Upload stuck',
      requestedTours: null,
      closedAt: null,
      userId: user.id,
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      unreadCount: 0,
    });
    expect(chat.messages).toEqual([
      {
        id: expect.any(String),
        content: 'It stops at 40 %.',
        createdAt: chat.createdAt,
        userId: user.id,
        user: { id: user.id, firstName: user.firstName, lastName: user.lastName },
      },
    ]);
  });

  it('opens a sales chat with how many tours, with or without a first message', async () => {
    const user = await person();
    const withMessage = await salesChat(user, 12, 'We list 12 flats a month.');
    expect(withMessage).toMatchObject({ type: 'SALES', status: 'OPEN', requestedTours: 12 });
    expect(withMessage.subject).toBeNull();
    expect(withMessage.messages.map((m) => m.content)).toEqual(['We list 12 flats a month.']);

    const bare = await salesChat(user, 2);
    expect(bare.messages).toEqual([]);
    const blank = await salesChat(user, 3, '   ');
    expect(blank.messages).toEqual([]);
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const user = await person();
    const cases: [string, unknown, string][] = [
      ['/chats/sales', {}, M.toursRequired],
      ['/chats/sales', { requestedTours: '5' }, M.toursRequired],
      ['/chats/sales', { requestedTours: 0 }, M.toursRange],
      ['/chats/sales', { requestedTours: 2.5 }, M.toursRange],
      ['/chats/sales', { requestedTours: 10_001 }, M.toursRange],
      ['/chats/sales', { requestedTours: 1, message: 7 }, M.messageText],
      ['/chats/sales', { requestedTours: 1, message: 'x'.repeat(4001) }, M.messageTooLong],
      ['/chats/sales', 'five', M.salesBody],
      ['/chats/support', { message: 'Hi' }, M.subjectRequired],
      ['/chats/support', { subject: 3, message: 'Hi' }, M.subjectText],
      ['/chats/support', { subject: '   ', message: 'Hi' }, M.subjectRequired],
      ['/chats/support', { subject: 's'.repeat(201), message: 'Hi' }, M.subjectTooLong],
      ['/chats/support', { subject: 'Two\nlines', message: 'Hi' }, M.subjectOneLine],
      ['/chats/support', { subject: 'Help' }, M.messageRequired],
      ['/chats/support', { subject: 'Help', message: ' \n ' }, M.messageRequired],
      ['/chats/support', { subject: 'Help', message: 'a\u0000b' }, M.messageUnstorable],
      [
        '/chats/support',
        { subject: 'Help', message: '<script>x</script>' },
        SUSPICIOUS_CONTENT_MESSAGE,
      ],
    ];
    for (const [path, json, message] of cases) {
      const error = await expectError(await user.client.post(path, json), 400, message);
      if (message !== SUSPICIOUS_CONTENT_MESSAGE && message !== M.salesBody) {
        expect(Object.values(error.data?.fieldErrors ?? {}).flat()).toContain(message);
      }
    }
    expect(await chatCount(user.id)).toBe(0);
  });

  it('accepts a message of exactly 4000 characters, trimmed', async () => {
    const user = await person();
    const content = 'y'.repeat(CHAT_MESSAGE_MAX);
    const chat = await supportChat(user, 'Long', `  ${content}\n`);
    expect(chat.messages[0]!.content).toBe(content);
  });
});

describe('talking', () => {
  it('carries messages both ways between a user and staff, with authors', async () => {
    const user = await person();
    const moderator = await person('MODERATOR');
    const admin = await person('ADMIN');
    const chat = await supportChat(user, 'Floor plan missing', 'Where is my floor plan?');

    // Staff see the chat with the user's name and e-mail.
    const seen = await summaryOf(moderator, chat.id);
    expect(seen.user).toEqual({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    });
    expect(seen.lastMessage).toMatchObject({ preview: 'Where is my floor plan?', userId: user.id });

    await ok(await send(moderator, chat.id, 'It is being processed.'), 201);
    await ok(await send(admin, chat.id, 'Ready in ten minutes.'), 201);
    const answer = await ok<ChatDetail>(await send(user, chat.id, 'Thank you!'), 201);
    expect(answer.messages.map((m) => [m.content, m.userId])).toEqual([
      ['Where is my floor plan?', user.id],
      ['It is being processed.', moderator.id],
      ['Ready in ten minutes.', admin.id],
      ['Thank you!', user.id],
    ]);
    expect(answer.messages[1]!.user).toEqual({
      id: moderator.id,
      firstName: moderator.firstName,
      lastName: moderator.lastName,
    });

    const seenByUser = await readChat(user, chat.id);
    expect(seenByUser.messages).toHaveLength(4);
  });

  it('keeps messages in order with distinct times even within one millisecond', async () => {
    const user = await person();
    const moderator = await person('MODERATOR');
    const chat = await supportChat(user);
    // The test clock stands still: every message arrives at the same instant.
    for (const [who, text] of [
      [moderator, 'one'],
      [user, 'two'],
      [moderator, 'three'],
    ] as const) {
      await ok(await send(who, chat.id, text), 201);
    }
    const { messages } = await readChat(user, chat.id);
    expect(messages.map((m) => m.content)).toEqual(['Hello?', 'one', 'two', 'three']);
    const times = messages.map((m) => Date.parse(m.createdAt));
    for (let i = 1; i < times.length; i += 1) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
  });

  it('refuses an empty, too long or dangerous message and stores nothing', async () => {
    const user = await person();
    const chat = await supportChat(user);
    await expectError(await send(user, chat.id, '  '), 400, M.messageRequired);
    await expectError(await send(user, chat.id, 'z'.repeat(4001)), 400, M.messageTooLong);
    await expectError(
      await send(user, chat.id, 'see javascript:alert(1)'),
      400,
      SUSPICIOUS_CONTENT_MESSAGE,
    );
    await expectError(
      await user.client.post(`/chats/${chat.id}/messages`, {}),
      400,
      M.messageRequired,
    );
    await expectError(
      await user.client.post(`/chats/${chat.id}/messages`, { content: 1 }),
      400,
      M.messageText,
    );
    const stored = await api.db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id));
    expect(stored).toHaveLength(1);
  });

  it('moves the chat up the list with every message and status change', async () => {
    const user = await person();
    const first = await supportChat(user, 'First');
    api.clock.advance(1000);
    const second = await salesChat(user, 4);
    expect((await list(user)).chats.map((c) => c.id)).toEqual([second.id, first.id]);

    api.clock.advance(1000);
    await ok(await send(user, first.id, 'Bump'), 201);
    const afterMessage = await list(user);
    expect(afterMessage.chats.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(Date.parse(afterMessage.chats[0]!.updatedAt)).toBe(api.clock.now().getTime());

    api.clock.advance(1000);
    await ok(await user.client.post(`/chats/${second.id}/close`));
    expect((await list(user)).chats.map((c) => c.id)).toEqual([second.id, first.id]);
  });

  it('shows a one-line preview of the last message, never cutting a character', async () => {
    const user = await person();
    const chat = await supportChat(user, 'Preview', `line one\n\nline ${'w'.repeat(200)}`);
    const preview = (await summaryOf(user, chat.id)).lastMessage!.preview;
    expect(preview.startsWith('line one line www')).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(141);

    // A family emoji is 11 UTF-16 units: a cut through it keeps none of it, never half.
    expect(previewOf(`${'a'.repeat(135)}👨‍👩‍👧‍👦 after`, 140)).toBe(`${'a'.repeat(135)}…`);
    expect(previewOf(`${'a'.repeat(130)}& more words here`, 140)).toBe(
      `${'a'.repeat(130)}& more wor…`,
    );
    expect(previewOf('\u202Eevil\u202C text')).toBe('evil text');
    expect(previewOf('short')).toBe('short');
  });
});

describe('closing and reopening', () => {
  it('lets either side close and reopen, and refuses messages while closed', async () => {
    const user = await person();
    const moderator = await person('MODERATOR');
    const chat = await supportChat(user);

    const closed = await ok<ChatDetail>(await user.client.post(`/chats/${chat.id}/close`));
    expect(closed.status).toBe('CLOSED');
    expect(closed.closedAt).toBe(api.clock.now().toISOString());
    await expectError(await send(moderator, chat.id, 'Still there?'), 409, CHAT_CLOSED_MESSAGE);
    await expectError(await send(user, chat.id, 'One more thing'), 409, CHAT_CLOSED_MESSAGE);
    await expectError(
      await user.client.post(`/chats/${chat.id}/close`),
      409,
      CHAT_ALREADY_CLOSED_MESSAGE,
    );

    const reopened = await ok<ChatDetail>(await moderator.client.post(`/chats/${chat.id}/reopen`));
    expect(reopened).toMatchObject({ status: 'OPEN', closedAt: null });
    await expectError(
      await user.client.post(`/chats/${chat.id}/reopen`),
      409,
      CHAT_ALREADY_OPEN_MESSAGE,
    );
    await ok(await send(moderator, chat.id, 'Back again'), 201);

    await ok(await moderator.client.post(`/chats/${chat.id}/close`));
    await ok(await user.client.post(`/chats/${chat.id}/reopen`));
    const [row] = await api.db.select().from(chats).where(eq(chats.id, chat.id));
    expect(row).toMatchObject({ status: 'OPEN', closedAt: null, closedBy: null });
    expect((await readChat(user, chat.id)).messages.map((m) => m.content)).toEqual([
      'Hello?',
      'Back again',
    ]);
  });

  it('audits staff closing and reopening a user’s chat, not the user’s own', async () => {
    const user = await person();
    const moderator = await person('MODERATOR');
    const chat = await supportChat(user);
    await ok(await user.client.post(`/chats/${chat.id}/close`));
    await ok(await moderator.client.post(`/chats/${chat.id}/reopen`));
    await ok(await moderator.client.post(`/chats/${chat.id}/close`));
    const entries = await api.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'chat'), eq(staffAuditLog.targetId, chat.id)));
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.actorRole])).toEqual(
      expect.arrayContaining([
        ['chat.reopen', moderator.id, 'MODERATOR'],
        ['chat.close', moderator.id, 'MODERATOR'],
      ]),
    );
    expect(entries).toHaveLength(2);
  });
});

describe('unread counts', () => {
  it('counts messages by someone else since the reader last read the chat', async () => {
    const user = await person();
    const moderator = await person('MODERATOR');
    const chat = await supportChat(user, 'Counting', 'First question');

    // The user's own message is never unread for them; the moderator has not read it yet.
    expect((await summaryOf(user, chat.id)).unreadCount).toBe(0);
    expect(await unread(user)).toBe(0);
    expect((await summaryOf(moderator, chat.id)).unreadCount).toBe(1);
    const staffBefore = await unread(moderator);
    expect(staffBefore).toBeGreaterThanOrEqual(1);

    // Reading the chat marks it read for that reader only.
    expect((await readChat(moderator, chat.id)).unreadCount).toBe(0);
    expect((await summaryOf(moderator, chat.id)).unreadCount).toBe(0);
    expect(await unread(moderator)).toBe(staffBefore - 1);

    await ok(await send(moderator, chat.id, 'Answer one'), 201);
    await ok(await send(moderator, chat.id, 'Answer two'), 201);
    expect((await summaryOf(user, chat.id)).unreadCount).toBe(2);
    expect(await unread(user)).toBe(2);
    expect((await summaryOf(moderator, chat.id)).unreadCount).toBe(0);

    const other = await salesChat(user, 3, 'Prices?');
    await ok(await send(moderator, other.id, 'Here they are'), 201);
    expect(await unread(user)).toBe(3);

    await readChat(user, chat.id);
    expect((await summaryOf(user, chat.id)).unreadCount).toBe(0);
    expect(await unread(user)).toBe(1);

    // Sending answers with the whole chat, so the sender has read it too.
    await ok(await send(user, other.id, 'Thanks'), 201);
    expect(await unread(user)).toBe(0);
    expect((await summaryOf(moderator, other.id)).unreadCount).toBe(1);
  });
});

describe('who sees what', () => {
  it('answers 401 without a session', async () => {
    const anonymous = api.client();
    await expectError(await anonymous.get('/chats'), 401);
    await expectError(await anonymous.get('/chats/unread'), 401);
    await expectError(await anonymous.post('/chats/sales', { requestedTours: 1 }), 401);
    await expectError(await anonymous.post('/chats/support', { subject: 'a', message: 'b' }), 401);
    await expectError(await anonymous.get(`/api/v1/chats/${crypto.randomUUID()}`), 401);
  });

  it('hides someone else’s chat from a user: 404, never listed', async () => {
    const owner = await person();
    const stranger = await person('CREATOR');
    const chat = await supportChat(owner, 'Private matter');
    const base = `/chats/${chat.id}`;
    await expectError(await stranger.client.get(base), 404, CHAT_NOT_FOUND_MESSAGE);
    await expectError(await send(stranger, chat.id, 'Hi'), 404, CHAT_NOT_FOUND_MESSAGE);
    await expectError(await stranger.client.post(`${base}/close`), 404, CHAT_NOT_FOUND_MESSAGE);
    await expectError(await stranger.client.post(`${base}/reopen`), 404, CHAT_NOT_FOUND_MESSAGE);
    await expectError(await stranger.client.get('/chats/not-a-uuid'), 404, CHAT_NOT_FOUND_MESSAGE);
    await expectError(
      await stranger.client.get(`/chats/${crypto.randomUUID()}`),
      404,
      CHAT_NOT_FOUND_MESSAGE,
    );
    expect((await list(stranger)).chats).toEqual([]);
    expect((await list(owner)).chats.map((c) => c.id)).toEqual([chat.id]);
    const stored = await api.db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses a list of every chat to anyone but staff', async () => {
    const user = await person();
    const creator = await person('CREATOR');
    await supportChat(user);
    await expectError(await user.client.get('/chats?scope=all'), 403, FORBIDDEN_MESSAGE);
    await expectError(await creator.client.get('/chats?scope=all'), 403, FORBIDDEN_MESSAGE);
    for (const role of ['MODERATOR', 'ADMIN', 'SUPERADMIN'] as const) {
      const staff = await person(role);
      const all = await list(staff, '?scope=all');
      expect(all.chats.some((chat) => chat.userId === user.id)).toBe(true);
      expect((await list(staff)).chats.length).toBe(all.chats.length);
      expect((await list(staff, '?scope=mine')).chats).toEqual([]);
    }
  });

  it('filters by status and type, and refuses unknown filter values', async () => {
    const user = await person();
    const moderator = await person('MODERATOR');
    const support = await supportChat(user, 'Filter me');
    const sales = await salesChat(user, 8);
    await ok(await user.client.post(`/chats/${sales.id}/close`));

    const ids = async (query: string) =>
      (await list(moderator, query)).chats
        .filter((chat) => chat.userId === user.id)
        .map((chat) => chat.id);
    expect(await ids('?status=OPEN')).toEqual([support.id]);
    expect(await ids('?status=CLOSED')).toEqual([sales.id]);
    expect(await ids('?type=SALES')).toEqual([sales.id]);
    expect(await ids('?type=SUPPORT&status=CLOSED')).toEqual([]);
    expect((await list(user, '?type=SUPPORT')).chats.map((chat) => chat.id)).toEqual([support.id]);

    await expectError(await moderator.client.get('/chats?status=PENDING'), 400, M.statusFilter);
    await expectError(await moderator.client.get('/chats?type=BILLING'), 400, M.typeFilter);
    await expectError(await user.client.get('/chats?scope=everyone'), 400, M.scope);
  });
});
