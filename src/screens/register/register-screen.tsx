import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
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
import { schemaFieldErrors, translateMessage } from '../forms/form-messages';
import { AccountForm, EmailField, FormAlert, NameFields, SubmitButton } from '../forms/form-parts';
import { NewPasswordField } from '../forms/password-strength';
import { schemaRequest, useFormSubmission } from '../forms/use-form-submission';

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

/** A link around a translated message's tagged words. */
const linkTo = (to: string) => (chunks: ReactNode[]) => (
  <Link key={to} to={to}>
    {chunks}
  </Link>
);

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
        submit: schemaRequest(RegisterRequestSchema, api.auth.register, FAILURE_MESSAGES.register),
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

  return (
    <>
      <ScreenIntro page="register" />
      <AccountForm
        label={t('register.formLabel')}
        onSubmit={submit}
        alert={error && translateMessage(t, error)}
      >
        <NameFields
          firstName={{ ...fields.props('firstName'), label: t('register.firstName') }}
          lastName={{ ...fields.props('lastName'), label: t('register.lastName') }}
        />
        <EmailField {...fields.props('email')} label={t('register.email')} />
        <NewPasswordField
          {...fields.props('password')}
          label={t('register.password')}
          strengthId={STRENGTH_ID}
        />
        <p className="form-note">
          <FormattedMessage
            id="register.terms"
            values={{ terms: linkTo('/terms'), privacy: linkTo('/privacy') }}
          />
        </p>
        <SubmitButton
          busy={busy}
          label={t('register.submit')}
          busyLabel={t('register.submitting')}
        />
        <p className="form-note">
          <FormattedMessage id="register.haveAccount" values={{ signIn: linkTo('/login') }} />
        </p>
      </AccountForm>
    </>
  );
}
