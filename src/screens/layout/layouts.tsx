import { lazy, Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { ADMIN_ROLES, hasRole, PARTNER_ROLES, SUPERADMIN_ROLES } from '../../contract/user';
import { useTranslate } from '../../i18n/use-translate';
import { useBreadcrumbLabels } from '../../ui/breadcrumb-labels';
import { Breadcrumbs, breadcrumbsFromPath, humanizeSegment } from '../../ui/breadcrumbs';
import { PageLayout } from '../../ui/page-layout';
import { LoadingScreen } from '../../ui/spinner';
import { SessionActor } from '../app/actors';
import { ServerDataGate } from '../app/app-services';
import { ErrorBoundary } from '../app/error-boundaries';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/**
 * SPEC §2: path breadcrumbs, translated where the catalogue names the segment, or named by the
 * screen (a tour's title); hidden on /.
 */
export function PathBreadcrumbs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const screenLabels = useBreadcrumbLabels();
  const labelFor = (segment: string) => {
    const id = `breadcrumbs.segments.${segment}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : humanizeSegment(segment);
  };
  const items = breadcrumbsFromPath(
    pathname,
    intl.formatMessage({ id: 'breadcrumbs.home' }),
    labelFor,
  ).map((item) => ({ ...item, label: screenLabels.get(item.href) ?? item.label }));
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

/** Loaded after the dashboard has rendered: the chat code stays out of every first load. */
const ChatUnreadBadge = lazy(() =>
  import('../chat/chat-unread-badge').then((module) => ({ default: module.ChatUnreadBadge })),
);

/** The staff and partner areas the signed-in user's role opens (docs/decisions/0010). */
function RoleLinks() {
  const t = useTranslate();
  const role = SessionActor.useSelector((snapshot) => snapshot.context.user?.role);
  return (
    <>
      {hasRole(role, PARTNER_ROLES) && <NavLink to="/partner">{t('dashboard.partner')}</NavLink>}
      {hasRole(role, ADMIN_ROLES) && (
        <>
          <NavLink to="/admin">{t('dashboard.admin')}</NavLink>
          <NavLink to="/dashboard/cache-performance">{t('dashboard.cachePerformance')}</NavLink>
        </>
      )}
      {hasRole(role, SUPERADMIN_ROLES) && (
        <NavLink to="/superuser">{t('dashboard.superuser')}</NavLink>
      )}
    </>
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
          <NavLink to="/dashboard/messages">
            {t('dashboard.messages')}
            <ServerDataGate fallback={null}>
              <Suspense fallback={null}>
                <ChatUnreadBadge />
              </Suspense>
            </ServerDataGate>
          </NavLink>
          <NavLink to="/dashboard/credits">{t('dashboard.credits')}</NavLink>
          <NavLink to="/dashboard/top-up">{t('dashboard.topUp')}</NavLink>
          <RoleLinks />
        </div>
      </nav>
      <ScreenOutlet />
    </PageLayout>
  );
}
