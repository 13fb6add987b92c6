/**
 * The chat machine walked on /dashboard/messages against the real server in-process: a real USER
 * account and a real MODERATOR talk through the real /chats API. One of them has the screen; the
 * other answers, closes and reopens through the API, as they would from their own browser.
 * Every chat request of the screen waits at a gate until the step that settles it, so busy
 * states can be seen; a lost connection is played at the network edge.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { createIntl } from 'react-intl';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { chatMessages, chats, users } from '../../server/db/schema';
import type { TokenResponse } from '../../src/contract/auth';
import {
  CHAT_CLOSED_MESSAGE,
  CHAT_FAILURE_MESSAGES as F,
  CHAT_VALIDATION_MESSAGES as M,
  type ChatDetail,
  type ChatList,
  type ChatStatus,
  type ChatSummary,
} from '../../src/contract/chat';
import { CHAT_POLL_MS, chatMachine, type NewChatRequest } from '../../src/machines/chat.machine';
import type { ApiClient, RequestOptions } from '../../src/services/api-client';
import type { AppApi } from '../../src/services/app-api';
import { saveAuth } from '../../src/services/auth-storage';
import { logger } from '../../src/services/logger';
import { newClient, register, signIn } from '../server/auth-helpers';
import type { TestClient } from '../server/support/test-api';
import { readCatalogue, renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';

const intl = createIntl({ locale: 'en', messages: readCatalogue('en') });
/** A chat.* message of the English catalogue, as the screen formats it. */
const text = (key: string, values: Record<string, string | number> = {}) =>
  intl.formatMessage({ id: `chat.${key}` }, values);

// --- The graph ---------------------------------------------------------------------------------

