/**
 * Chats and their messages in the database (docs/decisions/0010-roles-and-staff.md, "Chat").
 *
 * - A viewer is a user; staff (CHAT_STAFF_ROLES) see every chat, anyone else only their own.
 *   Someone else's chat is "not found" for a non-staff viewer, never "forbidden".
 * - Unread, per reader: a message by someone else created after the reader's chat_reads
 *   last_read_at (or any such message when the reader has never read the chat).
 * - Messages of one chat get strictly increasing times (a message is stamped at least 1 ms after
 *   the one before), so their order is stable and "read up to the newest message" is exact even
 *   when two arrive within the same millisecond.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_ALREADY_CLOSED_MESSAGE,
  CHAT_ALREADY_OPEN_MESSAGE,
  CHAT_CLOSED_MESSAGE,
  CHAT_LIST_LIMIT,
  CHAT_NOT_FOUND_MESSAGE,
  CHAT_PREVIEW_MAX,
  type ChatDetail,
  type ChatList,
  type ChatListQuery,
  type ChatStatus,
  type ChatSummary,
  type ChatType,
} from '../../src/contract/chat';
import { cutAtGrapheme, stripBidiControls } from '../../src/contract/typed-text';
import { CHAT_STAFF_ROLES, type Role } from '../../src/contract/user';
import type { Database, Queryable, Transaction } from '../db/database';
import { chatMessages, chatReads, chats, users, type Chat } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { recordStaffAction } from '../staff/audit';
import { isUuid } from '../storage/storage';

/** Who is looking: their id, role, and whether that role answers chats. */
export interface ChatViewer {
  userId: string;
  role: Role;
  staff: boolean;
}

export function chatViewer(auth: { userId: string; role: string }): ChatViewer {
  const role = auth.role as Role;
  return { userId: auth.userId, role, staff: CHAT_STAFF_ROLES.includes(role) };
}

// --- Reading -----------------------------------------------------------------------------------

/** Messages of the chat in `chats.id` that `viewerId` has not read (a correlated subquery). */
function unreadCountOf(viewerId: string): SQL<number> {
  return sql<number>`(
    select count(*) from ${chatMessages}
    where ${chatMessages.chatId} = ${chats.id}
      and ${chatMessages.userId} is distinct from ${viewerId}
      and ${chatMessages.createdAt} > coalesce((
        select ${chatReads.lastReadAt} from ${chatReads}
        where ${chatReads.chatId} = ${chats.id} and ${chatReads.userId} = ${viewerId}
      ), '-infinity'::timestamptz)
  )`.mapWith(Number);
}

const lastMessageIdOf = sql<string | null>`(
  select ${chatMessages.id} from ${chatMessages}
  where ${chatMessages.chatId} = ${chats.id}
  order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc
  limit 1
)`;

const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

type ChatRow = { chat: Chat; owner: ChatSummary['user']; unreadCount: number };

function chatFields({ chat, owner, unreadCount }: ChatRow) {
  return {
    id: chat.id,
    type: chat.type,
    status: chat.status,
    subject: chat.subject,
    requestedTours: chat.requestedTours,
    createdAt: chat.createdAt.toISOString(),
    updatedAt: chat.updatedAt.toISOString(),
    closedAt: chat.closedAt?.toISOString() ?? null,
    userId: chat.userId,
    user: owner,
    unreadCount,
  };
}

/**
 * The start of a message for a list, on one line, without bidi controls, cut by grapheme: never
 * inside a character (docs/decisions/0060).
 */
export function previewOf(content: string, max = CHAT_PREVIEW_MAX): string {
  const line = stripBidiControls(content).replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  return `${cutAtGrapheme(line, max).trimEnd()}…`;
}

