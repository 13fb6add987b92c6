import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import {
  ChatMessageContentSchema,
  type ChatDetail,
  type ChatMessageView,
} from '../../contract/chat';
import { useTranslate } from '../../i18n/use-translate';
import { LoadingStatus } from '../../ui/spinner';
import { errorIdOf } from '../forms/form-parts';
import { chatTitle, personName, useChatFormat } from './chat-format';
import { translateChatMessage } from './chat-messages';
import type { ChatPartProps } from './chat-types';
import { Button } from '../../ui/button';

interface MessageItemProps {
  message: ChatMessageView;
  ownerId: string;
  viewerId: string | null;
}

function MessageItem({ message, ownerId, viewerId }: MessageItemProps) {
  const t = useTranslate();
  const { dateTime } = useChatFormat();
  const own = message.userId !== null && message.userId === viewerId;
  const team = message.userId !== null && message.userId !== ownerId;
  const author = own
    ? t('chat.conversation.you')
    : message.user
      ? personName(t, message.user)
      : t('chat.conversation.deletedAuthor');
  return (
    <div className="chat-message" data-own={own} data-team={team}>
      <p className="chat-message-meta">
        <span className="chat-message-author">{author}</span>
        {team && !own && (
          <span className="badge chat-team-badge">{t('chat.conversation.team')}</span>
        )}
        <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
      </p>
      <p className="chat-message-body">{message.content}</p>
    </div>
  );
}

/** The messages, oldest first, kept scrolled to the newest; new ones are announced (role log). */
function MessageLog({ chat, viewerId }: { chat: ChatDetail; viewerId: string | null }) {
  const t = useTranslate();
  const log = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chat.id, count]);
  return (
    <div
      ref={log}
      className="chat-log"
      role="log"
      aria-label={t('chat.conversation.messagesLabel')}
      // Scrollable: reachable with the keyboard.
      tabIndex={0}
    >
      {count === 0 ? (
        <p className="chat-empty">{t('chat.conversation.empty')}</p>
      ) : (
        chat.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            ownerId={chat.userId}
            viewerId={viewerId}
          />
        ))
      )}
    </div>
  );
}

/** Writing a message: Send, or Ctrl+Enter (Cmd+Enter on a Mac); Enter makes a new line. */
function Composer({ state, send }: Pick<ChatPartProps, 'state' | 'send'>) {
  const t = useTranslate();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const { draft, draftError } = state.context;
  const busy = state.matches({ ready: 'sending' });
  const hintId = `${id}-hint`;

  const submit = () => {
    if (busy) return;
    const result = v.safeParse(ChatMessageContentSchema, draft);
    const error = result.success ? null : result.issues[0].message;
    send({ type: 'chat.send', error });
    if (error) field.current?.focus();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="chat-composer"
      aria-label={t('chat.composer.formLabel')}
      noValidate
      onSubmit={onSubmit}
    >
      <div className="form-field">
        <label htmlFor={id}>{t('chat.composer.label')}</label>
        <textarea
          ref={field}
          id={id}
          rows={3}
          value={draft}
          readOnly={busy}
          onChange={(event) => send({ type: 'chat.draft.change', value: event.target.value })}
          onKeyDown={onKeyDown}
          aria-invalid={draftError ? true : undefined}
          aria-describedby={draftError ? `${errorIdOf(id)} ${hintId}` : hintId}
        />
        {draftError && (
          <p id={errorIdOf(id)} className="form-field-error" role="alert">
            {translateChatMessage(t, draftError)}
          </p>
        )}
        <p id={hintId} className="form-note">
          {t('chat.composer.hint')}
        </p>
      </div>
      <div className="chat-actions">
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          {busy ? t('chat.composer.sending') : t('chat.composer.send')}
        </button>
      </div>
    </form>
  );
}

function StatusButton({ state, send }: Pick<ChatPartProps, 'state' | 'send'>) {
  const t = useTranslate();
  const open = state.context.conversation?.status === 'OPEN';
  const busy = state.hasTag('conversationBusy');
  const working = state.matches({ ready: 'changingStatus' });
  const label = open ? (working ? 'closing' : 'close') : working ? 'reopening' : 'reopen';
  return (
    <Button
      variant="secondary"
      aria-disabled={busy || undefined}
      onClick={() => send({ type: open ? 'chat.close' : 'chat.reopen' })}
    >
      {t(`chat.conversation.${label}`)}
    </Button>
  );
}

function Conversation({
  state,
  send,
  staff,
  viewerId,
  chat,
}: ChatPartProps & { chat: ChatDetail }) {
  const t = useTranslate();
  const { dateTime } = useChatFormat();
  const headingId = useId();
  const { actionError } = state.context;
  return (
    <section
      className="chat-conversation"
      aria-labelledby={headingId}
      aria-busy={state.hasTag('conversationBusy')}
    >
      <header className="chat-conversation-header">
        <div className="chat-conversation-heading">
          <h2 id={headingId} className="chat-conversation-title">
            {chatTitle(t, chat)}
          </h2>
          <p className="chat-conversation-meta">
            <span className="chat-kind">{t(`chat.type.${chat.type}`)}</span>
            <span className="badge chat-status" data-status={chat.status}>
              {t(`chat.status.${chat.status}`)}
            </span>
            <span>{t('chat.conversation.started', { time: dateTime(chat.createdAt) })}</span>
          </p>
          {staff && (
            <p className="chat-conversation-person">
              {personName(t, chat.user)} ·{' '}
              <a href={`mailto:${chat.user.email}`}>{chat.user.email}</a>
            </p>
          )}
        </div>
        <StatusButton state={state} send={send} />
      </header>
      {actionError && (
        <p className="form-alert" role="alert">
          {translateChatMessage(t, actionError)}
        </p>
      )}
      <MessageLog chat={chat} viewerId={viewerId} />
      {chat.status === 'OPEN' ? (
        <Composer state={state} send={send} />
      ) : (
        <p className="chat-closed-note">{t('chat.conversation.closedNote')}</p>
      )}
    </section>
  );
}

/** A read of the chats that failed: why, and the chat machine's retry. */
export function ChatReadFailed({
  className,
  reason,
  send,
}: {
  className: string;
  reason: string | null;
  send: ChatPartProps['send'];
}) {
  const t = useTranslate();
  return (
    <div className={className}>
      <p className="form-alert" role="alert">
        {translateChatMessage(t, reason ?? '')}
      </p>
      <div className="chat-actions">
        <Button variant="primary" onClick={() => send({ type: 'chat.retry' })}>
          {t('chat.retry')}
        </Button>
      </div>
    </div>
  );
}

/** The open conversation, or what the pane says while there is none. */
export function ConversationPane(props: ChatPartProps) {
  const t = useTranslate();
  const { state, send } = props;
  if (state.matches({ ready: { browsing: 'opening' } })) {
    return (
      <div className="chat-conversation chat-placeholder" aria-busy="true">
        <LoadingStatus className="chat-loading" label={t('chat.conversation.loading')} />
      </div>
    );
  }
  if (state.matches({ ready: { browsing: 'openFailed' } })) {
    return (
      <ChatReadFailed
        className="chat-conversation chat-placeholder"
        reason={state.context.conversationError}
        send={send}
      />
    );
  }
  const chat = state.context.conversation;
  if (chat === null) {
    return (
      <div className="chat-conversation chat-placeholder">
        <p className="chat-empty">{t('chat.conversation.choose')}</p>
      </div>
    );
  }
  return <Conversation {...props} chat={chat} />;
}
