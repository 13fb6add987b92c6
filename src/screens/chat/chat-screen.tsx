import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHAT_STAFF_ROLES, hasRole } from '../../contract/user';
import { useTranslate } from '../../i18n/use-translate';
import { chatMachine, type ChatInput, type NewChatKind } from '../../machines/chat.machine';
import { createChatApi } from '../../services/chat-api';
import { LoadingStatus } from '../../ui/spinner';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';
import { ScreenIntro } from '../app/page-metadata';
import { chatActors } from './chat-actors';
import { ChatFilters, ChatListPane } from './chat-list';
import { ChatReadFailed, ConversationPane } from './chat-conversation';
import { useRefreshChatUnread } from './chat-queries';
import type { ChatPartProps } from './chat-types';
import { NewChatDialog } from './new-chat-dialog';
import { useInspect } from '../app/inspection';
import './chat.css';
import { Button } from '../../ui/button';

const CHAT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?chat=<id> opens that chat; the address follows the open chat, so it can be shared or reloaded. */
function useChatAddress(selectedId: string | null) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('chat');
  useEffect(() => {
    if (selectedId === null || selectedId === inAddress) return;
    setParams({ chat: selectedId }, { replace: true });
  }, [selectedId, inAddress, setParams]);
}

function useInitialInput(): ChatInput {
  const [params] = useSearchParams();
  const [input] = useState<ChatInput>(() => {
    const chatId = params.get('chat');
    return { chatId: chatId !== null && CHAT_ID.test(chatId) ? chatId : null };
  });
  return input;
}

function useChat() {
  const { client } = useAppApi();
  const actors = useMemo(() => chatActors(createChatApi(client)), [client]);
  const announceRead = useRefreshChatUnread();
  const input = useInitialInput();
  const logic = useMemo(
    () => chatMachine.provide({ actors, actions: { announceRead } }),
    [actors, announceRead],
  );
  const inspect = useInspect();
  return useMachine(logic, { input, inspect });
}

/** The two ways to start a chat, sales first. */
const NEW_CHAT_BUTTONS = [
  { kind: 'sales', variant: 'primary', text: 'chat.newSales' },
  { kind: 'support', variant: 'secondary', text: 'chat.newSupport' },
] as const;

function NewChatButtons({ state, send }: Pick<ChatPartProps, 'state' | 'send'>) {
  const t = useTranslate();
  const start = (kind: NewChatKind) => send({ type: 'chat.new.open', kind });
  const enabled = state.can({ type: 'chat.new.open', kind: 'sales' });
  return (
    <div className="chat-actions">
      {NEW_CHAT_BUTTONS.map(({ kind, variant, text }) => (
        <Button
          key={kind}
          variant={variant}
          aria-disabled={!enabled || undefined}
          onClick={() => start(kind)}
        >
          {t(text)}
        </Button>
      ))}
    </div>
  );
}

function Workspace(props: ChatPartProps) {
  const t = useTranslate();
  const { state, send } = props;
  if (state.matches('loading')) {
    return <LoadingStatus className="chat-loading card" label={t('chat.loading')} />;
  }
  if (state.matches('loadFailed')) {
    return (
      <ChatReadFailed className="chat-failed card" reason={state.context.listError} send={send} />
    );
  }
  return (
    <div className="chat-layout">
      <ChatListPane {...props} />
      <ConversationPane {...props} />
    </div>
  );
}

/** /dashboard/messages: sales and support chat with the Roomwalk team (issue 9). */
export function ChatScreen() {
  const t = useTranslate();
  const [state, send] = useChat();
  const user = SessionActor.useSelector((snapshot) => snapshot.context.user);
  const staff = hasRole(user?.role, CHAT_STAFF_ROLES);
  const parts: ChatPartProps = { state, send, staff, viewerId: user?.id ?? null };
  useChatAddress(state.context.selectedId);
  return (
    <>
      <ScreenIntro page="chat" noIndex />
      <section className="chat" aria-label={t('chat.label')} aria-busy={state.hasTag('busy')}>
        <div className="chat-toolbar">
          <NewChatButtons state={state} send={send} />
          {staff && <ChatFilters state={state} send={send} />}
        </div>
        <Workspace {...parts} />
        <NewChatDialog state={state} send={send} />
      </section>
    </>
  );
}
