/**
 * The first screen of `/` and `/pricing` in the served HTML (DESIGN.md, "Performance budgets": the
 * hero text is in the served HTML; Lighthouse measures both pages). At build time, vite.config.ts
 * renders each page's top bar and first screen, in English, into a copy of index.html that the
 * server sends for that path only (server/static.ts, PRERENDERED_PAGES); every other route gets
 * the plain index.html. The app renders hidden behind this markup and swaps it out in the frame
 * its own page appears (src/ui/use-replace-prerendered-page.ts), so the page paints before any
 * script runs and nothing moves when the app takes over.
 *
 * Such a page paints from the HTML alone (docs/decisions/0012): its stylesheet is inline, and the
 * app's script tags wait in a template until the paint-first entry (src/paint-first) puts them in
 * place after the first paint.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { PRERENDERED_PAGES, type PrerenderedPath } from '../server/static';
import { BUILT_IN_MESSAGES } from '../src/i18n/built-in-messages';
import { flattenMessages } from '../src/i18n/flatten-messages';
import { localeMachine } from '../src/machines/locale.machine';
import { sessionMachine } from '../src/machines/session.machine';
import { APP_SCRIPTS_TEMPLATE_ID } from '../src/paint-first/app-scripts';
import { LocaleActor, SessionActor } from '../src/screens/app/actors';
import { ScreenIntro } from '../src/screens/app/page-metadata';
import { AppServicesProvider } from '../src/screens/app/app-services';
import { HeroSection } from '../src/screens/home/hero-section';
import { PathBreadcrumbs } from '../src/screens/layout/path-breadcrumbs';
import { TopBar } from '../src/screens/layout/top-bar';
import { PricingSection } from '../src/screens/pricing/pricing-section';
import { createAppApi } from '../src/services/app-api';
import { PageLayout } from '../src/ui/page-layout';
import { PRERENDERED_PAGE_ID } from '../src/ui/prerendered-page';
import { TourPageHeader } from '../src/screens/tour-viewer/tour-page-header';
import { EARLY_VIEWER_SLOT_ID, VIEWER_KEYS_HELP_ID } from '../src/viewer/early-viewer';
import { TOUR_PAGE_FILE, TOUR_SLUG_SLOT, TOUR_TITLE_SLOT } from '../server/tours/tour-page';

/**
 * Each page's first screen, as the app renders it before anything has loaded: on /pricing the
 * plans' placeholders, which the app replaces with the plans from GET /pricing/plans (whatever
 * their prices are by then).
 */
const FIRST_SCREENS: Record<PrerenderedPath, () => ReactNode> = {
  '/': () => (
    <div className="home-screen">
      <HeroSection />
    </div>
  ),
  '/pricing': () => (
    <>
      <ScreenIntro page="pricing" />
      <PricingSection />
    </>
  ),
};

/** The page frame and the first screen of `pagePath` as a signed-out English visitor sees them. */
export function renderPageMarkup(pagePath: PrerenderedPath, englishCatalogue: unknown): string {
  const messages = flattenMessages(englishCatalogue);
  // The actors are never started on the server, nor the API called: they only give the screens
  // their first state.
  return renderToString(
    <IntlProvider locale="en" defaultLocale="en" messages={messages}>
      <AppServicesProvider api={createAppApi()}>
        <LocaleActor.Provider
          logic={localeMachine}
          options={{ input: { locale: 'en', builtInMessages: BUILT_IN_MESSAGES } }}
        >
          <SessionActor.Provider logic={sessionMachine} options={{ input: { user: null } }}>
            <StaticRouter location={pagePath}>
              <PageLayout
                skipLinkLabel={messages['app.skipToContent'] ?? ''}
                topNavigation={<TopBar />}
                breadcrumbs={<PathBreadcrumbs />}
                footer={null}
              >
                {FIRST_SCREENS[pagePath]()}
              </PageLayout>
            </StaticRouter>
          </SessionActor.Provider>
        </LocaleActor.Provider>
      </AppServicesProvider>
    </IntlProvider>,
  );
}

/** What a prerendered page loads instead of index.html's scripts and stylesheets. */
export interface PaintFirstAssets {
  /** The URL of the paint-first entry's chunk (src/paint-first/main.ts). */
  entry: string;
  /** The URLs of the chunks that entry imports. */
  entryImports: readonly string[];
  /** The content of a stylesheet index.html links, by its href. */
  readStylesheet: (href: string) => string;
}

