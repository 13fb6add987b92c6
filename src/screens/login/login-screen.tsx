import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useTranslate } from '../../i18n/use-translate';
import { loginLockoutMachine } from '../../machines/login-lockout.machine';
import { clearAttempts } from '../../services/login-attempts';
import { SessionActor } from '../app/actors';
import type { RedirectState } from '../app/auth-guard';
import { ScreenIntro } from '../app/page-metadata';
import { pageKeyOfPath } from '../app/page-names';
import { translateLoginMessage } from './login-messages';
import { PasswordForm } from './password-form';
import {
  LOCKOUT_INPUT,
  isLockedOutByRecord,
  recordFailedSignIn,
  signInThroughSession,
} from './sign-in-outcome';
import { TwoFactorForm } from './two-factor-form';
import { useInspect } from '../app/inspection';

function redirectTarget(state: unknown): string | null {
  const from = (state as Partial<RedirectState> | null)?.from;
  // Only same-site paths: never let a crafted state send the user elsewhere.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** The screen's clock: the lockout machine itself reads no time (DESIGN.md rule 6). */
const now = () => Date.now();

/**
 * Sign in (SPEC §2, §4, §8): e-mail and password with the client-side lockout, then the
 * two-factor code when the account asks for one. Once the session is signed in, the user
 * returns to where the guard stopped them (or /dashboard), or completes their profile first.
 */
export function LoginScreen() {
  const t = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const from = redirectTarget(location.state);
  // The page is named, never its path (issue 22): "continue to Messages".
  const fromPage = from ? pageKeyOfPath(from) : null;
  const session = SessionActor.useActorRef();
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  const profileCompleted = SessionActor.useSelector(
    (snapshot) => snapshot.context.user?.profileCompleted,
  );
  const twoFactorStep = SessionActor.useSelector(
    (snapshot) => snapshot.matches('awaitingTwoFactor') || snapshot.matches('verifyingTwoFactor'),
  );
  const notice = SessionActor.useSelector((snapshot) => snapshot.context.notice);

  const [lockoutLogic] = useState(() =>
    loginLockoutMachine.provide({
      actors: {
        signIn: fromPromise(({ input, signal }) => signInThroughSession(session, input, signal)),
        recordFailure: fromPromise(async ({ input }) => recordFailedSignIn(input)),
      },
      actions: {
        clearAttempts: (_, { email }) => clearAttempts(email),
      },
      guards: { isLockedOut: isLockedOutByRecord },
    }),
  );
  const inspect = useInspect();
  const [lockout, sendLockout] = useMachine(lockoutLogic, { input: LOCKOUT_INPUT, inspect });

  useEffect(() => {
    if (!signedIn) return;
    if (profileCompleted === false) {
      navigate('/complete-profile', { replace: true, state: from ? { from } : undefined });
    } else {
      navigate(from ?? '/dashboard', { replace: true });
    }
  }, [signedIn, profileCompleted, from, navigate]);

  return (
    <>
      <ScreenIntro page="login" />
      {notice && <p className="login-notice">{translateLoginMessage(t, notice)}</p>}
      {fromPage && (
        <p role="status">{t('auth.signInToContinue', { page: t(`pages.${fromPage}.title`) })}</p>
      )}
      {twoFactorStep ? (
        <TwoFactorForm />
      ) : (
        <PasswordForm lockout={lockout} sendLockout={sendLockout} now={now} />
      )}
    </>
  );
}
