import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { TwoFactorVerifyRequestSchema } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import { twoFactorMachine, type TwoFactorEvent } from '../../machines/two-factor.machine';
import { logger } from '../../services/logger';
import { submitWith } from '../../ui/form-submit';
import { useToast } from '../../ui/toaster';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';
import { withFailure } from '../forms/form-messages';
import { QrCode } from './qr-code';
import { TextField } from '../forms/form-parts';
import { translateSettingsMessage } from './settings-messages';
import { useInspect } from '../app/inspection';

type Translate = ReturnType<typeof useTranslate>;

/** The shared schema's check of a code's shape, in the user's language; null when it passes. */
export function codeError(t: Translate, code: string): string | null {
  const result = v.safeParse(TwoFactorVerifyRequestSchema, { code });
  if (result.success) return null;
  return translateSettingsMessage(t, result.issues[0].message);
}

const CODE_INPUTS: Record<string, string> = {
  settingUp: 'settings-two-factor-code',
  confirmingDisable: 'settings-two-factor-disable-code',
};
const FOCUS_TARGETS: Record<string, string> = {
  ...CODE_INPUTS,
  showingRecoveryCodes: 'settings-recovery-heading',
  enabled: 'settings-two-factor-disable',
  disabled: 'settings-two-factor-enable',
};

