import type { ReactNode } from 'react';
import { PageFrame, PageMain } from './page-frame';

export interface ShellLayoutProps {
  skipLinkLabel: string;
  /** The app's navigation: a sidebar on wide screens, a bar with a menu button on phones. */
  sidebar: ReactNode;
  breadcrumbs?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the signed-in pages (docs/decisions/0039): the navigation beside the page (at the
 * inline start, so on the right in right-to-left languages), the breadcrumbs, the main content and
 * the footer in the other column; one column up to 768 px.
 */
export function ShellLayout({
  skipLinkLabel,
  sidebar,
  breadcrumbs,
  footer,
  children,
}: ShellLayoutProps) {
  return (
    <PageFrame className="app-shell" skipLinkLabel={skipLinkLabel}>
      {sidebar}
      <div className="app-shell-content">
        {breadcrumbs}
        <PageMain>{children}</PageMain>
        {footer}
      </div>
    </PageFrame>
  );
}
