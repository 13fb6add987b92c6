/**
 * Sales and support chat (SPEC §3, §4, §8; docs/decisions/0010-roles-and-staff.md): every request
 * and response of /chats, shared by the app and the server (server/chat/routes.ts documents the
 * routes). Messages are plain text, rendered as text. Times are ISO 8601 strings in UTC.
 */
import * as v from 'valibot';
import { isStorableText } from './business';
import { singleLine } from './typed-text';
import { PersonSchema, ReachablePersonSchema } from './user';

export const CHAT_TYPES = ['SALES', 'SUPPORT'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
export const CHAT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_SUBJECT_MAX = 200;
export const REQUESTED_TOURS_MAX = 10_000;
/** How much of the last message a chat list shows. */
export const CHAT_PREVIEW_MAX = 140;
/** The most chats one list answer holds (newest activity first); `hasMore` says there are more. */
export const CHAT_LIST_LIMIT = 100;

// --- Messages (the server's, which the app recognises and translates) --------------------------

export const CHAT_NOT_FOUND_MESSAGE = 'Chat not found';
export const CHAT_CLOSED_MESSAGE = 'This chat is closed. Reopen it to send a message.';
export const CHAT_ALREADY_CLOSED_MESSAGE = 'This chat is already closed';
export const CHAT_ALREADY_OPEN_MESSAGE = 'This chat is already open';

export const CHAT_VALIDATION_MESSAGES = {
  messageRequired: 'Write a message',
  messageText: 'The message must be text',
  messageTooLong: `The message must be at most ${CHAT_MESSAGE_MAX} characters`,
  messageUnstorable: 'The message contains characters that cannot be stored',
  subjectRequired: 'Enter a subject',
  subjectText: 'The subject must be text',
  subjectTooLong: `The subject must be at most ${CHAT_SUBJECT_MAX} characters`,
  subjectOneLine: 'The subject must be a single line',
  subjectUnstorable: 'The subject contains characters that cannot be stored',
  toursRequired: 'Enter how many tours you want',
  toursRange: `The number of tours must be a whole number from 1 to ${REQUESTED_TOURS_MAX}`,
  statusFilter: 'The status must be OPEN or CLOSED',
  typeFilter: 'The type must be SALES or SUPPORT',
  scope: 'The scope must be mine or all',
  salesBody: 'Send the sales chat as an object with requestedTours and an optional message',
  supportBody: 'Send the support chat as an object with a subject and a message',
  messageBody: 'Send the message as an object with its content',
} as const;

/** SPEC §8: what the app shows when a chat call fails without a clearer message of the server. */
export const CHAT_FAILURE_MESSAGES = {
  fetchChats: 'Failed to fetch chats',
  createSalesChat: 'Failed to create sales chat',
  createSupportChat: 'Failed to create support chat',
  sendMessage: 'Failed to send message',
  // Not in SPEC §8, worded the same way.
  fetchChat: 'Failed to fetch chat',
  closeChat: 'Failed to close chat',
  reopenChat: 'Failed to reopen chat',
} as const;

// --- Requests ----------------------------------------------------------------------------------

const M = CHAT_VALIDATION_MESSAGES;

/**
 * An object schema's message: for a missing field the field's own "required" message (valibot
 * reports a missing key on the object), else `whole` (the body is not such an object).
 */
const objectMessage =
  (whole: string, required: Readonly<Record<string, string>>) =>
  (issue: v.ObjectIssue): string => {
    const key = issue.path?.[0]?.key;
    return (typeof key === 'string' && required[key]) || whole;
  };

/** A message: trimmed, 1 to 4000 characters, plain text. */
export const ChatMessageContentSchema = v.pipe(
  v.string(M.messageText),
  v.trim(),
  v.nonEmpty(M.messageRequired),
  v.maxLength(CHAT_MESSAGE_MAX, M.messageTooLong),
  v.check(isStorableText, M.messageUnstorable),
);

/** An optional first message of a sales chat: blank means none. */
const OptionalFirstMessageSchema = v.optional(
  v.pipe(
    v.string(M.messageText),
    v.trim(),
    v.maxLength(CHAT_MESSAGE_MAX, M.messageTooLong),
    v.check(isStorableText, M.messageUnstorable),
    v.transform((text) => (text.length === 0 ? undefined : text)),
  ),
);

export const ChatSubjectSchema = v.pipe(
  v.string(M.subjectText),
  singleLine(),
  v.trim(),
  v.nonEmpty(M.subjectRequired),
  v.maxLength(CHAT_SUBJECT_MAX, M.subjectTooLong),
  v.regex(/^[^\r\n]*$/, M.subjectOneLine),
  v.check(isStorableText, M.subjectUnstorable),
);

export const RequestedToursSchema = v.pipe(
  v.number(M.toursRequired),
  v.integer(M.toursRange),
  v.minValue(1, M.toursRange),
  v.maxValue(REQUESTED_TOURS_MAX, M.toursRange),
);

/** POST /chats/sales: how many tours the user wants, and an optional first message. */
export const CreateSalesChatRequestSchema = v.object(
  { requestedTours: RequestedToursSchema, message: OptionalFirstMessageSchema },
  objectMessage(M.salesBody, { requestedTours: M.toursRequired }),
);
export type CreateSalesChatRequest = v.InferInput<typeof CreateSalesChatRequestSchema>;

/** POST /chats/support: what it is about, and the first message. */
export const CreateSupportChatRequestSchema = v.object(
  { subject: ChatSubjectSchema, message: ChatMessageContentSchema },
  objectMessage(M.supportBody, { subject: M.subjectRequired, message: M.messageRequired }),
);
export type CreateSupportChatRequest = v.InferInput<typeof CreateSupportChatRequestSchema>;

/** POST /chats/:id/messages */
export const SendChatMessageRequestSchema = v.object(
  { content: ChatMessageContentSchema },
  objectMessage(M.messageBody, { content: M.messageRequired }),
);
export type SendChatMessageRequest = v.InferInput<typeof SendChatMessageRequestSchema>;

/**
 * GET /chats query: ?status=OPEN|CLOSED, ?type=SALES|SUPPORT, ?scope=mine|all. Staff see every
 * chat (scope all) unless they ask for their own; anyone else sees only their own, and asking
 * for all is refused (403).
 */
export const ChatListQuerySchema = v.object({
  status: v.optional(v.picklist(CHAT_STATUSES, M.statusFilter)),
  type: v.optional(v.picklist(CHAT_TYPES, M.typeFilter)),
  scope: v.optional(v.picklist(['mine', 'all'], M.scope)),
});
export type ChatListQuery = v.InferOutput<typeof ChatListQuerySchema>;

// --- Responses ---------------------------------------------------------------------------------

const isoTime = v.string();

/** The author of a message (SPEC §3); null once their account is deleted. */
export const ChatAuthorSchema = PersonSchema;
export type ChatAuthor = v.InferOutput<typeof ChatAuthorSchema>;

/** The user a chat belongs to; staff see the e-mail to reach them. */
export const ChatOwnerSchema = ReachablePersonSchema;
export type ChatOwner = v.InferOutput<typeof ChatOwnerSchema>;

export const ChatMessageSchema = v.object({
  id: v.string(),
  content: v.string(),
  createdAt: isoTime,
  userId: v.nullable(v.string()),
  user: v.nullable(ChatAuthorSchema),
});
export type ChatMessageView = v.InferOutput<typeof ChatMessageSchema>;

const chatFields = {
  id: v.string(),
  type: v.picklist(CHAT_TYPES),
  status: v.picklist(CHAT_STATUSES),
  /** Support chats always; sales chats may have none. */
  subject: v.nullable(v.string()),
  /** Sales chats: how many tours the user wants; null for support chats. */
  requestedTours: v.nullable(v.number()),
  createdAt: isoTime,
  /** The last message or status change. */
  updatedAt: isoTime,
  closedAt: v.nullable(isoTime),
  userId: v.string(),
  user: ChatOwnerSchema,
  /** Messages by someone else that the caller has not read yet. */
  unreadCount: v.number(),
};

/** A chat in a list: the start of its last message instead of the messages. */
export const ChatSummarySchema = v.object({
  ...chatFields,
  lastMessage: v.nullable(
    v.object({
      preview: v.string(),
      createdAt: isoTime,
      userId: v.nullable(v.string()),
    }),
  ),
});
export type ChatSummary = v.InferOutput<typeof ChatSummarySchema>;

/** GET /chats */
export const ChatListSchema = v.object({
  chats: v.array(ChatSummarySchema),
  /** More chats match than the list holds (CHAT_LIST_LIMIT): narrow the filter. */
  hasMore: v.boolean(),
});
export type ChatList = v.InferOutput<typeof ChatListSchema>;

/** GET /chats/:id and the answer of every change: the chat with all its messages, oldest first. */
export const ChatDetailSchema = v.object({
  ...chatFields,
  messages: v.array(ChatMessageSchema),
});
export type ChatDetail = v.InferOutput<typeof ChatDetailSchema>;

/** GET /chats/unread: unread messages over every chat the caller sees, for a badge. */
export const ChatUnreadSchema = v.object({ unread: v.number() });
export type ChatUnread = v.InferOutput<typeof ChatUnreadSchema>;
