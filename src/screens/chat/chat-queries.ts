/**
 * The unread count for a badge beside the Messages link, through the app's server-data cache
 * (use it under <ServerDataGate>). The chat screen refreshes it whenever it reads messages.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CHAT_POLL_MS } from '../../machines/chat.machine';
import { createChatApi } from '../../services/chat-api';
import { useRefreshQueries } from '../../services/refresh-queries';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';

export const chatKey = ['chat'] as const;
/** The badge is read again this often while a page shows it (the chat screen polls faster). */
export const UNREAD_POLL_MS = CHAT_POLL_MS * 6;

/** GET /chats/unread: unread messages over every chat the user sees. */
export function useChatUnread() {
  const { client } = useAppApi();
  const api = useMemo(() => createChatApi(client), [client]);
  const owner = SessionActor.useSelector((snapshot) => snapshot.context.user?.id ?? null);
  return useQuery({
    queryKey: [...chatKey, 'unread', owner],
    queryFn: () => api.unread(),
    enabled: owner !== null,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** Reads the unread count again wherever it is shown (works outside <ServerDataGate> too). */
export function useRefreshChatUnread(): () => void {
  return useRefreshQueries(chatKey);
}
