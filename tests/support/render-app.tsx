import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { localeFileCode, type SupportedLocale } from '../../src/contract/locales';
import type { UserProfile } from '../../src/contract/user';
import type { AppApi } from '../../src/services/app-api';
import { flattenMessages } from '../../src/i18n/flatten-messages';
import type { Messages } from '../../src/machines/locale.machine';
import { App } from '../../src/screens/app/app';
import { appLocaleLogic } from '../../src/screens/app/app-logic';
import { routes } from '../../src/screens/app/routes';
import { transitionLog } from './machine-transitions';

/** The real catalogue of a locale, read from public/locales as the server serves it. */
export function readCatalogue(locale: SupportedLocale): Messages {
  const file = resolve(
    import.meta.dirname,
    '../../public/locales',
    localeFileCode(locale),
    'translation.json',
  );
  return flattenMessages(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * A function that reads `{prefix}{key}` from the locale's real catalogue with its simple {values}
 * filled in (no plurals): what the tests expect the screen to say.
 */
export function catalogueText(prefix = '', locale: SupportedLocale = 'en') {
  const messages = readCatalogue(locale);
  return (key: string, values: Record<string, string | number> = {}): string =>
    Object.entries(values).reduce(
      (message, [name, value]) => message.replaceAll(`{${name}}`, String(value)),
      messages[`${prefix}${key}`]!,
    );
}

export type TranslationLoader = (locale: SupportedLocale) => Promise<Messages>;

const loadFromDisk: TranslationLoader = async (locale) => readCatalogue(locale);

export interface RenderAppOptions {
  path?: string;
  locale?: SupportedLocale;
  user?: UserProfile | null;
  /** Defaults to the real catalogues on disk; model tests pass a controllable loader. */
  loadTranslations?: TranslationLoader;
  /** The app's API; pass startRealApi().api to reach the real server in-process. */
  api?: AppApi;
  /** Given to every actor of the app; by default the test file's transition log. */
  inspect?: Observer<InspectionEvent>;
}

/** Renders the whole app at a path, with the real routes, layouts and machines. */
export function renderApp({
  path = '/',
  locale = 'en',
  user = null,
  loadTranslations = loadFromDisk,
  api,
  inspect = transitionLog.inspect,
}: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const localeLogic = appLocaleLogic.provide({
    actors: { loadTranslations: fromPromise(({ input }) => loadTranslations(input.locale)) },
  });
  const rendered = render(
    <App
      router={router}
      localeInput={{ locale }}
      sessionInput={{ user }}
      localeLogic={localeLogic}
      api={api}
      inspect={inspect}
    />,
  );
  return { ...rendered, router };
}

export function userWithRole(role: UserProfile['role']): UserProfile {
  return {
    id: `user-${role ?? 'none'}`,
    email: `${role ?? 'none'}@roomwalk.test`,
    firstName: 'Test',
    lastName: 'User',
    role,
  };
}
