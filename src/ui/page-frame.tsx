import type { ReactNode } from 'react';
import { BreadcrumbLabelsProvider } from './breadcrumb-labels';
import { useReplacePrerenderedPage } from './use-replace-prerendered-page';

/** The main landmark's id: the skip link's target. */
const MAIN_ID = 'main';

/**
 * What every page layout shares (PageLayout, ShellLayout): it replaces the prerendered page,
 * provides the breadcrumb labels, and opens with the skip link to the main content
 * (<PageMain>), which the layout places inside its children.
 */
export function PageFrame({
  className,
  skipLinkLabel,
  children,
}: {
  className: string;
  skipLinkLabel: string;
  children: ReactNode;
}) {
  useReplacePrerenderedPage();
  return (
    <BreadcrumbLabelsProvider>
      <div className={className}>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {skipLinkLabel}
        </a>
        {children}
      </div>
    </BreadcrumbLabelsProvider>
  );
}

/** The main landmark, the skip link's target: focusable by script, not by Tab. */
export function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} className="page-main" tabIndex={-1}>
      {children}
    </main>
  );
}
