import { useTranslate } from '../../i18n/use-translate';
import { useChatUnread } from './chat-queries';
import './chat.css';

/**
 * The number of unread chat messages, for the Messages link of the dashboard navigation
 * (render it under <ServerDataGate>); nothing while there are none.
 */
export function ChatUnreadBadge() {
  const t = useTranslate();
  const { data: unread } = useChatUnread();
  if (!unread) return null;
  // The space keeps the link's accessible name "Messages 1 unread message", not "Messages1 ...".
  return (
    <>
      {' '}
      <span className="chat-unread">
        <span aria-hidden="true">{unread}</span>
        <span className="visually-hidden">{t('chat.list.unread', { count: unread })}</span>
      </span>
    </>
  );
}