const detail = (status: ChatStatus): ChatDetail => ({
  id: 'planned',
  type: 'SUPPORT',
  status,
  subject: 'Planned',
  requestedTours: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  closedAt: null,
  userId: 'owner',
  user: { id: 'owner', firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.test' },
  unreadCount: 0,
  messages: [],
});
const OPEN = detail('OPEN');
const CLOSED = detail('CLOSED');
const LIST: ChatList = { chats: [], hasMore: false };
const SALES_REQUEST: NewChatRequest = { kind: 'sales', requestedTours: 7 };
const SUPPORT_REQUEST: NewChatRequest = { kind: 'support', subject: 'Planned', message: 'Hi' };
const offlineError = (message: string) => ({ message });

type Machine = typeof chatMachine;
type Step = PlannedStep<Machine>;
type Snapshot = Step['to'];
type Event = Step['event'];

const idleWaiting = (s: Snapshot) => s.matches({ ready: { browsing: { idle: 'waiting' } } });
const viewingWaiting = (s: Snapshot) => s.matches({ ready: { browsing: { viewing: 'waiting' } } });
const viewingRefreshing = (s: Snapshot) =>
  s.matches({ ready: { browsing: { viewing: 'refreshing' } } });
const statusOf = (s: Snapshot) => s.context.conversation?.status ?? null;
const inConversation = (s: Snapshot) =>
  s.matches({ ready: { browsing: 'viewing' } }) ||
  s.matches({ ready: 'sending' }) ||
  s.matches({ ready: 'changingStatus' });

/**
 * What the walk explores. Every transition of the machine is walked; events that the screen
 * also accepts elsewhere (during a background read, while a conversation loads) are explored
 * from the resting states only, where they are the same transitions.
 */
function canExecute(s: Snapshot, event: Event): boolean {
  const open = statusOf(s) === 'OPEN';
  const restingOpen = viewingWaiting(s) && open;
  switch (event.type) {
    case 'chat.select':
      return idleWaiting(s) || restingOpen || s.matches({ ready: { browsing: 'openFailed' } });
    case 'chat.filter.change':
    case 'chat.new.open':
      return idleWaiting(s) || restingOpen;
    case 'chat.draft.change':
    case 'chat.close':
      return restingOpen;
    case 'chat.reopen':
      return viewingWaiting(s) && !open;
    case 'chat.send':
      return event.error === null ? restingOpen || (viewingRefreshing(s) && open) : restingOpen;
    case 'chat.new.submit': {
      const kind = event.request?.kind ?? (event.fieldErrors.subject ? 'support' : 'sales');
      return kind === s.context.newChatKind;
    }
    // Closing ends with the chat closed, or fails with its own message; reopening likewise.
    case 'xstate.done.actor.changeStatus':
      return (event.output as ChatDetail).status !== statusOf(s);
    case 'xstate.error.actor.changeStatus':
      return (event.error as { message: string }).message === (open ? F.closeChat : F.reopenChat);
    case 'xstate.done.actor.refresh': {
      const { conversation } = event.output as { conversation: ChatDetail | null };
      return (conversation === null) === s.matches({ ready: { browsing: 'idle' } });
    }
    default:
      return true;
  }
}

const plan = planTransitionPaths(chatMachine, {
  input: {},
  events: [
    { type: 'xstate.done.actor.loadChats', output: LIST },
    { type: 'xstate.error.actor.loadChats', error: offlineError(F.fetchChats) },
    { type: 'chat.retry' },
    { type: 'chat.filter.change', filter: { status: 'OPEN', type: null } },
    { type: 'chat.select', chatId: 'planned' },
    { type: 'xstate.done.actor.openChat', output: OPEN },
    { type: 'xstate.done.actor.openChat', output: CLOSED },
    { type: 'xstate.error.actor.openChat', error: offlineError(F.fetchChat) },
    { type: 'xstate.after.chatPoll.chat.ready.browsing.idle.waiting' },
    { type: 'xstate.after.chatPoll.chat.ready.browsing.viewing.waiting' },
    { type: 'xstate.done.actor.refresh', output: { list: LIST, conversation: null } },
    { type: 'xstate.done.actor.refresh', output: { list: LIST, conversation: OPEN } },
    { type: 'xstate.done.actor.refresh', output: { list: LIST, conversation: CLOSED } },
    { type: 'xstate.error.actor.refresh', error: offlineError(F.fetchChats) },
    { type: 'chat.draft.change', value: 'Hello' },
    { type: 'chat.send', error: null },
    { type: 'chat.send', error: M.messageRequired },
    { type: 'xstate.done.actor.sendMessage', output: OPEN },
    { type: 'xstate.error.actor.sendMessage', error: offlineError(F.sendMessage) },
    { type: 'xstate.error.actor.sendMessage', error: offlineError(CHAT_CLOSED_MESSAGE) },
    { type: 'chat.close' },
    { type: 'xstate.done.actor.changeStatus', output: CLOSED },
    { type: 'xstate.error.actor.changeStatus', error: offlineError(F.closeChat) },
    { type: 'chat.reopen' },
    { type: 'xstate.done.actor.changeStatus', output: OPEN },
    { type: 'xstate.error.actor.changeStatus', error: offlineError(F.reopenChat) },
    { type: 'chat.new.open', kind: 'sales' },
    { type: 'chat.new.open', kind: 'support' },
    { type: 'chat.new.cancel' },
    { type: 'chat.new.submit', request: SALES_REQUEST, fieldErrors: {} },
    { type: 'chat.new.submit', request: SUPPORT_REQUEST, fieldErrors: {} },
    { type: 'chat.new.submit', request: null, fieldErrors: { requestedTours: M.toursRequired } },
    { type: 'chat.new.submit', request: null, fieldErrors: { subject: M.subjectRequired } },
    { type: 'xstate.done.actor.createChat', output: OPEN },
    {
      type: 'xstate.error.actor.createChat',
      error: offlineError(F.createSupportChat),
    },
  ],
  // Where a guard decides, what it reads: whether a chat is chosen (on the way back to the list),
  // the open chat's status (in the conversation), the kind of chat being started (in the dialog).
  serializeState: (s) => {
    const parts: unknown[] = [s.value];
    if (s.matches('loading') || s.matches('loadFailed') || s.matches('newChat')) {
      parts.push(s.context.selectedId !== null);
    }
    if (s.matches('newChat')) parts.push(s.context.newChatKind);
    if (inConversation(s)) parts.push(statusOf(s));
    return JSON.stringify(parts);
  },
  canExecute,
  // Long walks that together take every edge; a filter is walked on a path of its own, as it hides
  // the closed chats that a longer walk would go on to choose (issue 33).
  walks: 'covering',
  walkAlone: (step) => step.event.type === 'chat.filter.change',
});

// --- The server, the people and the gate -------------------------------------------------------

type Server = Awaited<ReturnType<typeof startRealApi>>;
type User = ReturnType<typeof userEvent.setup>;

let server: Server;
let walks = 0;
/** New chats asked for on the screen so far: each gets a subject or a number of its own. */
let newChats = 0;

beforeAll(async () => {
  server = await startRealApi();
}, MODEL_PATH_LIMIT_MS);
afterAll(() => server?.close());

type RequestKind = 'list' | 'chat' | 'send' | 'close' | 'reopen' | 'create';

/** Which of the screen's chat calls a request is; null for anything the gate lets through. */
function kindOf(method: 'GET' | 'POST', path: string): RequestKind | null {
  const pathname = path.split('?')[0]!;
  if (method === 'GET') {
    if (pathname === '/chats') return 'list';
    if (pathname === '/chats/unread') return null;
    return pathname.startsWith('/chats/') ? 'chat' : null;
  }
  if (pathname === '/chats/sales' || pathname === '/chats/support') return 'create';
  const action = /^\/chats\/[^/]+\/(messages|close|reopen)$/.exec(pathname)?.[1];
  if (action === 'messages') return 'send';
  return (action as 'close' | 'reopen' | undefined) ?? null;
}

/**
 * Holds every chat request of the screen until the test lets it go. A released request reaches
 * the real server; one that nobody waits for any more finishes there as it would in a browser.
 */
function createGate() {
  const held: { kind: RequestKind; resolve: () => void }[] = [];
  return {
    held: (kind: RequestKind) => held.filter((request) => request.kind === kind).length,
    pass<T>(kind: RequestKind | null, call: () => Promise<T>): Promise<T> {
      if (kind === null) return call();
      return new Promise<void>((resolve) => held.push({ kind, resolve })).then(call);
    },
    /** Lets the newest held request of `kind` go (an older one belongs to a cancelled read). */
    async release(kind: RequestKind) {
      await waitFor(() => expect(held.some((request) => request.kind === kind)).toBe(true), {
        timeout: SETTLE_LIMIT_MS,
      });
      const index = held.map((request) => request.kind).lastIndexOf(kind);
      const [request] = held.splice(index, 1);
      request!.resolve();
    },
    releaseAll() {
      for (const request of held.splice(0)) request.resolve();
    },
  };
}
type Gate = ReturnType<typeof createGate>;

function gatedClient(real: ApiClient, gate: Gate): ApiClient {
  return {
    ...real,
    getFresh: <T,>(path: string, options?: RequestOptions<T>) =>
      gate.pass(kindOf('GET', path), () => real.getFresh<T>(path, options)),
    post: <T,>(path: string, body?: unknown, options?: RequestOptions<T>) =>
      gate.pass(kindOf('POST', path), () => real.post<T>(path, body, options)),
  };
}

interface Person {
  client: TestClient;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  tokens: TokenResponse;
}

async function person(label: string, role: 'USER' | 'MODERATOR'): Promise<Person> {
  const client = newClient(server);
  const account = await register(client, {
    firstName: label,
    lastName: role === 'USER' ? 'Customer' : 'Moderator',
    email: `chat-${label.toLowerCase()}-${walks}-${Date.now()}@example.test`,
  });
  if (role !== 'USER') {
    await server.db.update(users).set({ role }).where(eq(users.id, account.profile.id));
  }
  const tokens = await signIn(client, account.email);
  return { client, id: account.profile.id, ...account, tokens };
}

async function call<T>(who: Person, path: string, json?: unknown): Promise<T> {
  const response = await who.client.post(`/api/v1${path}`, json);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

interface WalkChat {
  id: string;
  title: string;
  /** Whose chat it is: staff see this e-mail beside it. */
  ownerEmail: string;
  /** Who answers, closes and reopens it from their own browser. */
  other: Person;
}

interface Walk {
  user: User;
  gate: Gate;
  /** The staff side has the screen (filters, every chat, names and e-mails). */
  staff: boolean;
  viewer: Person;
  owner: Person;
  /** A second moderator: the other side of a chat the staff viewer starts. */
  colleague: Person;
  support: WalkChat;
  sales: WalkChat;
  /** The chat the screen has chosen. */
  selected: WalkChat | null;
  /** Messages sent during the walk, numbered. */
  sent: number;
  /** What the new-chat dialog was last filled with, and the chats it made this walk. */
  newChat: { title: string; tours: number; subject: string } | null;
  created: number;
}

let logged: MockInstance[] = [];
let current: Walk | null = null;

beforeEach(() => {
  server.makeUnreachable(null);
  // Each walk's chats are the newest: they lead every list.
  server.clock.advance(60_000);
  logged = [
    vi.spyOn(logger, 'error').mockImplementation(() => {}),
    vi.spyOn(logger, 'warn').mockImplementation(() => {}),
  ];
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});

afterEach(() => {
  current?.gate.releaseAll();
  current = null;
  server.makeUnreachable(null);
  vi.useRealTimers();
  for (const spy of logged) spy.mockRestore();
});

async function startWalk(steps: Step[]): Promise<Walk> {
  walks += 1;
  const staff = steps.some((step) => step.event.type === 'chat.filter.change') || walks % 2 === 0;
  const owner = await person(`Owner${walks}`, 'USER');
  const moderator = await person(`Staff${walks}`, 'MODERATOR');
  const colleague = await person(`Colleague${walks}`, 'MODERATOR');
  const subject = `Walk ${walks}: the tour does not load`;
  const tours = 100 + walks;
  const support = await call<ChatDetail>(owner, '/chats/support', {
    subject,
    message: 'My tour shows a grey screen.',
  });
  await call(moderator, `/chats/${support.id}/messages`, { content: 'We are looking into it.' });
  const sales = await call<ChatDetail>(owner, '/chats/sales', { requestedTours: tours });
  const viewer = staff ? moderator : owner;
  const other = staff ? owner : moderator;
  await saveAuth(viewer.tokens);
  const walk: Walk = {
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    gate: createGate(),
    staff,
    viewer,
    owner,
    colleague,
    support: { id: support.id, title: subject, ownerEmail: owner.email, other },
    sales: { id: sales.id, title: `Sales: ${tours} tours`, ownerEmail: owner.email, other },
    selected: null,
    sent: 0,
    newChat: null,
    created: 0,
  };
  current = walk;
  const api: AppApi = { ...server.api, client: gatedClient(server.api.client, walk.gate) };
  renderApp({ path: '/dashboard/messages', api });
  await screen.findByRole('region', { name: text('label') }, { timeout: SETTLE_LIMIT_MS });
  return walk;
}

// --- Reading the screen ------------------------------------------------------------------------

const WAIT = { timeout: SETTLE_LIMIT_MS };
const region = () => within(screen.getByRole('region', { name: text('label') }));
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const chatList = () => region().getByRole('list', { name: text('list.label') });
const listButton = (title: string) =>
  within(chatList()).getByRole('button', { name: new RegExp(escape(title)) });
const composer = () => screen.getByLabelText<HTMLTextAreaElement>(text('composer.label'));
const log = () => screen.getByRole('log', { name: text('conversation.messagesLabel') });
const dialog = () => screen.getByRole('dialog');

async function offline(path: string, during: () => Promise<void>) {
  server.makeUnreachable(path);
  try {
    await during();
  } finally {
    server.makeUnreachable(null);
  }
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

async function expectAlert(message: string) {
  await waitFor(() => expect(alerts()).toContain(message), WAIT);
}

async function serverStatus(chatId: string): Promise<ChatStatus> {
  const [row] = await server.db.select().from(chats).where(eq(chats.id, chatId));
  return row!.status;
}

/** The other side closes or reopens the chat from their own browser, when it must change. */
async function settleStatus(walk: Walk, chat: WalkChat, status: ChatStatus) {
  if ((await serverStatus(chat.id)) === status) return;
  await call(chat.other, `/chats/${chat.id}/${status === 'CLOSED' ? 'close' : 'reopen'}`);
}

/** What the viewer's own list says about a chat, read from the server on another session. */
async function serverSummary(walk: Walk, chatId: string): Promise<ChatSummary | undefined> {
  const response = await walk.viewer.client.get('/api/v1/chats');
  const list = (await response.json()) as ChatList;
  return list.chats.find((chat) => chat.id === chatId);
}

// --- Executing the steps -----------------------------------------------------------------------

/** A chat of the walk in the list other than the chosen one (or the chosen one, if alone). */
function chatToSelect(walk: Walk): WalkChat {
  const candidates = [walk.support, walk.sales].filter((chat) => {
    try {
      listButton(chat.title);
      return true;
    } catch {
      return false;
    }
  });
  expect(candidates.length).toBeGreaterThan(0);
  return candidates.find((chat) => chat.id !== walk.selected?.id) ?? candidates[0]!;
}

async function settleRefresh(step: Step, walk: Walk) {
  const { event } = step;
  const idle = step.from.matches({ ready: { browsing: 'idle' } });
  const chat = walk.selected;
  if (event.type === 'xstate.error.actor.refresh') {
    await offline(idle ? '/chats' : `/chats/${chat!.id}`, async () => {
      await walk.gate.release(idle ? 'list' : 'chat');
      await expectAlert(text('errors.fetchChats'));
    });
    return;
  }
  const { conversation } = (event as { output: { conversation: ChatDetail | null } }).output;
  if (idle) {
    // The other side writes meanwhile: the list shows it unread.
    await call(walk.support.other, `/chats/${walk.support.id}/messages`, {
      content: 'Any news?',
    });
    await walk.gate.release('list');
    const expected = (await serverSummary(walk, walk.support.id))!.unreadCount;
    expect(expected).toBeGreaterThan(0);
    await waitFor(
      () =>
        expect(listButton(walk.support.title)).toHaveTextContent(
          text('list.unread', { count: expected }),
        ),
      WAIT,
    );
    expect(within(listButton(walk.support.title)).getByText(String(expected))).toBeVisible();
    return;
  }
  // A reply from the other side, and the status they leave it in.
  const target = conversation!.status;
  let reply: string | null = null;
  if (target === 'OPEN' || (await serverStatus(chat!.id)) === 'OPEN') {
    await settleStatus(walk, chat!, 'OPEN');
    reply = `Reply ${walk.sent + 1} from the other side`;
    walk.sent += 1;
    await call(chat!.other, `/chats/${chat!.id}/messages`, { content: reply });
  }
  await settleStatus(walk, chat!, target);
  await walk.gate.release('chat');
  await walk.gate.release('list');
  if (reply !== null) await within(log()).findByText(reply, {}, WAIT);
  await waitFor(() => expectStatusBadge(chat!, target), WAIT);
  // Read on screen, read on the server: nothing in the open chat is unread for the viewer.
  await waitFor(async () => expect((await serverSummary(walk, chat!.id))?.unreadCount).toBe(0));
}

async function openSelected(step: Step, walk: Walk) {
  const { event } = step;
  const chat = walk.selected!;
  if (event.type === 'xstate.error.actor.openChat') {
    await offline(`/chats/${chat.id}`, async () => {
      await walk.gate.release('chat');
      await expectAlert(text('errors.fetchChat'));
    });
    return;
  }
  const { status } = (event as { output: ChatDetail }).output;
  await settleStatus(walk, chat, status);
  await walk.gate.release('chat');
  await screen.findByRole('heading', { level: 2, name: chat.title }, WAIT);
}

async function typeDraft(walk: Walk, value: string) {
  await walk.user.clear(composer());
  await walk.user.type(composer(), value);
}

async function send(step: Step, walk: Walk) {
  const { error } = step.event as { error: string | null };
  if (error !== null) {
    await walk.user.clear(composer());
    await walk.user.click(button(text('composer.send')));
    await expectAlert(text('validation.messageRequired'));
    expect(composer()).toHaveAttribute('aria-invalid', 'true');
    return;
  }
  walk.sent += 1;
  await typeDraft(walk, `Message ${walk.sent} from the screen`);
  // Ctrl+Enter sends from the keyboard, as the hint says.
  await walk.user.type(composer(), '{Control>}{Enter}{/Control}');
  await waitFor(() => expect(button(text('composer.sending'))).toBeInTheDocument(), WAIT);
}

async function settleSend(step: Step, walk: Walk) {
  const chat = walk.selected!;
  const typed = composer().value;
  const { event } = step;
  if (event.type === 'xstate.done.actor.sendMessage') {
    await walk.gate.release('send');
    await within(log()).findByText(typed, {}, WAIT);
    await waitFor(() => expect(composer()).toHaveValue(''), WAIT);
    const stored = await server.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.content, typed)));
    expect(stored).toHaveLength(1);
    return;
  }
  const { message } = (event as { error: { message: string } }).error;
  if (message === CHAT_CLOSED_MESSAGE) {
    // The other side closed the chat while the message was on its way: refused, clearly.
    await settleStatus(walk, chat, 'CLOSED');
    await walk.gate.release('send');
    await expectAlert(text('server.closed'));
  } else {
    await offline(`/chats/${chat.id}/messages`, async () => {
      await walk.gate.release('send');
      await expectAlert(text('errors.sendMessage'));
    });
  }
  // A failed send keeps the typed text.
  expect(composer()).toHaveValue(typed);
  const stored = await server.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.content, typed)));
  expect(stored).toEqual([]);
}

