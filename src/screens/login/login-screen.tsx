import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { SessionActor } from '../app/actors';
import type { RedirectState } from '../app/auth-guard';
import { ScreenIntro } from '../app/page-metadata';

function redirectTarget(state: unknown): string | null {
  const from = (state as Partial<RedirectState> | null)?.from;
  // Only same-site paths: never let a crafted state send the user elsewhere.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** Sign in. Once the session is signed in, the user returns to where the guard stopped them. */
export function LoginScreen() {
  const t = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const from = redirectTarget(location.state);
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));

  useEffect(() => {
    if (signedIn) navigate(from ?? '/dashboard', { replace: true });
  }, [signedIn, from, navigate]);

  return (
    <>
      <ScreenIntro page="login" />
      {from && <p role="status">{t('auth.signInToContinue', { page: from })}</p>}
    </>
  );
}
