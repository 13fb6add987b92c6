import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ForgotPasswordRequestSchema } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { FAILURE_MESSAGES } from '../../services/api-client';
import { useAppApi } from '../app/app-services';
import { ScreenIntro } from '../app/page-metadata';
import { schemaFieldErrors, translateMessage, withFailure } from '../forms/form-messages';
import { FormAlert, SubmitButton, TextField } from '../forms/form-parts';
import { ResetPasswordStep } from './reset-password-step';
import { useInspect } from '../app/inspection';

const EMAIL_ID = 'forgot-password-email';
const HINT_ID = 'forgot-password-hint';

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
  const inspect = useInspect();
  const [state, send] = useMachine(
    forgotPasswordMachine.provide({
      actors: {
        requestReset: fromPromise(({ input }) =>
          withFailure(
            () => api.auth.forgotPassword(input.email.trim()),
            FAILURE_MESSAGES.forgotPassword,
          ),
        ),
      },
    }),
    { inspect },
  );

  if (state.matches('succeeded')) {
    return (
      <>
        <ScreenIntro page="forgotPassword" />
        <div className="card stack">
          <p className="form-success" role="status">
            {t('forgotPassword.sent')}
          </p>
          <Link to="/login">{t('forgotPassword.backToSignIn')}</Link>
        </div>
      </>
    );
  }

  const { email, fieldErrors, error } = state.context;
  const busy = state.hasTag('busy');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = schemaFieldErrors<'email'>(ForgotPasswordRequestSchema, { email });
    send({ type: 'forgotPassword.submit', fieldErrors: found });
    if (found.email) document.getElementById(EMAIL_ID)?.focus();
  };

  return (
    <>
      <ScreenIntro page="forgotPassword" />
      <form
        className="account-form card"
        aria-label={t('forgotPassword.formLabel')}
        noValidate
        onSubmit={submit}
      >
        {error && <FormAlert>{translateMessage(t, error)}</FormAlert>}
        <p id={HINT_ID} className="form-note">
          {t('forgotPassword.hint')}
        </p>
        <TextField
          id={EMAIL_ID}
          label={t('forgotPassword.email')}
          type="email"
          inputMode="email"
          value={email}
          onValueChange={(value) => send({ type: 'forgotPassword.emailChanged', value })}
          error={fieldErrors.email ? translateMessage(t, fieldErrors.email) : undefined}
          describedById={HINT_ID}
          autoComplete="email"
          spellCheck={false}
          aria-required
          readOnly={busy}
        />
        <SubmitButton
          busy={busy}
          label={t('forgotPassword.submit')}
          busyLabel={t('forgotPassword.submitting')}
        />
        <p className="form-note">
          <Link to="/login">{t('forgotPassword.backToSignIn')}</Link>
        </p>
      </form>
    </>
  );
}
