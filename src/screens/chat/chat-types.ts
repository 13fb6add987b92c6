import type { EventFrom, SnapshotFrom } from 'xstate';
import type { chatMachine } from '../../machines/chat.machine';

export type ChatState = SnapshotFrom<typeof chatMachine>;
export type ChatSend = (event: EventFrom<typeof chatMachine>) => void;

/** What every part of the chat screen receives: the machine, and who is looking. */
export interface ChatPartProps {
  state: ChatState;
  send: ChatSend;
  /** Staff (CHAT_STAFF_ROLES) see every chat, with the user's name and e-mail, and filters. */
  staff: boolean;
  /** The signed-in user, whose own messages are set apart. */
  viewerId: string | null;
}