async function settleStatusChange(step: Step, walk: Walk, action: 'close' | 'reopen') {
  const chat = walk.selected!;
  const failed = step.event.type.startsWith('xstate.error');
  if (failed) {
    await offline(`/chats/${chat.id}/${action}`, async () => {
      await walk.gate.release(action);
      await expectAlert(text(action === 'close' ? 'errors.closeChat' : 'errors.reopenChat'));
    });
    return;
  }
  await walk.gate.release(action);
  const status = action === 'close' ? 'CLOSED' : 'OPEN';
  await waitFor(() => expectStatusBadge(chat, status), WAIT);
  expect(await serverStatus(chat.id)).toBe(status);
}

async function fillNewChat(walk: Walk, request: NewChatRequest | null, kind: 'sales' | 'support') {
  const form = within(dialog());
  newChats += 1;
  const asked = { tours: 200 + newChats, subject: `Walk ${walks}: new question ${newChats}` };
  walk.newChat = {
    ...asked,
    title: kind === 'sales' ? `Sales: ${asked.tours} tours` : asked.subject,
  };
  if (kind === 'sales') {
    const tours = form.getByLabelText(text('newChat.requestedTours'));
    await walk.user.clear(tours);
    if (request) await walk.user.type(tours, String(asked.tours));
    const message = form.getByLabelText(text('newChat.messageOptional'));
    await walk.user.clear(message);
    await walk.user.type(message, 'We list flats.');
  } else {
    const subject = form.getByLabelText(text('newChat.subject'));
    await walk.user.clear(subject);
    if (request) await walk.user.type(subject, asked.subject);
    const message = form.getByLabelText(text('newChat.message'));
    await walk.user.clear(message);
    await walk.user.type(message, 'How do I share a tour?');
  }
}

