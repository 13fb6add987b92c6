import type { ReactNode } from 'react';
import { PageFrame, PageMain } from './page-frame';

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
  return (
    <PageFrame className="page" skipLinkLabel={skipLinkLabel}>
      {topNavigation}
      {breadcrumbs}
      <PageMain>{children}</PageMain>
      {footer}
    </PageFrame>
  );
}
