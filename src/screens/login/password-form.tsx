import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import type { SnapshotFrom } from 'xstate';
import { LoginRequestSchema } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import type { LoginLockoutEvent, loginLockoutMachine } from '../../machines/login-lockout.machine';
import { SessionActor } from '../app/actors';
import { translatedFieldErrors } from '../forms/form-messages';
import { TextField } from '../forms/form-parts';
import { translateLoginMessage } from './login-messages';

type Field = 'email' | 'password';

export interface PasswordFormProps {
  lockout: SnapshotFrom<typeof loginLockoutMachine>;
  sendLockout: (event: LoginLockoutEvent) => void;
  /** The screen's clock, for the lockout record (SPEC §4). */
  now: () => number;
}

/**
 * E-mail and password, validated with the shared LoginRequestSchema before anything is sent.
 * The alert says what the last attempt came to: SPEC §8's lockout messages, or the session's
 * error when the attempt failed for another reason. Values are kept on failure.
 */
export function PasswordForm({ lockout, sendLockout, now }: PasswordFormProps) {
  const t = useTranslate();
  const sessionBusy = SessionActor.useSelector((snapshot) => snapshot.hasTag('busy'));
  const signingIn = SessionActor.useSelector((snapshot) => snapshot.matches('signingIn'));
  const sessionError = SessionActor.useSelector((snapshot) => snapshot.context.error);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const busy = sessionBusy || lockout.hasTag('busy');

  let alert: string | null = null;
  if (lockout.matches({ idle: 'lockedOut' })) {
    alert = t('login.lockout.locked');
  } else if (lockout.matches({ idle: 'rejected' })) {
    alert = t('login.lockout.invalidCredentials', { n: lockout.context.attemptsRemaining });
  } else if (lockout.matches({ idle: 'failed' }) && sessionError) {
    alert = translateLoginMessage(t, sessionError);
  }

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = v.safeParse(LoginRequestSchema, values);
    if (!parsed.success) {
      const errors = translatedFieldErrors<Field>(parsed.issues, (message) =>
        translateLoginMessage(t, message),
      );
      setFieldErrors(errors);
      if (errors.email) emailField.current?.focus();
      else if (errors.password) passwordField.current?.focus();
      return;
    }
    setFieldErrors({});
    sendLockout({ type: 'login.submit', ...parsed.output, now: now() });
  };

  return (
    <form
      className="login-form"
      aria-label={t('login.form.label')}
      aria-describedby={alert ? 'login-alert' : undefined}
      noValidate
      onSubmit={submit}
    >
      {alert ? (
        <div id="login-alert" className="login-alert" role="alert">
          {alert}
        </div>
      ) : null}
      <TextField
        look="login"
        ref={emailField}
        id="login-email"
        label={t('login.form.email')}
        type="email"
        autoComplete="username"
        spellCheck={false}
        value={values.email}
        onValueChange={change('email')}
        error={fieldErrors.email}
        required
      />
      <TextField
        look="login"
        ref={passwordField}
        id="login-password"
        label={t('login.form.password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={change('password')}
        error={fieldErrors.password}
        required
      />
      <div className="login-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {signingIn || lockout.hasTag('busy')
            ? t('login.form.submitting')
            : t('login.form.submit')}
        </button>
        <Link to="/forgot-password">{t('login.form.forgotPassword')}</Link>
      </div>
      <p className="login-links">
        {t('login.form.noAccount')} <Link to="/register">{t('login.form.register')}</Link>
      </p>
    </form>
  );
}