async function submitNewChat(step: Step, walk: Walk) {
  const { request } = step.event as { request: NewChatRequest | null };
  const kind = step.from.context.newChatKind!;
  await fillNewChat(walk, request, kind);
  await walk.user.click(within(dialog()).getByRole('button', { name: text('newChat.start') }));
  if (request === null) {
    await expectAlert(
      text(kind === 'sales' ? 'validation.toursRequired' : 'validation.subjectRequired'),
    );
  }
}

async function settleCreate(step: Step, walk: Walk) {
  const kind = step.from.context.newChatKind!;
  const asked = walk.newChat!;
  const title = asked.title;
  if (step.event.type === 'xstate.error.actor.createChat') {
    const typed = within(dialog()).getByLabelText<HTMLTextAreaElement>(
      text(kind === 'sales' ? 'newChat.messageOptional' : 'newChat.message'),
    ).value;
    await offline(`/chats/${kind}`, async () => {
      await walk.gate.release('create');
      await expectAlert(
        text(kind === 'sales' ? 'errors.createSalesChat' : 'errors.createSupportChat'),
      );
    });
    // The dialog stays, with what was typed.
    expect(
      within(dialog()).getByLabelText(
        text(kind === 'sales' ? 'newChat.messageOptional' : 'newChat.message'),
      ),
    ).toHaveValue(typed);
    return;
  }
  await walk.gate.release('create');
  await screen.findByRole('heading', { level: 2, name: title }, WAIT);
  const [created, ...more] = await server.db
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.userId, walk.viewer.id),
        kind === 'sales' ? eq(chats.requestedTours, asked.tours) : eq(chats.subject, asked.subject),
      ),
    );
  expect(more).toEqual([]);
  expect(created).toMatchObject({ type: kind === 'sales' ? 'SALES' : 'SUPPORT', status: 'OPEN' });
  // The other side of the viewer's own chat: the team, or for staff a colleague.
  const other = walk.staff ? walk.colleague : walk.support.other;
  walk.selected = { id: created!.id, title, ownerEmail: walk.viewer.email, other };
  walk.created += 1;
}

