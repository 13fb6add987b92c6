import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

export type LandingSection = 'features' | 'pricing' | 'faq';

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth') {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : behavior });
}

/**
 * A link to a landing-page section (SPEC §2): on the home page it scrolls smoothly;
 * elsewhere it goes to the home route with the anchor.
 */
export function SectionLink({
  section,
  children,
  onNavigate,
}: {
  section: LandingSection;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  if (pathname !== '/') {
    return (
      <Link to={`/#${section}`} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  const scroll = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${section}`);
    scrollToSection(section);
    onNavigate?.();
  };
  return (
    <a href={`#${section}`} onClick={scroll}>
      {children}
    </a>
  );
}
