import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChatAuthor, ChatDetail, ChatSummary } from '../../contract/chat';
import type { Translate } from '../forms/form-messages';

/** A support chat's subject; a sales chat's "Sales: {n} tours" (and its subject, if any). */
export function chatTitle(t: Translate, chat: ChatSummary | ChatDetail): string {
  if (chat.type === 'SUPPORT') return chat.subject ?? t('chat.type.SUPPORT');
  const tours = t('chat.title.sales', { count: chat.requestedTours ?? 0 });
  return chat.subject ? `${tours} · ${chat.subject}` : tours;
}

export function personName(t: Translate, person: Pick<ChatAuthor, 'firstName' | 'lastName'>) {
  return t('chat.personName', { firstName: person.firstName, lastName: person.lastName });
}

/** Times in the user's locale. */
export function useChatFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [intl],
  );
}