/** Two-factor authentication: enable (QR code, secret, verify), recovery codes, disable. */
export function TwoFactorSection() {
  const t = useTranslate();
  const api = useAppApi();
  const toast = useToast();
  const session = SessionActor.useActorRef();
  const enabledAtStart = SessionActor.useSelector(
    (snapshot) => snapshot.context.user?.twoFactorEnabled ?? false,
  );
  const inspect = useInspect();
  const [state, send] = useMachine(
    twoFactorMachine.provide({
      actors: {
        enableTwoFactor: fromPromise(() =>
          withFailure(() => api.auth.enableTwoFactor(), t('settings.errors.enableTwoFactor')),
        ),
        verifyTwoFactor: fromPromise(({ input }) =>
          withFailure(
            () => api.auth.verifyTwoFactor(input.code),
            t('settings.errors.verifyTwoFactor'),
          ),
        ),
        disableTwoFactor: fromPromise(({ input }) =>
          withFailure(
            () => api.auth.disableTwoFactor(input.code),
            t('settings.errors.disableTwoFactor'),
          ),
        ),
      },
      actions: {
        announceTwoFactor: (_, { enabled }) => {
          const user = session.getSnapshot().context.user;
          if (user) {
            session.send({
              type: 'session.profileChanged',
              user: { ...user, twoFactorEnabled: enabled },
            });
          }
          toast({
            title: t(
              enabled ? 'settings.twoFactor.enabledToast' : 'settings.twoFactor.disabledToast',
            ),
            variant: 'success',
          });
        },
      },
    }),
    { input: { enabled: enabledAtStart }, inspect },
  );
  const { setup, code, recoveryCodes, error } = state.context;

  // The button just used disappears with each step: focus goes to what the step asks for
  // (never on the first render, so opening the page does not move it).
  const step = String(state.value);
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    const target = FOCUS_TARGETS[step];
    if (target) document.getElementById(target)?.focus();
  }, [step]);
  // A wrong code: back to the code field, with the server's message announced.
  useEffect(() => {
    if (!error) return;
    document.getElementById(CODE_INPUTS[previousStep.current] ?? '')?.focus();
  }, [error]);

  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodes.join('\n'));
      toast({ title: t('settings.twoFactor.copied'), variant: 'success' });
    } catch (failure) {
      logger.warn('The recovery codes could not be copied', failure);
      toast({ title: t('settings.twoFactor.copyFailed'), variant: 'error' });
    }
  };

  const verify = submitWith(() => {
    if (state.matches('verifying')) return;
    send({ type: 'twoFactor.verify', codeError: codeError(t, code) });
  });

  const confirmDisable = submitWith(() => {
    if (state.matches('disabling')) return;
    send({ type: 'twoFactor.confirmDisable', codeError: codeError(t, code) });
  });

  const settingUp = state.matches('settingUp') || state.matches('verifying');
  const confirming = state.matches('confirmingDisable') || state.matches('disabling');
  const showsRecoveryCodes = state.matches('showingRecoveryCodes');
  const on = state.matches('enabled') || confirming || showsRecoveryCodes;

  return (
    <section className="settings-section card" aria-labelledby="settings-two-factor-heading">
      <h2 id="settings-two-factor-heading">{t('settings.twoFactor.heading')}</h2>
      <p className="settings-lead" role="status">
        {on ? t('settings.twoFactor.statusOn') : t('settings.twoFactor.statusOff')}
      </p>

      {state.matches('disabled') || state.matches('requestingSecret') ? (
        <>
          {error ? (
            <p className="settings-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="settings-actions">
            <button
              id="settings-two-factor-enable"
              type="button"
              className="button button-primary"
              disabled={state.matches('requestingSecret')}
              onClick={() => send({ type: 'twoFactor.enable' })}
            >
              {state.matches('requestingSecret')
                ? t('settings.twoFactor.enabling')
                : t('settings.twoFactor.enable')}
            </button>
          </div>
        </>
      ) : null}

      {settingUp && setup ? (
        <form className="settings-form" noValidate onSubmit={verify}>
          <p>{t('settings.twoFactor.scan')}</p>
          <QrCode
            text={setup.otpauthUri}
            alt={t('settings.twoFactor.qrAlt')}
            loadingLabel={t('settings.twoFactor.qrLoading')}
            failedLabel={t('settings.twoFactor.qrFailed')}
          />
          <p className="settings-secret">
            <span id="settings-two-factor-secret-label">{t('settings.twoFactor.secretLabel')}</span>{' '}
            <code aria-labelledby="settings-two-factor-secret-label">{setup.secret}</code>
          </p>
          <CodeEntry
            id="settings-two-factor-code"
            label={t('settings.twoFactor.codeLabel')}
            hint={t('settings.twoFactor.codeHint')}
            inputMode="numeric"
            code={code}
            error={error}
            busy={state.matches('verifying')}
            submitLabel={t('settings.twoFactor.verify')}
            busyLabel={t('settings.twoFactor.verifying')}
            send={send}
          />
        </form>
      ) : null}

      {showsRecoveryCodes ? (
        <div className="settings-recovery">
          <h3 id="settings-recovery-heading" tabIndex={-1}>
            {t('settings.twoFactor.recoveryHeading')}
          </h3>
          <p>{t('settings.twoFactor.recoveryLead')}</p>
          <ul className="settings-recovery-codes" aria-labelledby="settings-recovery-heading">
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>
                <code>{recoveryCode}</code>
              </li>
            ))}
          </ul>
          <div className="settings-actions">
            <button type="button" className="button button-secondary" onClick={copyCodes}>
              {t('settings.twoFactor.copy')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => send({ type: 'twoFactor.acknowledge' })}
            >
              {t('settings.twoFactor.done')}
            </button>
          </div>
        </div>
      ) : null}

      {state.matches('enabled') ? (
        <div className="settings-actions">
          <button
            id="settings-two-factor-disable"
            type="button"
            className="button button-secondary"
            onClick={() => send({ type: 'twoFactor.disable' })}
          >
            {t('settings.twoFactor.disable')}
          </button>
        </div>
      ) : null}

      {confirming ? (
        <form className="settings-form" noValidate onSubmit={confirmDisable}>
          <p>{t('settings.twoFactor.disableLead')}</p>
          <CodeEntry
            id="settings-two-factor-disable-code"
            label={t('settings.twoFactor.disableCodeLabel')}
            code={code}
            error={error}
            busy={state.matches('disabling')}
            submitLabel={t('settings.twoFactor.confirmDisable')}
            busyLabel={t('settings.twoFactor.disabling')}
            send={send}
          />
        </form>
      ) : null}
    </section>
  );
}

/**
 * The code field of a two-factor step (verifying a new secret, or confirming the disable) with
 * its submit button, busy while the code is checked, and Cancel.
 */
function CodeEntry({
  id,
  label,
  hint,
  inputMode,
  code,
  error,
  busy,
  submitLabel,
  busyLabel,
  send,
}: {
  id: string;
  label: string;
  hint?: string;
  /** Digits only (a code from the app); a recovery code has letters too. */
  inputMode?: 'numeric';
  code: string;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  send: (event: TwoFactorEvent) => void;
}) {
  const t = useTranslate();
  return (
    <>
      <TextField
        look="settings"
        id={id}
        label={label}
        hint={hint}
        inputMode={inputMode}
        autoComplete="one-time-code"
        value={code}
        onValueChange={(value) => send({ type: 'twoFactor.codeChanged', code: value })}
        error={error}
        required
      />
      <div className="settings-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => send({ type: 'twoFactor.cancel' })}
        >
          {t('settings.twoFactor.cancel')}
        </button>
      </div>
    </>
  );
}
