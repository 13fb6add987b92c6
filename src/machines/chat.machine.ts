import { assertEvent, assign, setup } from 'xstate';
import { providedPromise } from './provided-actor';
import {
  CHAT_PREVIEW_MAX,
  type ChatDetail,
  type ChatList,
  type ChatStatus,
  type ChatSummary,
  type ChatType,
  type CreateSalesChatRequest,
  type CreateSupportChatRequest,
} from '../contract/chat';

/** How often the list and the open conversation are read again. */
export const CHAT_POLL_MS = 5000;

/** The staff's list filters; null: any. */
export interface ChatFilter {
  status: ChatStatus | null;
  type: ChatType | null;
}

export type NewChatKind = 'sales' | 'support';
export type NewChatRequest =
  ({ kind: 'sales' } & CreateSalesChatRequest) | ({ kind: 'support' } & CreateSupportChatRequest);
export type NewChatField = 'requestedTours' | 'subject' | 'message';
/** One message per field of the new-chat form, as the shared schema words it. */
export type NewChatFieldErrors = Partial<Record<NewChatField, string>>;

export interface ChatInput {
  /** A chat to open at once (?chat=<id>). */
  chatId?: string | null;
  filter?: ChatFilter;
}

/** A chat to close (CLOSED) or reopen (OPEN). */
export interface ChatStatusChange {
  chatId: string;
  status: ChatStatus;
}

/** What a poll reads: the list, and the open conversation (null when none is open). */
export interface ChatRefresh {
  list: ChatList;
  conversation: ChatDetail | null;
}

export interface ChatContext {
  filter: ChatFilter;
  chats: ChatSummary[];
  /** More chats match than the list holds. */
  hasMore: boolean;
  selectedId: string | null;
  conversation: ChatDetail | null;
  /** The composer's text: kept when sending fails, emptied once sent. */
  draft: string;
  /** Why the draft cannot be sent (the shared schema's message). */
  draftError: string | null;
  /** Why the list could not be read (loading it, or the last poll). */
  listError: string | null;
  /** Why the conversation could not be opened. */
  conversationError: string | null;
  /** Why sending, closing or reopening failed. */
  actionError: string | null;
  newChatKind: NewChatKind | null;
  newChatRequest: NewChatRequest | null;
  newChatFieldErrors: NewChatFieldErrors;
  /** Why creating the chat failed. */
  newChatError: string | null;
}

export type ChatEvent =
  | { type: 'chat.retry' }
  | { type: 'chat.filter.change'; filter: ChatFilter }
  | { type: 'chat.select'; chatId: string }
  | { type: 'chat.draft.change'; value: string }
  /** The screen validates the draft with the shared schema and sends what it found. */
  | { type: 'chat.send'; error: string | null }
  | { type: 'chat.close' }
  | { type: 'chat.reopen' }
  | { type: 'chat.new.open'; kind: NewChatKind }
  | { type: 'chat.new.cancel' }
  /** The screen validates the form with the shared schema; `request` is null when it is invalid. */
  | { type: 'chat.new.submit'; request: NewChatRequest | null; fieldErrors: NewChatFieldErrors };

/** A chat as the list shows it, from the chat just read or changed. */
function summaryOf(chat: ChatDetail): ChatSummary {
  const { messages, ...fields } = chat;
  const last = messages.at(-1);
  return {
    ...fields,
    unreadCount: 0,
    lastMessage: last
      ? {
          preview: last.content.replace(/\s+/g, ' ').trim().slice(0, CHAT_PREVIEW_MAX),
          createdAt: last.createdAt,
          userId: last.userId,
        }
      : null,
  };
}

/**
 * The list once `chat` has changed here (a message, a status, a new chat): it leads the list
 * (newest activity first) when the filters let it in, until the next read of the list.
 */
function withChanged(chats: ChatSummary[], chat: ChatDetail, filter: ChatFilter): ChatSummary[] {
  const others = chats.filter((item) => item.id !== chat.id);
  const shown =
    (filter.status === null || filter.status === chat.status) &&
    (filter.type === null || filter.type === chat.type);
  return shown ? [summaryOf(chat), ...others] : others;
}

/** The list with the chat just read in place of its older entry (where it is listed). */
function withRead(chats: ChatSummary[], chat: ChatDetail): ChatSummary[] {
  return chats.map((item) => (item.id === chat.id ? summaryOf(chat) : item));
}

