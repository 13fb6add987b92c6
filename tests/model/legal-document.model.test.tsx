/**
 * The legal-document machine walked on the rendered /privacy page: the real document files,
 * loaded through a gate the test opens (the chunk loading is the network edge it controls), the
 * real validation and English fallback, and the language changed through the real language menu.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocaleFileCode } from '../../src/contract/locales';
import { legalDocumentMachine } from '../../src/machines/legal-document.machine';
import { LegalDocumentsSchema } from '../../src/screens/legal/legal-document';
import { logger } from '../../src/services/logger';
import { readCatalogue, renderApp } from '../support/render-app';
import { planTransitionPaths, type PlannedStep } from './transition-coverage';

interface ChunkRequest {
  fileCode: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Each document chunk the screen asks for waits here until the test answers it. */
const chunks = vi.hoisted(() => ({
  real: {} as Partial<Record<string, () => Promise<unknown>>>,
  pending: [] as ChunkRequest[],
}));
vi.mock('../../src/screens/legal/document-modules', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../src/screens/legal/document-modules')>();
  Object.assign(chunks.real, original.legalDocumentLoaders);
  const gated = Object.fromEntries(
    Object.keys(original.legalDocumentLoaders).map((fileCode) => [
      fileCode,
      () =>
        new Promise<unknown>((resolve, reject) =>
          chunks.pending.push({ fileCode, resolve, reject }),
        ),
    ]),
  );
  return { legalDocumentLoaders: gated };
});

const plan = planTransitionPaths(legalDocumentMachine, {
  events: [
    { type: 'legal.retry' },
    { type: 'legal.switchLocale', fileCode: 'nl' },
    { type: 'legal.switchLocale', fileCode: 'en' },
    { type: 'xstate.done.actor.loadDocuments', output: {} },
    { type: 'xstate.error.actor.loadDocuments', error: new Error('chunk failed') },
  ],
  input: { fileCode: 'en' },
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.fileCode}`,
});

type Step = PlannedStep<typeof legalDocumentMachine>;
type User = ReturnType<typeof userEvent.setup>;

/** The catalogue of the page, in English or Dutch (the languages this test switches between). */
const catalogueOf = (fileCode: string) => readCatalogue(fileCode === 'nl' ? 'nl' : 'en');

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', nl: 'Nederlands' };

/** The latest request for `fileCode`'s chunk, once the screen has made it. */
async function takeRequest(fileCode: string): Promise<ChunkRequest> {
  let found: ChunkRequest | undefined;
  await waitFor(() => {
    found = chunks.pending.findLast((request) => request.fileCode === fileCode);
    expect(found).toBeDefined();
  });
  chunks.pending.splice(chunks.pending.indexOf(found!), 1);
  return found!;
}

async function expectState(state: Step['to']) {
  const { fileCode } = state.context;
  const messages = catalogueOf(fileCode);
  if (state.matches('loading')) {
    expect(await screen.findByText(messages['legal.loading']!)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  } else if (state.matches('loaded')) {
    const documents = v.parse(LegalDocumentsSchema, await chunks.real[fileCode]!());
    const article = await screen.findByRole('article');
    await waitFor(() =>
      expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
        documents.privacy.title,
      ),
    );
    expect(screen.queryByText(messages['legal.fallbackNotice']!)).toBeNull();
  } else {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages['legal.loadFailed']!);
    expect(screen.queryByRole('article')).toBeNull();
  }
}

async function execute(step: Step, user: User) {
  const { event, from } = step;
  const { fileCode } = from.context;
  switch (event.type) {
    case 'xstate.done.actor.loadDocuments': {
      const request = await takeRequest(fileCode);
      request.resolve(await chunks.real[fileCode]!());
      return;
    }
    case 'xstate.error.actor.loadDocuments': {
      // The language's chunk fails, then English, which stands in for it, fails too.
      (await takeRequest(fileCode)).reject(
        new TypeError('Failed to fetch dynamically imported module'),
      );
      if (fileCode !== 'en') {
        (await takeRequest('en')).reject(
          new TypeError('Failed to fetch dynamically imported module'),
        );
      }
      return;
    }
    case 'legal.retry':
      return user.click(screen.getByRole('button', { name: catalogueOf(fileCode)['legal.retry'] }));
    case 'legal.switchLocale': {
      const to = event.fileCode as LocaleFileCode;
      await user.click(screen.getAllByRole('button', { name: /English|Nederlands/ })[0]!);
      await user.click(await screen.findByRole('menuitemradio', { name: LANGUAGE_NAMES[to] }));
      await waitFor(() => expect(document.documentElement.lang).toBe(to));
      // The load that was under way is dropped: its late answer must not replace the new one.
      if (from.matches('loading')) {
        const stale = await takeRequest(fileCode);
        stale.resolve(await chunks.real[stale.fileCode]!());
      }
      return;
    }
  }
}

beforeEach(() => {
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
  vi.spyOn(logger, 'error').mockImplementation(() => {});
});
afterEach(() => {
  chunks.pending.splice(0);
  vi.restoreAllMocks();
});

describe('legal document machine, walked on the rendered /privacy page', () => {
  for (const path of plan.paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      renderApp({ path: '/privacy' });
      await expectState(path.steps[0]!.from);
      for (const step of path.steps) {
        await execute(step, user);
        await expectState(step.to);
        plan.recordWalked(step);
      }
    });
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
