import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { RegisterRequestSchema } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import { registerMachine, type RegisterField } from '../../machines/register.machine';
import { FAILURE_MESSAGES } from '../../services/api-client';
import { Spinner } from '../../ui/spinner';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';
import { ScreenIntro } from '../app/page-metadata';
import { schemaFieldErrors, translateMessage, withFailure } from '../forms/form-messages';
import { FormAlert, SubmitButton, TextField, focusFirstError } from '../forms/form-parts';
import { PasswordStrength } from '../forms/password-strength';
import { useInspect } from '../app/inspection';

const IDS = {
  firstName: 'register-first-name',
  lastName: 'register-last-name',
  email: 'register-email',
  password: 'register-password',
  strength: 'register-password-strength',
} as const;

const FIELD_ORDER = [
  ['firstName', IDS.firstName],
  ['lastName', IDS.lastName],
  ['email', IDS.email],
  ['password', IDS.password],
] as const;

/**
 * Registration (SPEC §2): names, e-mail and a password with SPEC §5's live strength meter.
 * The new account signs in with the same e-mail and password and goes on to /complete-profile.
 */
export function RegisterScreen() {
  const t = useTranslate();
  const api = useAppApi();
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  const signInError = SessionActor.useSelector((snapshot) =>
    snapshot.matches('signedOut') ? snapshot.context.error : null,
  );
  const inspect = useInspect();
  const [state, send] = useMachine(
    registerMachine.provide({
      actors: {
        register: fromPromise(({ input }) =>
          withFailure(() => api.auth.register(input), FAILURE_MESSAGES.register),
        ),
      },
      actions: {
        signIn: (_, { email, password }) =>
          session.send({ type: 'session.signIn', email, password }),
      },
    }),
    { inspect },
  );
  const succeeded = state.matches('succeeded');

  useEffect(() => {
    if (succeeded && signedIn) navigate('/complete-profile', { replace: true });
  }, [succeeded, signedIn, navigate]);

  if (succeeded) {
    return (
      <>
        <ScreenIntro page="register" />
        {signInError ? (
          <FormAlert>
            <p>{t('register.signInFailed', { message: signInError })}</p>
            <Link to="/login">{t('register.signIn')}</Link>
          </FormAlert>
        ) : (
          <div className="form-status" role="status">
            <Spinner />
            {t('register.created')}
          </div>
        )}
      </>
    );
  }

  const { values, fieldErrors, error } = state.context;
  const busy = state.hasTag('busy');
  const fieldError = (field: RegisterField) => {
    const message = fieldErrors[field];
    return message ? translateMessage(t, message) : undefined;
  };
  const change = (field: RegisterField) => (value: string) =>
    send({ type: 'register.fieldChanged', field, value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = schemaFieldErrors<RegisterField>(RegisterRequestSchema, values);
    send({ type: 'register.submit', fieldErrors: found });
    focusFirstError(found, FIELD_ORDER);
  };

  return (
    <>
      <ScreenIntro page="register" />
      <form
        className="account-form card"
        aria-label={t('register.formLabel')}
        noValidate
        onSubmit={submit}
      >
        {error && <FormAlert>{translateMessage(t, error)}</FormAlert>}
        <div className="form-row">
          <TextField
            id={IDS.firstName}
            label={t('register.firstName')}
            value={values.firstName}
            onValueChange={change('firstName')}
            error={fieldError('firstName')}
            autoComplete="given-name"
            aria-required
            readOnly={busy}
          />
          <TextField
            id={IDS.lastName}
            label={t('register.lastName')}
            value={values.lastName}
            onValueChange={change('lastName')}
            error={fieldError('lastName')}
            autoComplete="family-name"
            aria-required
            readOnly={busy}
          />
        </div>
        <TextField
          id={IDS.email}
          label={t('register.email')}
          type="email"
          inputMode="email"
          value={values.email}
          onValueChange={change('email')}
          error={fieldError('email')}
          autoComplete="email"
          spellCheck={false}
          aria-required
          readOnly={busy}
        />
        <TextField
          id={IDS.password}
          label={t('register.password')}
          type="password"
          value={values.password}
          onValueChange={change('password')}
          error={fieldError('password')}
          describedById={values.password ? IDS.strength : undefined}
          autoComplete="new-password"
          aria-required
          readOnly={busy}
        >
          <PasswordStrength
            id={IDS.strength}
            password={values.password}
            refused={Boolean(fieldError('password'))}
          />
        </TextField>
        <p className="form-note">
          <FormattedMessage
            id="register.terms"
            values={{
              terms: (chunks) => (
                <Link key="terms" to="/terms">
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link key="privacy" to="/privacy">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
        <SubmitButton
          busy={busy}
          label={t('register.submit')}
          busyLabel={t('register.submitting')}
        />
        <p className="form-note">
          <FormattedMessage
            id="register.haveAccount"
            values={{
              signIn: (chunks) => (
                <Link key="signIn" to="/login">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </form>
    </>
  );
}
