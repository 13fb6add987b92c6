/**
 * The chat calls (SPEC §3, §8; docs/decisions/0010-roles-and-staff.md): server/chat/routes.ts
 * documents every route; the shapes are src/contract/chat.ts. Reads go past every cache: the
 * chat screen polls them.
 */
import {
  ChatDetailSchema,
  ChatListSchema,
  ChatUnreadSchema,
  type ChatDetail,
  type ChatList,
  type ChatStatus,
  type ChatType,
  type CreateSalesChatRequest,
  type CreateSupportChatRequest,
} from '../contract/chat';
import type { ApiClient } from './api-client';

/** GET /chats filters; null or absent: any. */
export interface ChatListFilter {
  status?: ChatStatus | null;
  type?: ChatType | null;
}

const segment = encodeURIComponent;

export function chatListPath({ status, type }: ChatListFilter = {}): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (type) query.set('type', type);
  const text = query.toString();
  return text ? `/chats?${text}` : '/chats';
}

export function createChatApi(client: ApiClient) {
  const chat = (path: string, body?: unknown) =>
    client.post(path, body, { schema: ChatDetailSchema });
  return {
    /** GET /chats: the user's chats, or every chat for staff; newest activity first. */
    list: (filter: ChatListFilter = {}): Promise<ChatList> =>
      client.getFresh(chatListPath(filter), { schema: ChatListSchema }),
    /** GET /chats/unread: unread messages over every chat the user sees. */
    unread: async (): Promise<number> =>
      (await client.getFresh('/chats/unread', { schema: ChatUnreadSchema })).unread,
    /** GET /chats/:id: the chat with its messages; marks it read. */
    get: (id: string): Promise<ChatDetail> =>
      client.getFresh(`/chats/${segment(id)}`, { schema: ChatDetailSchema }),
    /** POST /chats/sales */
    createSales: (request: CreateSalesChatRequest): Promise<ChatDetail> =>
      chat('/chats/sales', request),
    /** POST /chats/support */
    createSupport: (request: CreateSupportChatRequest): Promise<ChatDetail> =>
      chat('/chats/support', request),
    /** POST /chats/:id/messages: refused (409) while the chat is closed. */
    send: (id: string, content: string): Promise<ChatDetail> =>
      chat(`/chats/${segment(id)}/messages`, { content }),
    /** POST /chats/:id/close */
    close: (id: string): Promise<ChatDetail> => chat(`/chats/${segment(id)}/close`),
    /** POST /chats/:id/reopen */
    reopen: (id: string): Promise<ChatDetail> => chat(`/chats/${segment(id)}/reopen`),
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
