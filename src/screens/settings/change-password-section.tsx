import { useMachine } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { ChangePasswordRequestSchema } from '../../contract/auth';
import { evaluatePasswordStrength } from '../../contract/password-strength';
import { useTranslate } from '../../i18n/use-translate';
import {
  changePasswordMachine,
  type ChangePasswordField,
  type ChangePasswordFieldErrors,
  type ChangePasswordValues,
} from '../../machines/change-password.machine';
import { useAppApi } from '../app/app-services';
import { passwordFeedback, translatedFieldErrors, withFailure } from '../forms/form-messages';
import { PasswordStrength } from '../forms/password-strength';
import { TextField, focusFirstError, formFields } from '../forms/form-parts';
import { translateSettingsMessage } from './settings-messages';
import { useInspect } from '../app/inspection';

type Translate = ReturnType<typeof useTranslate>;

/** The shared schema's verdict on the form, in the user's language (SPEC §5). */
export function validateChangePassword(
  t: Translate,
  values: ChangePasswordValues,
): ChangePasswordFieldErrors {
  const result = v.safeParse(ChangePasswordRequestSchema, values);
  const errors: ChangePasswordFieldErrors = result.success
    ? {}
    : translatedFieldErrors<ChangePasswordField>(
        result.issues,
        (message) => translateSettingsMessage(t, message),
        {
          newPassword: (message) =>
            message === evaluatePasswordStrength(values.newPassword).message
              ? passwordFeedback(t, values.newPassword)
              : translateSettingsMessage(t, message),
        },
      );
  // The match is checked even when another field failed, so every problem shows at once.
  if (!errors.confirmPassword && values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = translateSettingsMessage(t, 'New passwords do not match');
  }
  return errors;
}

const FIELD_IDS: Record<ChangePasswordField, string> = {
  currentPassword: 'settings-current-password',
  newPassword: 'settings-new-password',
  confirmPassword: 'settings-confirm-password',
};
const FIELD_INPUTS = Object.entries(FIELD_IDS) as [ChangePasswordField, string][];

/** Change password: current, new (with live strength feedback) and its confirmation. */
export function ChangePasswordSection({ onChanged }: { onChanged?: () => void }) {
  const t = useTranslate();
  const api = useAppApi();
  const inspect = useInspect();
  const [state, send] = useMachine(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          const result = await withFailure(
            () => api.auth.changePassword(input),
            t('settings.errors.changePassword'),
          );
          onChanged?.();
          return result;
        }),
      },
    }),
    { inspect },
  );
  const { values, fieldErrors, error } = state.context;
  const submitting = state.matches('submitting');
  const fieldMessages = Object.values(fieldErrors).filter(Boolean);
  const formError = error && !fieldMessages.includes(error) ? error : null;

  // A refusal from the server (a wrong current password) takes focus to the field concerned.
  const shownError = useRef<string | null>(null);
  useEffect(() => {
    if (error && error !== shownError.current) focusFirstError(fieldErrors, FIELD_INPUTS);
    shownError.current = error;
  }, [error, fieldErrors]);

  const fields = formFields<ChangePasswordField>({
    ids: FIELD_IDS,
    values,
    fieldErrors,
    translate: (message) => translateSettingsMessage(t, message),
    change: (field, value) => send({ type: 'changePassword.fieldChanged', field, value }),
    busy: submitting,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateChangePassword(t, values);
    send({ type: 'changePassword.submit', fieldErrors: found });
    fields.focusFirst(found);
  };

  return (
    <section className="settings-section card" aria-labelledby="settings-password-heading">
      <h2 id="settings-password-heading">{t('settings.password.heading')}</h2>
      <p className="settings-lead">{t('settings.password.lead')}</p>
      <form className="settings-form" noValidate onSubmit={submit} aria-busy={submitting}>
        <TextField
          look="settings"
          {...fields.props('currentPassword')}
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          look="settings"
          {...fields.props('newPassword')}
          label={t('settings.password.new')}
          type="password"
          autoComplete="new-password"
          hint={
            <PasswordStrength
              id="settings-new-password-strength"
              password={values.newPassword}
              refused={Boolean(fields.errorOf('newPassword'))}
            />
          }
          required
        />
        <TextField
          look="settings"
          {...fields.props('confirmPassword')}
          label={t('settings.password.confirm')}
          type="password"
          autoComplete="new-password"
          required
        />
        {formError ? (
          <p className="settings-error" role="alert">
            {formError}
          </p>
        ) : null}
        {state.matches('succeeded') ? (
          <p className="settings-success" role="status">
            {t('settings.password.changed')}
          </p>
        ) : null}
        <div className="settings-actions">
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting ? t('settings.password.submitting') : t('settings.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
