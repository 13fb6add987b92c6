import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isRtlLocale, type SupportedLocale } from '../../src/contract/locales';
import { BUILT_IN_MESSAGES } from '../../src/i18n/built-in-messages';
import { localeMachine, type Messages } from '../../src/machines/locale.machine';
import { LOCALE_STORAGE_KEY } from '../../src/services/locale-storage';
import { readCatalogue, renderApp } from '../support/render-app';
import { planTransitionPaths, type PlannedStep } from './transition-coverage';

/** Translation requests the test answers by hand: the network edge it controls. */
class TranslationRequests {
  private pending: { locale: SupportedLocale; settle: (ok: boolean) => void }[] = [];

  load = (locale: SupportedLocale) =>
    new Promise<Messages>((resolve, reject) => {
      this.pending.push({
        locale,
        settle: (ok) => (ok ? resolve(readCatalogue(locale)) : reject(new Error('503'))),
      });
    });

  /** Answers the newest request; older ones belong to invocations already stopped. */
  async answer(ok: boolean, expectedLocale: SupportedLocale) {
    await waitFor(() => expect(this.pending.at(-1)?.locale).toBe(expectedLocale));
    const request = this.pending.pop()!;
    this.pending = [];
    await act(async () => request.settle(ok));
  }
}

const hasMessages = (snapshot: { context: { messages: Messages } }) =>
  Object.keys(snapshot.context.messages).length > 0;

const plan = planTransitionPaths(localeMachine, {
  input: { locale: 'en', builtInMessages: BUILT_IN_MESSAGES },
  events: [
    { type: 'locale.change', locale: 'nl' },
    { type: 'locale.change', locale: 'en' },
    { type: 'locale.change', locale: 'xx-YY' },
    { type: 'locale.synced', locale: 'ar-SA' },
    { type: 'xstate.done.actor.loadTranslations', output: { loaded: 'yes' } },
    { type: 'xstate.error.actor.loadTranslations', error: new Error('503') },
    { type: 'xstate.done.actor.loadEnglish', output: { loaded: 'yes' } },
    { type: 'xstate.error.actor.loadEnglish', error: new Error('503') },
  ],
  // What tells states apart: the guards read whether English was requested.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.source,
      snapshot.context.locale === 'en',
      hasMessages(snapshot),
    ]),
  // The language switcher exists only once a first catalogue is on screen.
  canExecute: (snapshot, event) => event.type !== 'locale.change' || hasMessages(snapshot),
});

type Step = PlannedStep<typeof localeMachine>;
type State = Step['to'];

function expectedMessages(state: State): Messages {
  if (state.context.source === 'builtIn') return BUILT_IN_MESSAGES;
  return readCatalogue(state.context.displayedLocale);
}

async function expectState(state: State) {
  if (state.hasTag('loading')) {
    if (!hasMessages(state)) {
      expect(await screen.findByRole('status')).toHaveTextContent('Loading');
      return;
    }
    const message = expectedMessages(state)['app.loadingTranslations']!;
    expect(await screen.findByText(message)).toBeInTheDocument();
    return;
  }
  const messages = expectedMessages(state);
  const { displayedLocale } = state.context;
  await waitFor(() => {
    expect(document.documentElement.lang).toBe(displayedLocale);
    expect(document.documentElement.dir).toBe(isRtlLocale(displayedLocale) ? 'rtl' : 'ltr');
    // A message missing from the built-in set shows its key.
    const heading = messages['pages.testTranslation.title'] ?? 'pages.testTranslation.title';
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
  expect(screen.queryByText(messages['app.loadingTranslations']!)).not.toBeInTheDocument();
}

async function execute(step: Step, requests: TranslationRequests) {
  const { event, from } = step;
  switch (event.type) {
    case 'locale.change':
      fireEvent.change(screen.getByRole('combobox'), { target: { value: event.locale } });
      return;
    case 'locale.synced':
      window.dispatchEvent(
        new StorageEvent('storage', { key: LOCALE_STORAGE_KEY, newValue: event.locale }),
      );
      return;
    case 'xstate.done.actor.loadTranslations':
      return requests.answer(true, from.context.locale);
    case 'xstate.error.actor.loadTranslations':
      return requests.answer(false, from.context.locale);
    case 'xstate.done.actor.loadEnglish':
      return requests.answer(true, 'en');
    case 'xstate.error.actor.loadEnglish':
      return requests.answer(false, 'en');
  }
}

describe('locale machine, walked on the rendered app', () => {
  for (const path of plan.paths) {
    it(path.description, async () => {
      const requests = new TranslationRequests();
      renderApp({ path: '/test-translation', loadTranslations: requests.load });
      await expectState(path.steps[0]!.from);
      for (const step of path.steps) {
        await execute(step, requests);
        await expectState(step.to);
        plan.recordWalked(step);
      }
    });
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());

  it('saves a choice made here, and rejects unsupported codes', async () => {
    renderApp({ path: '/test-translation' });
    const select = await screen.findByRole('combobox');
    fireEvent.change(select, { target: { value: 'tr' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('tr');
  });
});
