import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ResetPasswordRequestSchema } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import {
  resetPasswordMachine,
  type ResetPasswordField,
} from '../../machines/reset-password.machine';
import { FAILURE_MESSAGES } from '../../services/api-client';
import { useAppApi } from '../app/app-services';
import { PageMetadataTags } from '../app/page-metadata';
import { schemaFieldErrors, translateMessage, withFailure } from '../forms/form-messages';
import { FormAlert, SubmitButton, TextField, formFields } from '../forms/form-parts';
import { PasswordStrength } from '../forms/password-strength';
import { useInspect } from '../app/inspection';

const IDS = {
  password: 'reset-password-new',
  confirmPassword: 'reset-password-confirm',
} as const;
const STRENGTH_ID = 'reset-password-strength';

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
  const inspect = useInspect();
  const [state, send] = useMachine(
    resetPasswordMachine.provide({
      actors: {
        resetPassword: fromPromise(({ input }) =>
          withFailure(() => api.auth.resetPassword(input), FAILURE_MESSAGES.resetPassword),
        ),
      },
    }),
    { input: { token }, inspect },
  );

  if (state.matches('succeeded')) {
    return (
      <>
        <ResetIntro />
        <div className="card stack">
          <p className="form-success" role="status">
            {t('resetPassword.done')}
          </p>
          <Link className="button button-primary" to="/login">
            {t('resetPassword.signIn')}
          </Link>
        </div>
      </>
    );
  }

  const { values, fieldErrors, error } = state.context;
  const busy = state.hasTag('busy');
  const fields = formFields<ResetPasswordField>({
    ids: IDS,
    values,
    fieldErrors,
    translate: (message) => translateMessage(t, message),
    change: (field, value) => send({ type: 'resetPassword.fieldChanged', field, value }),
    busy,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = schemaFieldErrors<ResetPasswordField | 'token'>(ResetPasswordRequestSchema, {
      token: state.context.token,
      ...values,
    });
    send({ type: 'resetPassword.submit', fieldErrors: found });
    fields.focusFirst(found);
  };

  return (
    <>
      <ResetIntro />
      <form
        className="account-form card"
        aria-label={t('resetPassword.formLabel')}
        noValidate
        onSubmit={submit}
      >
        {fieldErrors.token && (
          // A missing, invalid or expired link: no password fixes it, a new link does.
          <FormAlert>
            <p>{translateMessage(t, fieldErrors.token)}</p>
            <Link to="/forgot-password">{t('resetPassword.requestNewLink')}</Link>
          </FormAlert>
        )}
        {error && <FormAlert>{translateMessage(t, error)}</FormAlert>}
        <TextField
          {...fields.props('password')}
          label={t('resetPassword.password')}
          type="password"
          describedById={values.password ? STRENGTH_ID : undefined}
          autoComplete="new-password"
          aria-required
        >
          <PasswordStrength
            id={STRENGTH_ID}
            password={values.password}
            refused={Boolean(fields.errorOf('password'))}
          />
        </TextField>
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
      </form>
    </>
  );
}
