import { Link } from 'react-router-dom';
import { ResetPasswordRequestSchema } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import {
  formSubmissionMachine,
  type FormSubmissionInput,
} from '../../machines/form-submission.machine';
import { FAILURE_MESSAGES } from '../../services/api-client';
import { useAppApi } from '../app/app-services';
import { PageMetadataTags } from '../app/page-metadata';
import { schemaFieldErrors, translateMessage } from '../forms/form-messages';
import { AccountForm, FormAlert, FormDone, SubmitButton, TextField } from '../forms/form-parts';
import { NewPasswordField } from '../forms/password-strength';
import { schemaRequest, useFormSubmission } from '../forms/use-form-submission';

const IDS = {
  password: 'reset-password-new',
  confirmPassword: 'reset-password-confirm',
} as const;
const STRENGTH_ID = 'reset-password-strength';

/**
 * The form: the link's token goes with the values (the server may refuse it as a field of its
 * own); the passwords are not kept.
 */
export function resetPasswordForm(token: string): FormSubmissionInput {
  return {
    values: { token, password: '', confirmPassword: '' },
    serverFields: ['token', 'password', 'confirmPassword'],
    failureAlert: 'unlessFieldSays',
    afterSuccess: 'finish',
    secretFields: ['password', 'confirmPassword'],
  };
}

function ResetIntro() {
  const t = useTranslate();
  return (
    <>
      <PageMetadataTags
        titleId="resetPassword.title"
        descriptionId="resetPassword.description"
        noIndex
      />
      <h1 className="screen-heading">{t('resetPassword.title')}</h1>
      <p className="lead">{t('resetPassword.description')}</p>
    </>
  );
}

/**
 * The reset step of /forgot-password?token=… (SPEC §5, §7): a new password with the live
 * strength meter and its confirmation. A bad link says so and offers to request a new one.
 */
export function ResetPasswordStep({ token }: { token: string }) {
  const t = useTranslate();
  const api = useAppApi();
  const { state, fields, busy, submit } = useFormSubmission({
    logic: formSubmissionMachine.provide({
      actors: {
        submit: schemaRequest(
          ResetPasswordRequestSchema,
          api.auth.resetPassword,
          FAILURE_MESSAGES.resetPassword,
        ),
      },
    }),
    input: resetPasswordForm(token),
    ids: IDS,
    translate: (message) => translateMessage(t, message),
    validate: (values) => schemaFieldErrors(ResetPasswordRequestSchema, values),
  });

  if (state.matches('succeeded')) {
    return (
      <>
        <ResetIntro />
        <FormDone message={t('resetPassword.done')}>
          <Link className="button button-primary" to="/login">
            {t('resetPassword.signIn')}
          </Link>
        </FormDone>
      </>
    );
  }

  const { fieldErrors, error } = state.context;

  return (
    <>
      <ResetIntro />
      <AccountForm
        label={t('resetPassword.formLabel')}
        onSubmit={submit}
        alert={error && translateMessage(t, error)}
      >
        {fieldErrors.token && (
          // A missing, invalid or expired link: no password fixes it, a new link does.
          <FormAlert>
            <p>{translateMessage(t, fieldErrors.token)}</p>
            <Link to="/forgot-password">{t('resetPassword.requestNewLink')}</Link>
          </FormAlert>
        )}
        <NewPasswordField
          {...fields.props('password')}
          label={t('resetPassword.password')}
          strengthId={STRENGTH_ID}
        />
        <TextField
          {...fields.props('confirmPassword')}
          label={t('resetPassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          aria-required
        />
        <SubmitButton
          busy={busy}
          label={t('resetPassword.submit')}
          busyLabel={t('resetPassword.submitting')}
        />
      </AccountForm>
    </>
  );
}
