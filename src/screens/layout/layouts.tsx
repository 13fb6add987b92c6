import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { lazyModule, preload, useLazyModule } from '../../ui/lazy-module';
import { PageLayout } from '../../ui/page-layout';
import { LoadingScreen } from '../../ui/spinner';
import { ErrorBoundary } from '../app/error-boundaries';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** The breadcrumbs' code: / has none, so the landing page does not load it (docs/decisions/0059). */
const pathBreadcrumbsModule = lazyModule(() => import('./path-breadcrumbs'));

/**
 * Loads the public pages' breadcrumbs; the routes of the public pages other than / wait for it
 * beside their screen (src/screens/app/routes.tsx), so the bar is there with the page's first
 * render. A failed download leaves the page without it until the next try.
 */
export function loadPublicBreadcrumbs(): Promise<unknown> {
  return pathBreadcrumbsModule.load().catch(() => undefined);
}

/** The path breadcrumbs of a public page (none on /), once their code is in. */
function PublicBreadcrumbs() {
  const { pathname } = useLocation();
  const loaded = useLazyModule(pathBreadcrumbsModule);
  const shown = pathname !== '/';
  useEffect(() => {
    if (shown) preload(pathBreadcrumbsModule);
  }, [shown]);
  return shown && loaded ? <loaded.PathBreadcrumbs /> : null;
}

/** A screen inside its error boundary, with a spinner while its code loads. */
export function ScreenOutlet() {
  const t = useTranslate();
  return (
    <ErrorBoundary variant="page">
      <Suspense fallback={<LoadingScreen label={t('app.loading')} />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The layout of every public page. */
export function PublicLayout() {
  const t = useTranslate();
  return (
    <PageLayout
      skipLinkLabel={t('app.skipToContent')}
      topNavigation={<TopBar />}
      breadcrumbs={<PublicBreadcrumbs />}
      footer={<Footer />}
    >
      <ScreenOutlet />
    </PageLayout>
  );
}
