import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { resolveInitialLocale } from './i18n/resolve-locale';
import { routes } from './screens/app/routes';
import { App } from './screens/app/app';
import {
  applyStyleNonce,
  injectPolicyMetaTag,
  readStyleNonce,
} from './services/content-security-policy';
import { createInspectorIfRequested } from './services/dev-tools';
import { scheduleAfterFirstPaint } from './services/after-first-paint';
import { resolveReportingConfig } from './services/error-reporting-config';
import { startErrorReporting } from './screens/app/reported-errors';
import { readSavedLocale } from './services/locale-storage';
import { yieldToMain } from './services/main-thread';

/**
 * The app's start, loaded by src/main.tsx once the libraries it needs have been evaluated one per
 * task. It goes on in steps, each its own task, so that none blocks input for long on a slow
 * phone (docs/decisions/0012, 0025).
 */

// The page's style nonce (decision 0063), for the <style> elements libraries add at run time.
const styleNonce = readStyleNonce();
if (styleNonce !== undefined) applyStyleNonce(styleNonce);
if (import.meta.env.PROD) injectPolicyMetaTag(__META_CSP_POLICY__, document, styleNonce);
// DESIGN.md: the Stately inspector is for development only; a production build does not ship it.
const inspect = import.meta.env.DEV ? await createInspectorIfRequested() : undefined;
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await yieldToMain();
// The first read of localStorage can take a while (the browser opens the site's storage).
const locale = resolveInitialLocale(readSavedLocale(), navigator.languages ?? [navigator.language]);

await yieldToMain();
// Also starts loading the screen of the current route.
const router = createBrowserRouter(routes);

await yieldToMain();
const root = createRoot(container);
// As a transition, React renders in slices of a few milliseconds, yielding to input in between.
startTransition(() =>
  root.render(
    <StrictMode>
      <App
        router={router}
        localeInput={{ locale }}
        sessionInput={{ user: null }}
        inspect={inspect}
      />
    </StrictMode>,
  ),
);

// The browser loads its locale data on the first use of each Intl service, some 10 ms each on a
// fast machine; react-intl's provider makes that first use when the messages arrive, in the same
// task as the first page's render. Made here instead, each in a task of its own, while the
// messages and the screen load.
const loadLocaleData = [
  () => Intl.NumberFormat.supportedLocalesOf(locale),
  () => Intl.DateTimeFormat.supportedLocalesOf(locale),
];
for (const load of loadLocaleData) {
  await yieldToMain();
  load();
}

scheduleAfterFirstPaint(() => startErrorReporting(resolveReportingConfig(import.meta.env)));
