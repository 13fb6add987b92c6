import { useId, useState } from 'react';
import {
  CHAT_LIST_LIMIT,
  CHAT_STATUSES,
  CHAT_TYPES,
  type ChatStatus,
  type ChatSummary,
  type ChatType,
} from '../../contract/chat';
import { useTranslate } from '../../i18n/use-translate';
import type { ChatFilter } from '../../machines/chat.machine';
import { submitWith } from '../../ui/form-submit';
import { SelectField } from '../forms/form-parts';
import { chatTitle, personName, useChatFormat } from './chat-format';
import { translateChatMessage } from './chat-messages';
import type { ChatPartProps } from './chat-types';

const ANY = '';

/** Staff only: which chats the list shows, applied with its button. */
export function ChatFilters({ state, send }: Pick<ChatPartProps, 'state' | 'send'>) {
  const t = useTranslate();
  const id = useId();
  const [status, setStatus] = useState<string>(state.context.filter.status ?? ANY);
  const [type, setType] = useState<string>(state.context.filter.type ?? ANY);
  const filter: ChatFilter = {
    status: (status || null) as ChatStatus | null,
    type: (type || null) as ChatType | null,
  };
  const enabled = state.can({ type: 'chat.filter.change', filter });
  const apply = submitWith(() => {
    if (enabled) send({ type: 'chat.filter.change', filter });
  });
  // One select a filter: chat.filters.<name> labels it, chat.<name>.<value> names its values.
  const selects = [
    { name: 'status', value: status, onChange: setStatus, values: CHAT_STATUSES },
    { name: 'type', value: type, onChange: setType, values: CHAT_TYPES },
  ] as const;
  return (
    <form className="chat-filters" aria-label={t('chat.filters.label')} onSubmit={apply}>
      {selects.map(({ name, value, onChange, values }) => (
        <SelectField
          key={name}
          id={`${id}-${name}`}
          label={t(`chat.filters.${name}`)}
          value={value}
          onValueChange={onChange}
          options={[
            { value: ANY, label: t('chat.filters.any') },
            ...values.map((known) => ({ value: known, label: t(`chat.${name}.${known}`) })),
          ]}
        />
      ))}
      <button type="submit" className="button button-secondary" disabled={!enabled}>
        {t('chat.filters.apply')}
      </button>
    </form>
  );
}

function UnreadBadge({ count }: { count: number }) {
  const t = useTranslate();
  if (count === 0) return null;
  return (
    <span className="chat-unread">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('chat.list.unread', { count })}</span>
    </span>
  );
}

interface ChatListItemProps {
  chat: ChatSummary;
  selected: boolean;
  staff: boolean;
  viewerId: string | null;
  onSelect: () => void;
}

function ChatListItem({ chat, selected, staff, viewerId, onSelect }: ChatListItemProps) {
  const t = useTranslate();
  const { dateTime } = useChatFormat();
  const last = chat.lastMessage;
  const lastByViewer = last !== null && last.userId !== null && last.userId === viewerId;
  return (
    <li>
      <button
        type="button"
        className="chat-list-item"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className="chat-list-top">
          <span className="chat-kind">{t(`chat.type.${chat.type}`)}</span>
          <span className="badge chat-status" data-status={chat.status}>
            {t(`chat.status.${chat.status}`)}
          </span>
          <UnreadBadge count={chat.unreadCount} />
        </span>
        <span className="chat-list-title">{chatTitle(t, chat)}</span>
        {staff && (
          <span className="chat-list-person">
            {personName(t, chat.user)} · {chat.user.email}
          </span>
        )}
        <span className="chat-list-preview">
          {last === null
            ? t('chat.list.noMessages')
            : lastByViewer
              ? t('chat.list.youWrote', { text: last.preview })
              : last.preview}
        </span>
        <span className="chat-list-time">
          {t('chat.list.updated', { time: dateTime(chat.updatedAt) })}
        </span>
      </button>
    </li>
  );
}

/** The chats, newest activity first, each opening its conversation. */
export function ChatListPane({ state, send, staff, viewerId }: ChatPartProps) {
  const t = useTranslate();
  const { chats, hasMore, listError, selectedId } = state.context;
  const filtered = state.context.filter.status !== null || state.context.filter.type !== null;
  return (
    <div className="chat-list-pane">
      {listError && (
        <p className="form-alert" role="alert">
          {translateChatMessage(t, listError)}
        </p>
      )}
      {chats.length === 0 ? (
        <p className="chat-empty">
          {t(
            staff && filtered
              ? 'chat.list.emptyFiltered'
              : staff
                ? 'chat.list.emptyStaff'
                : 'chat.list.empty',
          )}
        </p>
      ) : (
        <ul className="chat-list" aria-label={t('chat.list.label')}>
          {chats.map((chat) => (
            <ChatListItem
              key={chat.id}
              chat={chat}
              selected={chat.id === selectedId}
              staff={staff}
              viewerId={viewerId}
              onSelect={() => send({ type: 'chat.select', chatId: chat.id })}
            />
          ))}
        </ul>
      )}
      {hasMore && <p className="chat-note">{t('chat.list.hasMore', { count: CHAT_LIST_LIMIT })}</p>}
    </div>
  );
}