const APP_SCRIPT_TAG =
  /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;
const STYLESHEET_TAG = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * index.html made to paint from the HTML alone: its stylesheets inline, the app's script tags
 * inert in a template, and the paint-first entry that puts them in place after the first paint.
 */
export function paintFirst(indexHtml: string, assets: PaintFirstAssets): string {
  const appScripts = (indexHtml.match(APP_SCRIPT_TAG) ?? []).map((tag) => tag.trim());
  if (!appScripts.some((tag) => tag.startsWith('<script'))) {
    throw new Error('index.html has no module script to start after the first paint');
  }
  const entryTags = [
    `<script type="module" crossorigin src="${assets.entry}"></script>`,
    ...assets.entryImports.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${appScripts.join('')}</template>`,
  ];
  return indexHtml
    .replace(APP_SCRIPT_TAG, '')
    .replace(STYLESHEET_TAG, (_tag, href: string) => {
      const css = assets.readStylesheet(href);
      if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
      return `<style>${css}</style>`;
    })
    .replace('</head>', () => `${entryTags.join('\n    ')}\n  </head>`);
}

/** index.html with `markup` placed before the app's empty #root, made to paint first. */
function withPrerenderedPage(indexHtml: string, markup: string, assets: PaintFirstAssets): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no ${root} to prerender before`);
  const page = `<div id="${PRERENDERED_PAGE_ID}">${markup}</div>`;
  return paintFirst(indexHtml, assets).replace(root, () => `${page}${root}`);
}

/**
 * index.html with the first screen of `pagePath` placed before the app's empty #root, made to
 * paint from the HTML alone (`paintFirst`).
 */
export function prerenderPage(
  indexHtml: string,
  pagePath: PrerenderedPath,
  englishCatalogue: unknown,
  assets: PaintFirstAssets,
): string {
  return withPrerenderedPage(indexHtml, renderPageMarkup(pagePath, englishCatalogue), assets);
}

/**
 * A tour's page as the app renders it, with an empty stage: the header, and the slot where the
 * page's entry draws the first frame (src/paint-first/tour-first.ts). The server fills in the
 * tour's title and slug (server/tours/tour-page.ts).
 */
export function renderTourPageMarkup(englishCatalogue: unknown): string {
  const messages = flattenMessages(englishCatalogue);
  return renderToString(
    <IntlProvider locale="en" defaultLocale="en" messages={messages}>
      <StaticRouter location="/t/">
        <div className="tour-page">
          <TourPageHeader title={TOUR_TITLE_SLOT} />
          <main className="tour-page-main">
            <div className="tour-viewer-stage" data-viewer-state="loading" aria-busy="true">
              <div
                id={EARLY_VIEWER_SLOT_ID}
                className="tour-viewer-slot"
                data-slug={TOUR_SLUG_SLOT}
              />
              <p id={VIEWER_KEYS_HELP_ID} className="visually-hidden">
                {messages['tourViewer.keyboardHelp']}
              </p>
            </div>
          </main>
        </div>
      </StaticRouter>
    </IntlProvider>,
  );
}

/**
 * The template of a tour's page (server/tours/tour-page.ts), started by its own entry, with
 * `stylesheets` inline too.
 */
export function prerenderTourPage(
  indexHtml: string,
  englishCatalogue: unknown,
  assets: PaintFirstAssets,
  stylesheets: readonly string[],
): { file: string; html: string } {
  // Inlined with index.html's own: the screen's and the viewer's styles load with their code.
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const styled = indexHtml.replace('</head>', () => `${links.join('\n')}\n</head>`);
  return {
    file: TOUR_PAGE_FILE,
    html: withPrerenderedPage(styled, renderTourPageMarkup(englishCatalogue), assets),
  };
}

/** Every prerendered page, with the file the server sends it from (PRERENDERED_PAGES). */
export function prerenderPages(
  indexHtml: string,
  englishCatalogue: unknown,
  assets: PaintFirstAssets,
): { file: string; html: string }[] {
  return (Object.keys(PRERENDERED_PAGES) as PrerenderedPath[]).map((pagePath) => ({
    file: PRERENDERED_PAGES[pagePath],
    html: prerenderPage(indexHtml, pagePath, englishCatalogue, assets),
  }));
}
