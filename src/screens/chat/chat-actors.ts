import { fromPromise } from 'xstate';
import { CHAT_FAILURE_MESSAGES as F, type ChatDetail } from '../../contract/chat';
import type {
  ChatFilter,
  ChatRefresh,
  ChatStatusChange,
  NewChatRequest,
} from '../../machines/chat.machine';
import { withFailureMessage } from '../../services/api-client';
import type { ChatApi } from '../../services/chat-api';
import { logger } from '../../services/logger';

/**
 * Runs a chat call; a failure carries the server's clear message, else SPEC §8's message for
 * the call (withFailureMessage), which the machine keeps and the screen translates.
 */
async function failingWith<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logger.warn(fallback, error);
    throw withFailureMessage(error, fallback);
  }
}

/** The open conversation first (reading it marks it read), then the list with its counts. */
async function refresh(
  api: ChatApi,
  { filter, chatId }: { filter: ChatFilter; chatId: string | null },
): Promise<ChatRefresh> {
  const conversation = chatId === null ? null : await api.get(chatId);
  return { conversation, list: await api.list(filter) };
}

function create(api: ChatApi, request: NewChatRequest): Promise<ChatDetail> {
  if (request.kind === 'sales') {
    const { requestedTours, message } = request;
    return failingWith(F.createSalesChat, () =>
      api.createSales(message === undefined ? { requestedTours } : { requestedTours, message }),
    );
  }
  const { subject, message } = request;
  return failingWith(F.createSupportChat, () => api.createSupport({ subject, message }));
}

/** The chat machine's actors on the app's chat calls. */
export function chatActors(api: ChatApi) {
  type ChatIdInput = { input: { chatId: string } };
  return {
    loadChats: fromPromise(({ input }: { input: { filter: ChatFilter } }) =>
      failingWith(F.fetchChats, () => api.list(input.filter)),
    ),
    openChat: fromPromise(({ input }: ChatIdInput) =>
      failingWith(F.fetchChat, () => api.get(input.chatId)),
    ),
    refresh: fromPromise(({ input }: { input: { filter: ChatFilter; chatId: string | null } }) =>
      failingWith(F.fetchChats, () => refresh(api, input)),
    ),
    sendMessage: fromPromise(({ input }: { input: { chatId: string; content: string } }) =>
      failingWith(F.sendMessage, () => api.send(input.chatId, input.content)),
    ),
    changeStatus: fromPromise(({ input }: { input: ChatStatusChange }) =>
      input.status === 'CLOSED'
        ? failingWith(F.closeChat, () => api.close(input.chatId))
        : failingWith(F.reopenChat, () => api.reopen(input.chatId)),
    ),
    createChat: fromPromise(({ input }: { input: NewChatRequest }) => create(api, input)),
  };
}
