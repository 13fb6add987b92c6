import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { resolveInitialLocale } from './i18n/resolve-locale';
import { routes } from './screens/app/routes';
import { App } from './screens/app/app';
import { injectContentSecurityPolicy } from './services/content-security-policy';
import { createInspectorIfRequested } from './services/dev-tools';
import {
  resolveReportingConfig,
  scheduleAfterFirstPaint,
  startErrorReporting,
} from './services/error-reporting';
import { readSavedLocale } from './services/locale-storage';
import './ui/styles.css';

if (import.meta.env.PROD) injectContentSecurityPolicy(import.meta.env);

// DESIGN.md: the Stately inspector is for development only; a production build does not ship it.
const inspect = import.meta.env.DEV ? await createInspectorIfRequested() : undefined;
const router = createBrowserRouter(routes);
const locale = resolveInitialLocale(readSavedLocale(), navigator.languages ?? [navigator.language]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} localeInput={{ locale }} sessionInput={{ user: null }} inspect={inspect} />
  </StrictMode>,
);

scheduleAfterFirstPaint(() => void startErrorReporting(resolveReportingConfig(import.meta.env)));
