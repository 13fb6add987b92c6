/**
 * The app's entry (index.html). It imports nothing of the app statically: evaluating the whole
 * first load at once (react-dom, the router, XState, the message formatter, the app's own shell)
 * took one task of 40 to 100 ms here, which a phone four times slower turns into blocked input
 * (DESIGN.md "Performance budgets", docs/decisions/0025). Instead React DOM (whose CommonJS
 * factory runs when it is evaluated), the other libraries and the app's start (./start-app.tsx)
 * with its shell are evaluated in a task each (see `codeSplitting` in vite.config.ts). The browser
 * fetches them all at once beforehand: index.html preloads every one of them (the
 * `startChainPreloads` plugin).
 */
import { yieldToMain } from './services/main-thread';
import './ui/styles.css';

/** Dependencies first, so that each import evaluates one chunk only. */
const libraries = [() => import('react-dom/client'), () => import('./start/libraries')];

for (const load of libraries) {
  await load();
  await yieldToMain();
}
await import('./start-app');
