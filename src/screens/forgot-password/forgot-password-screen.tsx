import { Link, useSearchParams } from 'react-router-dom';
import { ForgotPasswordRequestSchema } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import {
  formSubmissionMachine,
  type FormSubmissionInput,
} from '../../machines/form-submission.machine';
import { FAILURE_MESSAGES } from '../../services/api-client';
import { useAppApi } from '../app/app-services';
import { ScreenIntro } from '../app/page-metadata';
import { schemaFieldErrors, translateMessage } from '../forms/form-messages';
import { AccountForm, EmailField, FormDone, SubmitButton } from '../forms/form-parts';
import { schemaRequest, useFormSubmission } from '../forms/use-form-submission';
import { ResetPasswordStep } from './reset-password-step';

const EMAIL_ID = 'forgot-password-email';
const HINT_ID = 'forgot-password-hint';

/** The form: the e-mail only; the same answer for everyone ends it. */
export const FORGOT_PASSWORD_FORM: FormSubmissionInput = {
  values: { email: '' },
  serverFields: ['email'],
  failureAlert: 'unlessFieldSays',
  afterSuccess: 'finish',
};

/**
 * Forgot password (SPEC §2): the e-mail form, or, when the e-mailed link brought the user here
 * (/forgot-password?token=…), the reset step with the new password.
 */
export function ForgotPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token === null ? <ForgotPasswordStep /> : <ResetPasswordStep token={token} />;
}

function ForgotPasswordStep() {
  const t = useTranslate();
  const api = useAppApi();
  const { state, fields, busy, submit } = useFormSubmission({
    logic: formSubmissionMachine.provide({
      actors: {
        submit: schemaRequest(
          ForgotPasswordRequestSchema,
          ({ email }) => api.auth.forgotPassword(email),
          FAILURE_MESSAGES.forgotPassword,
        ),
      },
    }),
    input: FORGOT_PASSWORD_FORM,
    ids: { email: EMAIL_ID },
    translate: (message) => translateMessage(t, message),
    validate: (values) => schemaFieldErrors(ForgotPasswordRequestSchema, values),
  });

  if (state.matches('succeeded')) {
    return (
      <>
        <ScreenIntro page="forgotPassword" />
        <FormDone message={t('forgotPassword.sent')}>
          <Link to="/login">{t('forgotPassword.backToSignIn')}</Link>
        </FormDone>
      </>
    );
  }

  const { error } = state.context;

  return (
    <>
      <ScreenIntro page="forgotPassword" />
      <AccountForm
        label={t('forgotPassword.formLabel')}
        onSubmit={submit}
        alert={error && translateMessage(t, error)}
      >
        <p id={HINT_ID} className="form-note">
          {t('forgotPassword.hint')}
        </p>
        <EmailField
          {...fields.props('email')}
          label={t('forgotPassword.email')}
          describedById={HINT_ID}
        />
        <SubmitButton
          busy={busy}
          label={t('forgotPassword.submit')}
          busyLabel={t('forgotPassword.submitting')}
        />
        <p className="form-note">
          <Link to="/login">{t('forgotPassword.backToSignIn')}</Link>
        </p>
      </AccountForm>
    </>
  );
}
