import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ADMIN_ROLES,
  hasRole,
  PARTNER_ROLES,
  SUPERADMIN_ROLES,
  type Role,
} from '../../contract/roles';
import { useTranslate } from '../../i18n/use-translate';
import { BrandMark } from '../../ui/icons';
import { ShellLayout } from '../../ui/shell-layout';
import { SessionActor } from '../app/actors';
import { ServerDataGate } from '../app/app-services';
import { Footer } from './footer';
import { LanguageSelector } from './language-selector';
import { MenuDrawer } from './menu-drawer';
import { ScreenOutlet } from './layouts';
import { PathBreadcrumbs } from './path-breadcrumbs';
import './app-shell.css';
import { Button } from '../../ui/button';

/** Loaded after the shell has rendered: the chat code stays out of every first load. */
const ChatUnreadBadge = lazy(() =>
  import('../chat/chat-unread-badge').then((module) => ({ default: module.ChatUnreadBadge })),
);

interface ShellEntry {
  to: string;
  labelId: string;
  /** The entry is shown only to these roles (docs/decisions/0010). */
  roles?: readonly Role[];
  badge?: ReactNode;
}

const within = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/**
 * A link of the shell: `aria-current="page"` on the page it opens, and `data-section` on it and
 * on the pages below it (a tour's page under Tours), so the entry looks current there too.
 */
function ShellLink({ entry, onNavigate }: { entry: ShellEntry; onNavigate?: () => void }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const current = pathname === entry.to;
  const section = current || (entry.to !== '/dashboard' && within(pathname, entry.to));
  return (
    <Link
      to={entry.to}
      className="app-shell-link"
      aria-current={current ? 'page' : undefined}
      data-section={section || undefined}
      onClick={onNavigate}
    >
      <span>{t(entry.labelId)}</span>
      {entry.badge}
    </Link>
  );
}

const UnreadBadge = (
  <ServerDataGate fallback={null}>
    <Suspense fallback={null}>
      <ChatUnreadBadge />
    </Suspense>
  </ServerDataGate>
);

const MAIN_ENTRIES: readonly ShellEntry[] = [
  { to: '/dashboard', labelId: 'dashboard.shell.home' },
  { to: '/dashboard/tours', labelId: 'dashboard.tours' },
  { to: '/dashboard/create-tour', labelId: 'dashboard.shell.create' },
  { to: '/dashboard/credits', labelId: 'dashboard.credits' },
  { to: '/dashboard/top-up', labelId: 'dashboard.topUp' },
  { to: '/dashboard/messages', labelId: 'dashboard.messages', badge: UnreadBadge },
  { to: '/dashboard/settings', labelId: 'dashboard.settings' },
];

const STAFF_ENTRIES: readonly ShellEntry[] = [
  { to: '/partner', labelId: 'dashboard.partner', roles: PARTNER_ROLES },
  { to: '/admin', labelId: 'dashboard.admin', roles: ADMIN_ROLES },
  { to: '/dashboard/cache-performance', labelId: 'dashboard.cachePerformance', roles: ADMIN_ROLES },
  { to: '/superuser', labelId: 'dashboard.superuser', roles: SUPERADMIN_ROLES },
];

/** The pages of the app, then the staff and partner areas the user's role opens. */
function ShellNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslate();
  const headingId = useId();
  const role = SessionActor.useSelector((snapshot) => snapshot.context.user?.role);
  const staff = STAFF_ENTRIES.filter((entry) => hasRole(role, entry.roles ?? []));
  return (
    <nav className="app-shell-nav" aria-label={t('dashboard.navLabel')}>
      <ul className="app-shell-links">
        {MAIN_ENTRIES.map((entry) => (
          <li key={entry.to}>
            <ShellLink entry={entry} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {staff.length > 0 && (
        <>
          <h2 id={headingId} className="app-shell-group">
            {t('dashboard.shell.staff')}
          </h2>
          <ul className="app-shell-links" aria-labelledby={headingId}>
            {staff.map((entry) => (
              <li key={entry.to}>
                <ShellLink entry={entry} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}

/** Who is signed in, the language, and Sign out. */
function ShellAccount({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const user = SessionActor.useSelector((snapshot) => snapshot.context.user);
  const headingId = useId();
  // Leave the guarded page first, so the guard does not send the user on to /login.
  const signOut = async () => {
    onNavigate?.();
    await navigate('/', { flushSync: true });
    session.send({ type: 'session.signOut' });
  };
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <section className="app-shell-account" aria-labelledby={headingId}>
      <h2 id={headingId} className="app-shell-group">
        {t('dashboard.shell.account')}
      </h2>
      {user && (
        <p className="app-shell-user">
          {name && <strong>{name}</strong>}
          <span>{t('dashboard.signedInAs', { email: user.email })}</span>
        </p>
      )}
      <LanguageSelector />
      <Button variant="secondary" onClick={signOut}>
        {t('dashboard.signOut')}
      </Button>
    </section>
  );
}

/**
 * The app shell of every signed-in page (issue 22, docs/decisions/0039): in place of the public
 * top bar, a sidebar on wide screens (on the right in right-to-left languages) and, up to 768 px,
 * a bar with the brand and a menu button that opens the same navigation in a drawer.
 */
export function AppShell() {
  const t = useTranslate();
  const sidebar = (
    <header className="app-shell-bar">
      <Link to="/" className="brand" aria-label={t('nav.home')}>
        <BrandMark />
        <span>{t('app.name')}</span>
      </Link>
      <div className="app-shell-wide">
        <ShellNavigation />
        <ShellAccount />
      </div>
      <MenuDrawer
        buttonClassName="app-shell-menu-button"
        description={t('dashboard.shell.menuDescription')}
      >
        {(close) => (
          <>
            <ShellNavigation onNavigate={close} />
            <ShellAccount onNavigate={close} />
          </>
        )}
      </MenuDrawer>
    </header>
  );

  return (
    <ShellLayout
      skipLinkLabel={t('app.skipToContent')}
      sidebar={sidebar}
      breadcrumbs={<PathBreadcrumbs />}
      footer={<Footer />}
    >
      <ScreenOutlet />
    </ShellLayout>
  );
}