async function execute(step: Step, walk: Walk) {
  const { event } = step;
  switch (event.type) {
    case 'xstate.done.actor.loadChats':
      await walk.gate.release('list');
      await waitFor(() => expect(screen.queryByText(text('loading'))).toBeNull(), WAIT);
      return;
    case 'xstate.error.actor.loadChats':
      return offline('/chats', async () => {
        await walk.gate.release('list');
        await expectAlert(text('errors.fetchChats'));
      });
    case 'chat.retry':
      return walk.user.click(button(text('retry')));
    case 'chat.filter.change': {
      const filters = within(screen.getByRole('form', { name: text('filters.label') }));
      await walk.user.selectOptions(filters.getByLabelText(text('filters.status')), 'OPEN');
      await walk.user.selectOptions(filters.getByLabelText(text('filters.type')), '');
      return walk.user.click(filters.getByRole('button', { name: text('filters.apply') }));
    }
    case 'chat.select': {
      const chat = chatToSelect(walk);
      walk.selected = chat;
      return walk.user.click(listButton(chat.title));
    }
    case 'xstate.done.actor.openChat':
    case 'xstate.error.actor.openChat':
      return openSelected(step, walk);
    case 'xstate.after.chatPoll.chat.ready.browsing.idle.waiting':
    case 'xstate.after.chatPoll.chat.ready.browsing.viewing.waiting': {
      const kind = event.type.endsWith('idle.waiting') ? 'list' : 'chat';
      const before = walk.gate.held(kind);
      act(() => vi.advanceTimersByTime(CHAT_POLL_MS));
      await waitFor(() => expect(walk.gate.held(kind)).toBeGreaterThan(before), WAIT);
      return;
    }
    case 'xstate.done.actor.refresh':
    case 'xstate.error.actor.refresh':
      return settleRefresh(step, walk);
    case 'chat.draft.change':
      return typeDraft(walk, 'Hello');
    case 'chat.send':
      return send(step, walk);
    case 'xstate.done.actor.sendMessage':
    case 'xstate.error.actor.sendMessage':
      return settleSend(step, walk);
    case 'chat.close':
      return walk.user.click(button(text('conversation.close')));
    case 'chat.reopen':
      return walk.user.click(button(text('conversation.reopen')));
    case 'xstate.done.actor.changeStatus':
    case 'xstate.error.actor.changeStatus':
      return settleStatusChange(step, walk, statusOf(step.from) === 'OPEN' ? 'close' : 'reopen');
    case 'chat.new.open':
      await walk.user.click(button(text(event.kind === 'sales' ? 'newSales' : 'newSupport')));
      return;
    case 'chat.new.cancel':
      return walk.user.click(
        within(dialog()).getByRole('button', { name: text('newChat.cancel') }),
      );
    case 'chat.new.submit':
      return submitNewChat(step, walk);
    case 'xstate.done.actor.createChat':
    case 'xstate.error.actor.createChat':
      return settleCreate(step, walk);
    default:
      throw new Error(`No way to execute ${event.type}`);
  }
}

