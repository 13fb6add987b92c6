import { Link } from 'react-router-dom';

export interface BreadcrumbItem {
  label: string;
  href: string;
}

/** A malformed escape such as "100%" stays as typed rather than throwing. */
function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "site-visits" → "Site Visits" (SPEC §2). */
export function humanizeSegment(segment: string): string {
  return safelyDecoded(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Breadcrumbs from the path: Home first, one item per segment (SPEC §2). */
export function breadcrumbsFromPath(
  pathname: string,
  homeLabel: string,
  labelFor: (segment: string) => string = humanizeSegment,
): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  return [
    { label: homeLabel, href: '/' },
    ...segments.map((segment, index) => ({
      label: labelFor(segment),
      href: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}

/** The breadcrumb bar; shown only with at least 2 items, the last marked as the current page. */
export function Breadcrumbs({ items, label }: { items: BreadcrumbItem[]; label: string }) {
  if (items.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.href} aria-current="page">
              {item.label}
            </li>
          ) : (
            <li key={item.href}>
              <Link to={item.href}>{item.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
