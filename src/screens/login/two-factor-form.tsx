import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { TwoFactorCodeSchema } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import { SessionActor } from '../app/actors';
import { TextField } from '../forms/form-parts';
import { translateLoginMessage } from './login-messages';
import { Button } from '../../ui/button';

/**
 * The second step of a sign-in with two-factor authentication. The session machine owns the
 * flow (awaitingTwoFactor, verifyingTwoFactor); this form sends it the code or the cancel.
 */
export function TwoFactorForm() {
  const t = useTranslate();
  const session = SessionActor.useActorRef();
  const verifying = SessionActor.useSelector((snapshot) => snapshot.matches('verifyingTwoFactor'));
  const error = SessionActor.useSelector((snapshot) => snapshot.context.error);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeField = useRef<HTMLInputElement>(null);

  // The step replaces the password form: take the keyboard focus to its field.
  useEffect(() => codeField.current?.focus(), []);
  // A refused code: the field is ready for the next one.
  useEffect(() => {
    if (error) codeField.current?.select();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    const parsed = v.safeParse(TwoFactorCodeSchema, code);
    if (!parsed.success) {
      setCodeError(translateLoginMessage(t, parsed.issues[0].message));
      codeField.current?.focus();
      return;
    }
    setCodeError(null);
    session.send({ type: 'session.submitTwoFactor', code: parsed.output });
  };

  return (
    <form
      className="login-form"
      aria-labelledby="login-two-factor-heading"
      aria-describedby="login-two-factor-lead"
      noValidate
      onSubmit={submit}
    >
      <h2 id="login-two-factor-heading">{t('login.twoFactor.heading')}</h2>
      <p id="login-two-factor-lead">{t('login.twoFactor.lead')}</p>
      {error && !verifying ? (
        <div className="login-alert" role="alert">
          {translateLoginMessage(t, error)}
        </div>
      ) : null}
      <TextField
        look="login"
        ref={codeField}
        id="login-two-factor-code"
        label={t('login.twoFactor.code')}
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setCodeError(null);
        }}
        error={codeError}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={32}
        required
      />
      <div className="login-actions">
        <button type="submit" className="button button-primary" disabled={verifying}>
          {verifying ? t('login.twoFactor.submitting') : t('login.twoFactor.submit')}
        </button>
        <Button
          variant="secondary"
          disabled={verifying}
          onClick={() => session.send({ type: 'session.cancelTwoFactor' })}
        >
          {t('login.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
