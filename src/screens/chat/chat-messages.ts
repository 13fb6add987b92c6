import { SUSPICIOUS_CONTENT_MESSAGE } from '../../contract/api-error';
import {
  CHAT_ALREADY_CLOSED_MESSAGE,
  CHAT_ALREADY_OPEN_MESSAGE,
  CHAT_CLOSED_MESSAGE,
  CHAT_FAILURE_MESSAGES as F,
  CHAT_MESSAGE_MAX,
  CHAT_NOT_FOUND_MESSAGE,
  CHAT_SUBJECT_MAX,
  CHAT_VALIDATION_MESSAGES as M,
  REQUESTED_TOURS_MAX,
} from '../../contract/chat';
import type { Translate } from '../forms/form-messages';

interface MessageKey {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The English messages the chat screen can meet (SPEC §8's, the shared schemas', the server's
 * refusals) with their catalogue keys. Anything else is shown as it came.
 */
const CHAT_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  [F.fetchChats]: { key: 'chat.errors.fetchChats' },
  [F.createSalesChat]: { key: 'chat.errors.createSalesChat' },
  [F.createSupportChat]: { key: 'chat.errors.createSupportChat' },
  [F.sendMessage]: { key: 'chat.errors.sendMessage' },
  [F.fetchChat]: { key: 'chat.errors.fetchChat' },
  [F.closeChat]: { key: 'chat.errors.closeChat' },
  [F.reopenChat]: { key: 'chat.errors.reopenChat' },
  [SUSPICIOUS_CONTENT_MESSAGE]: { key: 'chat.errors.suspiciousContent' },
  [CHAT_NOT_FOUND_MESSAGE]: { key: 'chat.server.notFound' },
  [CHAT_CLOSED_MESSAGE]: { key: 'chat.server.closed' },
  [CHAT_ALREADY_CLOSED_MESSAGE]: { key: 'chat.server.alreadyClosed' },
  [CHAT_ALREADY_OPEN_MESSAGE]: { key: 'chat.server.alreadyOpen' },
  [M.messageRequired]: { key: 'chat.validation.messageRequired' },
  [M.messageTooLong]: { key: 'chat.validation.messageTooLong', values: { max: CHAT_MESSAGE_MAX } },
  [M.messageUnstorable]: { key: 'chat.validation.messageUnstorable' },
  [M.subjectRequired]: { key: 'chat.validation.subjectRequired' },
  [M.subjectTooLong]: { key: 'chat.validation.subjectTooLong', values: { max: CHAT_SUBJECT_MAX } },
  [M.subjectOneLine]: { key: 'chat.validation.subjectOneLine' },
  [M.subjectUnstorable]: { key: 'chat.validation.subjectUnstorable' },
  [M.toursRequired]: { key: 'chat.validation.toursRequired' },
  [M.toursRange]: { key: 'chat.validation.toursRange', values: { max: REQUESTED_TOURS_MAX } },
};

/** A chat message of the app or the server in the current language; any other text as it is. */
export function translateChatMessage(t: Translate, message: string): string {
  const found = CHAT_MESSAGE_KEYS[message];
  return found ? t(found.key, found.values) : message;
}