// --- Checking the screen -----------------------------------------------------------------------

function expectStatusBadge(chat: WalkChat, status: ChatStatus) {
  const header = screen.getByRole('heading', { level: 2, name: chat.title }).closest('header')!;
  expect(within(header).getByText(text(`status.${status}`))).toBeInTheDocument();
}

function expectList(walk: Walk) {
  const items = within(chatList()).getAllByRole('button');
  const shown = [walk.support, walk.sales].filter((chat) =>
    items.some((item) => new RegExp(escape(chat.title)).test(item.textContent ?? '')),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const chat of shown) {
    const item = listButton(chat.title);
    expect(item).toHaveTextContent(text(chat === walk.support ? 'type.SUPPORT' : 'type.SALES'));
    // Staff see whose chat it is; the user sees only their own chats, without their e-mail.
    if (walk.staff) expect(item).toHaveTextContent(walk.owner.email);
    else expect(item).not.toHaveTextContent(walk.owner.email);
  }
  // The user's own: the walk's two, and those the walk started.
  if (!walk.staff) expect(items.length).toBeLessThanOrEqual(2 + walk.created);
  const current = items.filter((item) => item.getAttribute('aria-current') === 'true');
  expect(current.length).toBeLessThanOrEqual(1);
}

function expectConversation(state: Snapshot, walk: Walk) {
  const chat = walk.selected!;
  const status = statusOf(state)!;
  expect(screen.getByRole('heading', { level: 2, name: chat.title })).toBeInTheDocument();
  expect(listButton(chat.title)).toHaveAttribute('aria-current', 'true');
  expectStatusBadge(chat, status);
  const conversation = screen.getByRole('region', { name: chat.title });
  if (walk.staff) expect(conversation).toHaveTextContent(chat.ownerEmail);
  else expect(conversation).not.toHaveTextContent(chat.ownerEmail);
  if (chat.id === walk.support.id) {
    const messages = within(log());
    expect(messages.getByText('My tour shows a grey screen.')).toBeInTheDocument();
    expect(messages.getByText('We are looking into it.')).toBeInTheDocument();
    // The staff's messages are marked as the team's for the user; each side's own as "You".
    expect(messages.getAllByText(text('conversation.you')).length).toBeGreaterThan(0);
    if (!walk.staff)
      expect(messages.getAllByText(text('conversation.team')).length).toBeGreaterThan(0);
  }
  if (status === 'OPEN') {
    const sending = state.matches({ ready: 'sending' });
    expect(button(sending ? text('composer.sending') : text('composer.send'))).toBeInTheDocument();
    expect(composer()).toHaveProperty('readOnly', sending);
    const closing = state.matches({ ready: 'changingStatus' });
    expect(
      button(closing ? text('conversation.closing') : text('conversation.close')),
    ).toBeInTheDocument();
    expect(screen.queryByText(text('conversation.closedNote'))).toBeNull();
  } else {
    expect(screen.queryByLabelText(text('composer.label'))).toBeNull();
    expect(screen.getByText(text('conversation.closedNote'))).toBeInTheDocument();
    const reopening = state.matches({ ready: 'changingStatus' });
    expect(
      button(reopening ? text('conversation.reopening') : text('conversation.reopen')),
    ).toBeInTheDocument();
  }
}

