import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useTranslate } from '../../i18n/use-translate';
import { Breadcrumbs, breadcrumbsFromPath, humanizeSegment } from '../../ui/breadcrumbs';
import { PageLayout } from '../../ui/page-layout';
import { LoadingScreen } from '../../ui/spinner';
import { ErrorBoundary } from '../app/error-boundaries';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** SPEC §2: path breadcrumbs, translated where the catalogue names the segment; hidden on /. */
function PathBreadcrumbs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const labelFor = (segment: string) => {
    const id = `breadcrumbs.segments.${segment}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : humanizeSegment(segment);
  };
  const items = breadcrumbsFromPath(
    pathname,
    intl.formatMessage({ id: 'breadcrumbs.home' }),
    labelFor,
  );
  return <Breadcrumbs items={items} label={intl.formatMessage({ id: 'breadcrumbs.label' })} />;
}

function ScreenOutlet() {
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
      breadcrumbs={<PathBreadcrumbs />}
      footer={<Footer />}
    >
      <ScreenOutlet />
    </PageLayout>
  );
}

/** The layout of signed-in pages: the same frame plus the dashboard tabs and links. */
export function DashboardLayout() {
  const t = useTranslate();
  return (
    <PageLayout
      skipLinkLabel={t('app.skipToContent')}
      topNavigation={<TopBar />}
      breadcrumbs={<PathBreadcrumbs />}
      footer={<Footer />}
    >
      <nav className="dashboard-nav" aria-label={t('dashboard.navLabel')}>
        <ul className="dashboard-tabs">
          <li>
            <NavLink to="/dashboard/tours">{t('dashboard.tours')}</NavLink>
          </li>
          <li>
            <NavLink to="/dashboard/settings">{t('dashboard.settings')}</NavLink>
          </li>
        </ul>
        <div className="dashboard-links">
          <NavLink to="/dashboard/credits">{t('dashboard.credits')}</NavLink>
          <NavLink to="/dashboard/top-up">{t('dashboard.topUp')}</NavLink>
        </div>
      </nav>
      <ScreenOutlet />
    </PageLayout>
  );
}