/** GET /chats: the viewer's chats (or every chat, for staff asking for all), newest activity first. */
export async function listChats(
  db: Queryable,
  viewer: ChatViewer,
  query: ChatListQuery & { scope: 'mine' | 'all' },
): Promise<ChatList> {
  const conditions: SQL[] = [];
  if (query.scope === 'mine') conditions.push(eq(chats.userId, viewer.userId));
  if (query.status) conditions.push(eq(chats.status, query.status));
  if (query.type) conditions.push(eq(chats.type, query.type));
  const rows = await db
    .select({
      chat: chats,
      owner: ownerColumns,
      unreadCount: unreadCountOf(viewer.userId),
      lastMessageId: lastMessageIdOf,
    })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.userId))
    .where(and(...conditions))
    .orderBy(desc(chats.updatedAt), desc(chats.id))
    .limit(CHAT_LIST_LIMIT + 1);
  const shown = rows.slice(0, CHAT_LIST_LIMIT);
  const lastIds = shown.flatMap((row) => (row.lastMessageId ? [row.lastMessageId] : []));
  const lastMessages =
    lastIds.length === 0
      ? []
      : await db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds));
  const byId = new Map(lastMessages.map((message) => [message.id, message]));
  const summaries: ChatSummary[] = shown.map((row) => {
    const last = row.lastMessageId ? byId.get(row.lastMessageId) : undefined;
    return {
      ...chatFields(row),
      lastMessage: last
        ? {
            preview: previewOf(last.content),
            createdAt: last.createdAt.toISOString(),
            userId: last.userId,
          }
        : null,
    };
  });
  return { chats: summaries, hasMore: rows.length > CHAT_LIST_LIMIT };
}

/** GET /chats/unread: unread messages over every chat the viewer sees. */
export async function unreadTotal(db: Queryable, viewer: ChatViewer): Promise<number> {
  const conditions: SQL[] = [
    sql`${chatMessages.userId} is distinct from ${viewer.userId}`,
    sql`${chatMessages.createdAt} > coalesce(${chatReads.lastReadAt}, '-infinity'::timestamptz)`,
  ];
  if (!viewer.staff) conditions.push(eq(chats.userId, viewer.userId));
  const [row] = await db
    .select({ unread: sql<number>`count(*)`.mapWith(Number) })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .leftJoin(chatReads, and(eq(chatReads.chatId, chats.id), eq(chatReads.userId, viewer.userId)))
    .where(and(...conditions));
  return row?.unread ?? 0;
}

/** The chat, if the viewer may see it; else 404 (someone else's chat is never revealed). */
export async function visibleChat(
  db: Queryable,
  viewer: ChatViewer,
  chatId: string,
): Promise<Chat> {
  if (!isUuid(chatId)) throw notFound(CHAT_NOT_FOUND_MESSAGE);
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
  if (chat === undefined || (!viewer.staff && chat.userId !== viewer.userId)) {
    throw notFound(CHAT_NOT_FOUND_MESSAGE);
  }
  return chat;
}

async function newestMessageTime(db: Queryable, chatId: string): Promise<Date | null> {
  const [last] = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  return last?.createdAt ?? null;
}

/** The viewer has now seen every message of the chat: nothing in it is unread for them. */
export async function markRead(db: Queryable, chat: Chat, viewerId: string): Promise<void> {
  const lastReadAt = (await newestMessageTime(db, chat.id)) ?? chat.createdAt;
  await db
    .insert(chatReads)
    .values({ chatId: chat.id, userId: viewerId, lastReadAt })
    .onConflictDoUpdate({
      target: [chatReads.chatId, chatReads.userId],
      set: { lastReadAt: sql`greatest(${chatReads.lastReadAt}, excluded.last_read_at)` },
    });
}

