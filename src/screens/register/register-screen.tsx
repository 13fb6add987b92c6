import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { RegisterRequestSchema } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import {
  formSubmissionMachine,
  type FormSubmissionInput,
} from '../../machines/form-submission.machine';
import { FAILURE_MESSAGES } from '../../services/api-client';
import { Spinner } from '../../ui/spinner';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';
import { ScreenIntro } from '../app/page-metadata';
import { schemaFieldErrors, translateMessage, withFailure } from '../forms/form-messages';
import { FormAlert, SubmitButton, TextField } from '../forms/form-parts';
import { PasswordStrength } from '../forms/password-strength';
import { useFormSubmission } from '../forms/use-form-submission';

const IDS = {
  firstName: 'register-first-name',
  lastName: 'register-last-name',
  email: 'register-email',
  password: 'register-password',
} as const;
const STRENGTH_ID = 'register-password-strength';

/** The form: signs in once the account exists; the password is not kept. */
export const REGISTER_FORM: FormSubmissionInput = {
  values: { firstName: '', lastName: '', email: '', password: '' },
  serverFields: Object.keys(IDS),
  failureAlert: 'unlessFieldSays',
  afterSuccess: 'signIn',
  secretFields: ['password'],
};

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
  const { state, fields, busy, submit } = useFormSubmission({
    logic: formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          withFailure(
            () => api.auth.register(v.parse(RegisterRequestSchema, input)),
            FAILURE_MESSAGES.register,
          ),
        ),
      },
      actions: {
        signIn: (_, { email, password }) =>
          session.send({ type: 'session.signIn', email, password }),
      },
    }),
    input: REGISTER_FORM,
    ids: IDS,
    translate: (message) => translateMessage(t, message),
    validate: (values) => schemaFieldErrors(RegisterRequestSchema, values),
  });
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

  const { error } = state.context;
  const password = fields.valueOf('password');

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
            {...fields.props('firstName')}
            label={t('register.firstName')}
            autoComplete="given-name"
            aria-required
          />
          <TextField
            {...fields.props('lastName')}
            label={t('register.lastName')}
            autoComplete="family-name"
            aria-required
          />
        </div>
        <TextField
          {...fields.props('email')}
          label={t('register.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          aria-required
        />
        <TextField
          {...fields.props('password')}
          label={t('register.password')}
          type="password"
          describedById={password ? STRENGTH_ID : undefined}
          autoComplete="new-password"
          aria-required
        >
          <PasswordStrength
            id={STRENGTH_ID}
            password={password}
            refused={Boolean(fields.errorOf('password'))}
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
