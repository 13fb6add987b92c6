import type { ReactNode } from 'react';
import { BreadcrumbLabelsProvider } from './breadcrumb-labels';
import { useReplacePrerenderedPage } from './use-replace-prerendered-page';

export interface PageLayoutProps {
  skipLinkLabel: string;
  topNavigation: ReactNode;
  breadcrumbs?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** SPEC §2: top navigation, an optional breadcrumb bar, the main content, the footer. */
export function PageLayout({
  skipLinkLabel,
  topNavigation,
  breadcrumbs,
  footer,
  children,
}: PageLayoutProps) {
  useReplacePrerenderedPage();
  return (
    <BreadcrumbLabelsProvider>
      <div className="page">
        <a className="skip-link" href="#main">
          {skipLinkLabel}
        </a>
        {topNavigation}
        {breadcrumbs}
        <main id="main" className="page-main" tabIndex={-1}>
          {children}
        </main>
        {footer}
      </div>
    </BreadcrumbLabelsProvider>
  );
}
