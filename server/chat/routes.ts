/**
 * /chats: sales and support chat (SPEC §3, §4, §8; docs/decisions/0010-roles-and-staff.md), all
 * behind requireUser; CSRF is checked by the API for every state change. Bodies and answers are
 * the schemas and types of src/contract/chat.ts; every failure is SPEC §3's error object.
 *
 *   GET  /chats?status=OPEN|CLOSED&type=SALES|SUPPORT&scope=mine|all
 *                                  ChatList: the caller's chats, or every chat for staff
 *                                  (CHAT_STAFF_ROLES; scope=all for anyone else is 403), newest
 *                                  activity first, each with its unread count and last message
 *   GET  /chats/unread             ChatUnread: unread messages over every chat the caller sees
 *   POST /chats/sales              CreateSalesChatRequest → 201 ChatDetail
 *   POST /chats/support            CreateSupportChatRequest → 201 ChatDetail
 *   GET  /chats/:id                ChatDetail with every message; marks the chat read for the caller
 *   POST /chats/:id/messages       SendChatMessageRequest → 201 ChatDetail (409 when CLOSED)
 *   POST /chats/:id/close          → ChatDetail (409 when already CLOSED)
 *   POST /chats/:id/reopen         → ChatDetail (409 when already OPEN)
 *
 * Someone else's chat is 404 for a non-staff caller. Every answer that holds the messages also
 * marks them read for the caller: they have just been shown. Every message and status change
 * moves the chat's updatedAt.
 */
import { Hono, type Context } from 'hono';
import {
  ChatListQuerySchema,
  CreateSalesChatRequestSchema,
  CreateSupportChatRequestSchema,
  SendChatMessageRequestSchema,
  type ChatUnread,
} from '../../src/contract/chat';
import { noStore } from '../auth/http';
import { currentAuth, FORBIDDEN_MESSAGE, requireUser } from '../auth/require-user';
import type { ApiDeps } from '../deps';
import { forbidden } from '../http/errors';
import { readJson, readQuery } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';
import {
  chatDetail,
  chatViewer,
  createChat,
  listChats,
  markRead,
  postMessage,
  setChatStatus,
  unreadTotal,
  visibleChat,
  type ChatViewer,
  type NewChat,
} from './chats';

export function chatRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const { db, clock } = deps;
  app.use('*', requireUser(deps));

  const viewerOf = (c: Context<ServerEnv>) => chatViewer(currentAuth(c));

  /** The chat with its messages, now read by the viewer. */
  const answerWithChat = async (
    c: Context<ServerEnv>,
    viewer: ChatViewer,
    chatId: string,
    status: 200 | 201 = 200,
  ) => {
    await markRead(db, await visibleChat(db, viewer, chatId), viewer.userId);
    const body = await chatDetail(db, chatId, viewer.userId);
    noStore(c);
    return c.json(body, status);
  };

  const start = async (c: Context<ServerEnv>, chat: NewChat) => {
    const viewer = viewerOf(c);
    const created = await createChat(db, viewer, chat, clock.now());
    return answerWithChat(c, viewer, created.id, 201);
  };

  app.get('/', async (c) => {
    const query = readQuery(c, ChatListQuerySchema);
    const viewer = viewerOf(c);
    const scope = query.scope ?? (viewer.staff ? 'all' : 'mine');
    if (scope === 'all' && !viewer.staff) throw forbidden(FORBIDDEN_MESSAGE);
    const body = await listChats(db, viewer, { ...query, scope });
    noStore(c);
    return c.json(body);
  });

  app.get('/unread', async (c) => {
    const body: ChatUnread = { unread: await unreadTotal(db, viewerOf(c)) };
    noStore(c);
    return c.json(body);
  });

  app.post('/sales', async (c) => {
    const { requestedTours, message } = await readJson(c, CreateSalesChatRequestSchema);
    return start(c, { type: 'SALES', subject: null, requestedTours, message });
  });

  app.post('/support', async (c) => {
    const { subject, message } = await readJson(c, CreateSupportChatRequestSchema);
    return start(c, { type: 'SUPPORT', subject, requestedTours: null, message });
  });

  app.get('/:id', async (c) => answerWithChat(c, viewerOf(c), c.req.param('id')));

  app.post('/:id/messages', async (c) => {
    const viewer = viewerOf(c);
    const chat = await visibleChat(db, viewer, c.req.param('id'));
    const { content } = await readJson(c, SendChatMessageRequestSchema);
    await postMessage(db, viewer, chat.id, content, clock.now());
    return answerWithChat(c, viewer, chat.id, 201);
  });

  for (const [path, status] of [
    ['close', 'CLOSED'],
    ['reopen', 'OPEN'],
  ] as const) {
    app.post(`/:id/${path}`, async (c) => {
      const viewer = viewerOf(c);
      const chat = await visibleChat(db, viewer, c.req.param('id'));
      await setChatStatus(db, viewer, chat.id, status, clock.now());
      return answerWithChat(c, viewer, chat.id);
    });
  }

  return app;
}
