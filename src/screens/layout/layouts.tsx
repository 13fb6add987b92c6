import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useTranslate } from '../../i18n/use-translate';
import { useBreadcrumbLabels } from '../../ui/breadcrumb-labels';
import { Breadcrumbs, breadcrumbsFromPath, humanizeSegment } from '../../ui/breadcrumbs';
import { PageLayout } from '../../ui/page-layout';
import { LoadingScreen } from '../../ui/spinner';
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
      breadcrumbs={<PathBreadcrumbs />}
      footer={<Footer />}
    >
      <ScreenOutlet />
    </PageLayout>
  );
}
