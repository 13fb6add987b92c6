/**
 * The landing page's hero in the served HTML (DESIGN.md, "Performance budgets": the hero text is
 * in the served HTML). At build time, vite.config.ts renders the top bar and the hero, in English,
 * into `index.home.html`, a copy of index.html that the server sends for `/` only; every other
 * route gets the plain index.html. The app renders hidden behind this markup and swaps it out in
 * the frame its own page appears (src/ui/prerendered-page.ts), so the hero paints before any
 * script runs and nothing moves when the app takes over.
 */
import { PRERENDERED_HOME_FILE } from '../server/static';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { BUILT_IN_MESSAGES } from '../src/i18n/built-in-messages';
import { flattenMessages } from '../src/i18n/flatten-messages';
import { localeMachine } from '../src/machines/locale.machine';
import { sessionMachine } from '../src/machines/session.machine';
import { LocaleActor, SessionActor } from '../src/screens/app/actors';
import { HeroSection } from '../src/screens/home/hero-section';
import { TopBar } from '../src/screens/layout/top-bar';
import { PageLayout } from '../src/ui/page-layout';
import { PRERENDERED_PAGE_ID } from '../src/ui/prerendered-page';

/** The page frame and the hero as a signed-out English visitor first sees them on `/`. */
export function renderHomeMarkup(englishCatalogue: unknown): string {
  const messages = flattenMessages(englishCatalogue);
  // The actors are never started on the server: they only give the top bar its first state.
  return renderToString(
    <IntlProvider locale="en" defaultLocale="en" messages={messages}>
      <LocaleActor.Provider
        logic={localeMachine}
        options={{ input: { locale: 'en', builtInMessages: BUILT_IN_MESSAGES } }}
      >
        <SessionActor.Provider logic={sessionMachine} options={{ input: { user: null } }}>
          <StaticRouter location="/">
            <PageLayout
              skipLinkLabel={messages['app.skipToContent'] ?? ''}
              topNavigation={<TopBar />}
              footer={null}
            >
              <div className="home-screen">
                <HeroSection />
              </div>
            </PageLayout>
          </StaticRouter>
        </SessionActor.Provider>
      </LocaleActor.Provider>
    </IntlProvider>,
  );
}

export { PRERENDERED_HOME_FILE };

/** index.html with the prerendered page placed before the app's empty #root. */
export function prerenderHomePage(indexHtml: string, englishCatalogue: unknown): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no ${root} to prerender before`);
  const page = `<div id="${PRERENDERED_PAGE_ID}">${renderHomeMarkup(englishCatalogue)}</div>`;
  return indexHtml.replace(root, `${page}${root}`);
}
