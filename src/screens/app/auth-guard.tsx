import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import type { Role } from '../../contract/user';
import { useTranslate } from '../../i18n/use-translate';
import { LoadingScreen } from '../../ui/spinner';
import { SessionActor } from './actors';
import { pageKeyOfPath } from './page-names';

/** Where a visitor was heading when the guard sent them to /login. */
export interface RedirectState {
  from: string;
}

/** SPEC §2: a visitor without a user goes to /login, and the page they came from is remembered. */
export function RequireSignedIn() {
  const t = useTranslate();
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  // A stored session is still being restored and checked: wait before deciding.
  const checking = SessionActor.useSelector(
    (snapshot) => snapshot.matches('restoring') || snapshot.matches('fetchingProfile'),
  );
  const location = useLocation();
  const leaving = useNavigation().state !== 'idle';
  if (checking) return <LoadingScreen label={t('app.loading')} />;
  // Signing out on the way out of a guarded page (e.g. to /) must not bounce to /login.
  if (!signedIn && leaving) return null;
  if (!signedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies RedirectState} />;
  }
  return <Outlet />;
}

/**
 * Why the role guard sent someone to /dashboard (issue 22): the page they asked for, as a
 * catalogue page key, and the roles it is open to. The dashboard shows it as a notice.
 */
export interface RefusedState {
  refused: { page: string | null; roles: readonly Role[] };
}

/** SPEC §2, §6: a user whose role is missing or not allowed goes to /dashboard, and is told why. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const role = SessionActor.useSelector((snapshot) => snapshot.context.user?.role);
  const { pathname } = useLocation();
  if (!role || !roles.includes(role)) {
    const refused = { page: pageKeyOfPath(pathname), roles };
    return <Navigate to="/dashboard" replace state={{ refused } satisfies RefusedState} />;
  }
  return <Outlet />;
}