/** The list with the chat now read: nothing in it is unread any more. */
function readIn(chats: ChatSummary[], chatId: string | null): ChatSummary[] {
  return chats.map((chat) => (chat.id === chatId ? { ...chat, unreadCount: 0 } : chat));
}

/**
 * The chat screen, /dashboard/messages (SPEC §3, §4, §8; docs/decisions/0010): the list of chats
 * (the user's own, or every chat for staff, with filters) beside the open conversation. The user
 * opens a conversation, writes and sends messages, closes or reopens the chat, and starts a sales
 * or support chat in a dialog. The list and the open conversation are read again every few
 * seconds. Failures show SPEC §8's messages (or the server's clearer one); a failed send keeps
 * the typed text.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    loadChats: providedPromise<ChatList, { filter: ChatFilter }>('loadChats'),
    openChat: providedPromise<ChatDetail, { chatId: string }>('openChat'),
    refresh: providedPromise<ChatRefresh, { filter: ChatFilter; chatId: string | null }>('refresh'),
    sendMessage: providedPromise<ChatDetail, { chatId: string; content: string }>('sendMessage'),
    changeStatus: providedPromise<ChatDetail, ChatStatusChange>('changeStatus'),
    createChat: providedPromise<ChatDetail, NewChatRequest>('createChat'),
  },
  actions: {
    /** Messages were read: every unread count shown elsewhere (a badge) is read again. */
    announceRead: () => {},
    showChats: assign((_, params: { list: ChatList }) => ({
      chats: params.list.chats,
      hasMore: params.list.hasMore,
      listError: null,
    })),
    showListFailure: assign((_, params: { error: unknown }) => ({
      listError: messageOf(params.error),
    })),
    selectChat: assign(({ event }) => {
      assertEvent(event, 'chat.select');
      return {
        selectedId: event.chatId,
        conversation: null,
        conversationError: null,
        actionError: null,
        draft: '',
        draftError: null,
      };
    }),
    storeFilter: assign(({ event }) => {
      assertEvent(event, 'chat.filter.change');
      return { filter: event.filter };
    }),
    openNewChat: assign(({ event }) => {
      assertEvent(event, 'chat.new.open');
      return {
        newChatKind: event.kind,
        newChatRequest: null,
        newChatFieldErrors: {},
        newChatError: null,
      };
    }),
    showConversation: assign(({ context }, params: { conversation: ChatDetail }) => ({
      conversation: params.conversation,
      chats: withRead(context.chats, params.conversation),
      conversationError: null,
    })),
    showConversationFailure: assign((_, params: { error: unknown }) => ({
      conversationError: messageOf(params.error),
    })),
    clearConversationError: assign({ conversationError: null }),
    storeDraft: assign(({ event }) => {
      assertEvent(event, 'chat.draft.change');
      return { draft: event.value, draftError: null };
    }),
    clearSendErrors: assign({ draftError: null, actionError: null }),
    showDraftError: assign((_, params: { error: string | null }) => ({
      draftError: params.error,
    })),
    clearActionError: assign({ actionError: null }),
    showRefreshed: assign(({ context }, params: { refreshed: ChatRefresh }) => ({
      chats: readIn(params.refreshed.list.chats, context.selectedId),
      hasMore: params.refreshed.list.hasMore,
      conversation: params.refreshed.conversation ?? context.conversation,
      listError: null,
    })),
    showSent: assign(({ context }, params: { conversation: ChatDetail }) => ({
      conversation: params.conversation,
      chats: withChanged(context.chats, params.conversation, context.filter),
      draft: '',
    })),
    showChangedConversation: assign(({ context }, params: { conversation: ChatDetail }) => ({
      conversation: params.conversation,
      chats: withChanged(context.chats, params.conversation, context.filter),
    })),
    showActionFailure: assign((_, params: { error: unknown }) => ({
      actionError: messageOf(params.error),
    })),
    closeNewChat: assign({ newChatKind: null, newChatFieldErrors: {}, newChatError: null }),
    storeNewChatRequest: assign(({ event }) => {
      assertEvent(event, 'chat.new.submit');
      return { newChatRequest: event.request, newChatFieldErrors: {}, newChatError: null };
    }),
    showNewChatFieldErrors: assign(({ event }) => {
      assertEvent(event, 'chat.new.submit');
      return { newChatFieldErrors: event.fieldErrors, newChatError: null };
    }),
    showNewChat: assign(({ context }, params: { conversation: ChatDetail }) => ({
      selectedId: params.conversation.id,
      conversation: params.conversation,
      chats: withChanged(context.chats, params.conversation, context.filter),
      conversationError: null,
      actionError: null,
      draft: '',
      draftError: null,
      newChatKind: null,
      newChatRequest: null,
    })),
    showNewChatFailure: assign((_, params: { error: unknown }) => ({
      newChatError: messageOf(params.error),
    })),
  },
  guards: {
    hasSelection: ({ context }) => context.selectedId !== null,
    isOpen: ({ context }) => context.conversation?.status === 'OPEN',
    isClosed: ({ context }) => context.conversation?.status === 'CLOSED',
    canSend: ({ context }, params: { error: string | null }) =>
      params.error === null && context.conversation?.status === 'OPEN',
    hasNoFieldErrors: (
      _,
      params: { request: NewChatRequest | null; fieldErrors: NewChatFieldErrors },
    ) => params.request !== null && Object.values(params.fieldErrors).every((message) => !message),
  },
  delays: {
    chatPoll: CHAT_POLL_MS,
  },
}).createMachine({
  id: 'chat',
  description:
    'The chat screen: the list of chats beside the open conversation, sending, closing and reopening, starting a sales or support chat, and reading both again every few seconds.',
  context: ({ input }) => ({
    filter: input.filter ?? { status: null, type: null },
    chats: [],
    hasMore: false,
    selectedId: input.chatId ?? null,
    conversation: null,
    draft: '',
    draftError: null,
    listError: null,
    conversationError: null,
    actionError: null,
    newChatKind: null,
    newChatRequest: null,
    newChatFieldErrors: {},
    newChatError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the chats (GET /chats with the filters).',
      tags: ['busy'],
      invoke: {
        id: 'loadChats',
        src: 'loadChats',
        input: ({ context }) => ({ filter: context.filter }),
        onDone: {
          target: 'ready',
          actions: { type: 'showChats', params: ({ event }) => ({ list: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showListFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: "The chats could not be read: 'Failed to fetch chats' and Retry.",
      on: {
        'chat.retry': { target: 'loading' },
      },
    },
    ready: {
      description: 'The list of chats beside the conversation pane.',
      initial: 'browsing',
      states: {
        browsing: {
          description:
            'The list can be used: a chat opened, the filters changed, a new chat started.',
          initial: 'resuming',
          on: {
            'chat.select': {
              target: '.opening',
              actions: 'selectChat',
            },
            'chat.filter.change': {
              target: '#chat.loading',
              actions: 'storeFilter',
            },
            'chat.new.open': {
              target: '#chat.newChat',
              actions: 'openNewChat',
            },
          },
          states: {
            resuming: {
              description: 'Back to the chat that was open, if there was one.',
              always: [{ guard: 'hasSelection', target: 'opening' }, { target: 'idle' }],
            },
            idle: {
              description: 'No conversation is open: the pane asks to choose or start one.',
              initial: 'waiting',
              states: {
                waiting: {
                  description: 'The list is shown; it is read again in a few seconds.',
                  after: { chatPoll: { target: 'refreshing' } },
                },
                refreshing: {
                  description: 'The list is read again in the background (GET /chats).',
                  invoke: {
                    id: 'refresh',
                    src: 'refresh',
                    input: ({ context }) => ({ filter: context.filter, chatId: null }),
                    onDone: {
                      target: 'waiting',
                      actions: {
                        type: 'showChats',
                        params: ({ event }) => ({ list: event.output.list }),
                      },
                    },
                    onError: {
                      target: 'waiting',
                      actions: {
                        type: 'showListFailure',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
              },
            },
            opening: {
              description:
                'Reads the chosen chat with its messages (GET /chats/:id), which marks it read.',
              tags: ['conversationBusy'],
              invoke: {
                id: 'openChat',
                src: 'openChat',
                input: ({ context }) => ({ chatId: context.selectedId ?? '' }),
                onDone: {
                  target: 'viewing',
                  actions: [
                    {
                      type: 'showConversation',
                      params: ({ event }) => ({ conversation: event.output }),
                    },
                    'announceRead',
                  ],
                },
                onError: {
                  target: 'openFailed',
                  actions: {
                    type: 'showConversationFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            openFailed: {
              description: 'The chat could not be read: the message and Retry show in the pane.',
              on: {
                'chat.retry': {
                  target: 'opening',
                  actions: 'clearConversationError',
                },
              },
            },
            viewing: {
              description:
                'The conversation: messages with author and time, Close or Reopen, and the composer (while the chat is open).',
              initial: 'waiting',
              on: {
                'chat.draft.change': {
                  actions: 'storeDraft',
                },
                'chat.send': [
                  {
                    guard: { type: 'canSend', params: ({ event }) => ({ error: event.error }) },
                    target: '#chat.ready.sending',
                    actions: 'clearSendErrors',
                  },
                  {
                    guard: 'isOpen',
                    actions: {
                      type: 'showDraftError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
                'chat.close': {
                  guard: 'isOpen',
                  target: '#chat.ready.changingStatus',
                  actions: 'clearActionError',
                },
                'chat.reopen': {
                  guard: 'isClosed',
                  target: '#chat.ready.changingStatus',
                  actions: 'clearActionError',
                },
              },
              states: {
                waiting: {
                  description:
                    'Shown; the conversation and the list are read again in a few seconds.',
                  after: { chatPoll: { target: 'refreshing' } },
                },
                refreshing: {
                  description:
                    'The conversation (marking it read) and then the list are read again in the background.',
                  invoke: {
                    id: 'refresh',
                    src: 'refresh',
                    input: ({ context }) => ({
                      filter: context.filter,
                      chatId: context.selectedId,
                    }),
                    onDone: {
                      target: 'waiting',
                      actions: [
                        {
                          type: 'showRefreshed',
                          params: ({ event }) => ({ refreshed: event.output }),
                        },
                        'announceRead',
                      ],
                    },
                    onError: {
                      target: 'waiting',
                      actions: {
                        type: 'showListFailure',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
              },
            },
          },
        },
        sending: {
          description: 'The message is on its way (POST /chats/:id/messages); the composer waits.',
          tags: ['conversationBusy'],
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ chatId: context.selectedId ?? '', content: context.draft }),
            onDone: {
              target: '#chat.ready.browsing.viewing.refreshing',
              actions: [
                { type: 'showSent', params: ({ event }) => ({ conversation: event.output }) },
                'announceRead',
              ],
            },
            onError: {
              target: '#chat.ready.browsing.viewing.refreshing',
              actions: {
                type: 'showActionFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        changingStatus: {
          description:
            'An open chat is being closed (POST /chats/:id/close), a closed one reopened (POST /chats/:id/reopen).',
          tags: ['conversationBusy'],
          invoke: {
            id: 'changeStatus',
            src: 'changeStatus',
            input: ({ context }) => ({
              chatId: context.selectedId ?? '',
              status: context.conversation?.status === 'OPEN' ? 'CLOSED' : 'OPEN',
            }),
            onDone: {
              target: '#chat.ready.browsing.viewing.refreshing',
              actions: {
                type: 'showChangedConversation',
                params: ({ event }) => ({ conversation: event.output }),
              },
            },
            onError: {
              target: '#chat.ready.browsing.viewing.refreshing',
              actions: {
                type: 'showActionFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
    newChat: {
      description:
        'The "New sales chat" (how many tours, an optional message) or "New support chat" (subject and message) dialog.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The form is filled in; field messages show under their fields.',
          on: {
            'chat.new.cancel': {
              target: '#chat.ready',
              actions: 'closeNewChat',
            },
            'chat.new.submit': [
              {
                guard: {
                  type: 'hasNoFieldErrors',
                  params: ({ event }) => ({
                    request: event.request,
                    fieldErrors: event.fieldErrors,
                  }),
                },
                target: 'submitting',
                actions: 'storeNewChatRequest',
              },
              {
                actions: 'showNewChatFieldErrors',
              },
            ],
          },
        },
        submitting: {
          description: 'The chat is being started (POST /chats/sales or /chats/support).',
          invoke: {
            id: 'createChat',
            src: 'createChat',
            input: ({ context }) => requestOrThrow(context.newChatRequest),
            onDone: {
              target: '#chat.ready.browsing.viewing.refreshing',
              actions: [
                { type: 'showNewChat', params: ({ event }) => ({ conversation: event.output }) },
                'announceRead',
              ],
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'showNewChatFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
  },
});

function requestOrThrow(request: NewChatRequest | null): NewChatRequest {
  if (request === null) throw new Error('Starting a chat needs a request');
  return request;
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return String(error);
}