/** The chat with its owner and every message, oldest first, as `viewerId` sees it. */
export async function chatDetail(
  db: Queryable,
  chatId: string,
  viewerId: string,
): Promise<ChatDetail> {
  const [row] = await db
    .select({ chat: chats, owner: ownerColumns, unreadCount: unreadCountOf(viewerId) })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.userId))
    .where(eq(chats.id, chatId));
  if (row === undefined) throw notFound(CHAT_NOT_FOUND_MESSAGE);
  const messages = await db
    .select({
      message: chatMessages,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return {
    ...chatFields(row),
    messages: messages.map(({ message, author }) => ({
      id: message.id,
      content: message.content,
      createdAt: message.createdAt.toISOString(),
      userId: message.userId,
      user: author,
    })),
  };
}

// --- Changing ----------------------------------------------------------------------------------

/** The chat row, locked until the transaction ends: its status and messages change one at a time. */
async function lockChat(tx: Transaction, chatId: string): Promise<Chat> {
  const [chat] = await tx.select().from(chats).where(eq(chats.id, chatId)).for('update');
  if (chat === undefined) throw notFound(CHAT_NOT_FOUND_MESSAGE);
  return chat;
}

/** At least 1 ms after the chat's newest message, so messages of a chat never share a time. */
async function nextMessageTime(tx: Transaction, chatId: string, now: Date): Promise<Date> {
  const newest = await newestMessageTime(tx, chatId);
  if (newest === null || newest < now) return now;
  return new Date(newest.getTime() + 1);
}

async function insertMessage(
  tx: Transaction,
  chatId: string,
  userId: string,
  content: string,
  now: Date,
): Promise<void> {
  const createdAt = await nextMessageTime(tx, chatId, now);
  await tx.insert(chatMessages).values({ chatId, userId, content, createdAt });
  await tx.update(chats).set({ updatedAt: createdAt }).where(eq(chats.id, chatId));
}

export interface NewChat {
  type: ChatType;
  subject: string | null;
  requestedTours: number | null;
  /** The first message, if any (required for support chats by the contract). */
  message: string | undefined;
}

/** A new OPEN chat of the viewer's, with its first message. */
export async function createChat(
  db: Database,
  viewer: ChatViewer,
  chat: NewChat,
  now: Date,
): Promise<Chat> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chats)
      .values({
        type: chat.type,
        subject: chat.subject,
        requestedTours: chat.requestedTours,
        userId: viewer.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (created === undefined) throw new Error('The chat was not created');
    if (chat.message !== undefined) {
      await insertMessage(tx, created.id, viewer.userId, chat.message, now);
    }
    return created;
  });
}

/** A message from the viewer; a CLOSED chat refuses it (409). */
export async function postMessage(
  db: Database,
  viewer: ChatViewer,
  chatId: string,
  content: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const chat = await lockChat(tx, chatId);
    if (chat.status === 'CLOSED') throw conflict(CHAT_CLOSED_MESSAGE);
    await insertMessage(tx, chatId, viewer.userId, content, now);
  });
}

/**
 * Closes an OPEN chat or reopens a CLOSED one, by either side. Staff closing or reopening
 * someone else's chat is a staff action and is audited with it.
 */
export async function setChatStatus(
  db: Database,
  viewer: ChatViewer,
  chatId: string,
  status: ChatStatus,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const chat = await lockChat(tx, chatId);
    if (chat.status === status) {
      throw conflict(status === 'CLOSED' ? CHAT_ALREADY_CLOSED_MESSAGE : CHAT_ALREADY_OPEN_MESSAGE);
    }
    const closing = status === 'CLOSED';
    const at = chat.updatedAt > now ? chat.updatedAt : now;
    await tx
      .update(chats)
      .set({
        status,
        updatedAt: at,
        closedAt: closing ? at : null,
        closedBy: closing ? viewer.userId : null,
      })
      .where(eq(chats.id, chatId));
    if (viewer.staff && chat.userId !== viewer.userId) {
      await recordStaffAction(
        tx,
        { userId: viewer.userId, role: viewer.role },
        {
          action: closing ? 'chat.close' : 'chat.reopen',
          targetType: 'chat',
          targetId: chatId,
          details: { type: chat.type, userId: chat.userId },
        },
        now,
      );
    }
  });
}