function expectNewChat(state: Snapshot) {
  const kind = state.context.newChatKind!;
  const open = dialog();
  expect(open).toHaveAccessibleName(text(`newChat.${kind}Title`));
  // Above its overlay, which comes first in the page: a pointer reaches the dialog's buttons.
  const overlay = document.querySelector('.chat-dialog-overlay')!;
  expect(overlay.compareDocumentPosition(open) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const submitting = state.matches({ newChat: 'submitting' });
  expect(
    within(open).getByRole('button', {
      name: submitting ? text('newChat.starting') : text('newChat.start'),
    }),
  ).toBeInTheDocument();
  const first = kind === 'sales' ? text('newChat.requestedTours') : text('newChat.subject');
  expect(within(open).getByLabelText(first)).toBeInTheDocument();
}

function expectState(state: Snapshot, walk: Walk) {
  if (state.matches('loading')) {
    expect(screen.getByRole('region', { name: text('label') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(region().getByRole('status')).toHaveTextContent(text('loading'));
    return;
  }
  if (state.matches('loadFailed')) {
    expect(alerts()).toEqual([text('errors.fetchChats')]);
    expect(button(text('retry'))).toBeInTheDocument();
    return;
  }
  if (state.matches('newChat')) {
    expectNewChat(state);
    return;
  }
  expect(screen.queryByRole('dialog')).toBeNull();
  expectList(walk);
  if (state.matches({ ready: { browsing: 'idle' } })) {
    expect(region().getByText(text('conversation.choose'))).toBeInTheDocument();
  } else if (state.matches({ ready: { browsing: 'opening' } })) {
    expect(region().getByRole('status')).toHaveTextContent(text('conversation.loading'));
  } else if (state.matches({ ready: { browsing: 'openFailed' } })) {
    expect(alerts()).toContain(text('errors.fetchChat'));
    expect(button(text('retry'))).toBeInTheDocument();
  } else {
    expectConversation(state, walk);
  }
}

describe('chat machine, walked on /dashboard/messages against the real server', () => {
  for (const { description, steps } of plan.paths) {
    it(
      description,
      async () => {
        const walk = await startWalk(steps);
        expectState(steps[0]!.from, walk);
        for (const step of steps) {
          await execute(step, walk);
          expectState(step.to, walk);
          plan.recordWalked(step);
        }
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
