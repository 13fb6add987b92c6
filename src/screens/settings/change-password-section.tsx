import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { ChangePasswordRequestSchema } from '../../contract/auth';
import { evaluatePasswordStrength } from '../../contract/password-strength';
import { useTranslate } from '../../i18n/use-translate';
import type { FieldErrors } from '../../machines/form-failure';
import {
  formSubmissionMachine,
  type FormSubmissionInput,
  type FormValues,
} from '../../machines/form-submission.machine';
import { useAppApi } from '../app/app-services';
import { passwordFeedback, translatedFieldErrors } from '../forms/form-messages';
import { PasswordStrength } from '../forms/password-strength';
import { TextField, focusFirstError, type TextFieldProps } from '../forms/form-parts';
import { schemaRequest, useFormSubmission } from '../forms/use-form-submission';
import { translateSettingsMessage } from './settings-messages';

type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

type Translate = ReturnType<typeof useTranslate>;

/** The shared schema's verdict on the form, in the user's language (SPEC §5). */
export function validateChangePassword(
  t: Translate,
  values: FormValues,
): FieldErrors<ChangePasswordField> {
  const newPassword = values.newPassword ?? '';
  const result = v.safeParse(ChangePasswordRequestSchema, values);
  const errors: FieldErrors<ChangePasswordField> = result.success
    ? {}
    : translatedFieldErrors<ChangePasswordField>(
        result.issues,
        (message) => translateSettingsMessage(t, message),
        {
          newPassword: (message) =>
            message === evaluatePasswordStrength(newPassword).message
              ? passwordFeedback(t, newPassword)
              : translateSettingsMessage(t, message),
        },
      );
  // The match is checked even when another field failed, so every problem shows at once.
  if (!errors.confirmPassword && values.confirmPassword !== newPassword) {
    errors.confirmPassword = translateSettingsMessage(t, 'New passwords do not match');
  }
  return errors;
}

const EMPTY_VALUES: Record<ChangePasswordField, string> = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
const FIELD_IDS: Record<ChangePasswordField, string> = {
  currentPassword: 'settings-current-password',
  newPassword: 'settings-new-password',
  confirmPassword: 'settings-confirm-password',
};
const FIELD_INPUTS = Object.entries(FIELD_IDS) as [ChangePasswordField, string][];

/** The form: the alert always says why a change failed; a change empties it again. */
export const CHANGE_PASSWORD_FORM: FormSubmissionInput = {
  values: EMPTY_VALUES,
  serverFields: Object.keys(FIELD_IDS),
  failureAlert: 'always',
  afterSuccess: 'openAgain',
};

/** A required password field of the settings form. */
function PasswordField(props: Omit<TextFieldProps, 'look' | 'type' | 'required'>) {
  return <TextField look="settings" type="password" required {...props} />;
}

/** Change password: current, new (with live strength feedback) and its confirmation. */
export function ChangePasswordSection({ onChanged }: { onChanged?: () => void }) {
  const t = useTranslate();
  const api = useAppApi();
  const { state, fields, busy, submit } = useFormSubmission({
    logic: formSubmissionMachine.provide({
      actors: {
        submit: schemaRequest(
          ChangePasswordRequestSchema,
          async (request) => {
            const result = await api.auth.changePassword(request);
            onChanged?.();
            return result;
          },
          t('settings.errors.changePassword'),
        ),
      },
    }),
    input: CHANGE_PASSWORD_FORM,
    ids: FIELD_IDS,
    translate: (message) => translateSettingsMessage(t, message),
    validate: (values) => validateChangePassword(t, values),
  });
  const { fieldErrors, error } = state.context;
  const fieldMessages = Object.values(fieldErrors).filter(Boolean);
  const formError = error && !fieldMessages.includes(error) ? error : null;

  // A refusal from the server (a wrong current password) takes focus to the field concerned.
  const shownError = useRef<string | null>(null);
  useEffect(() => {
    if (error && error !== shownError.current) focusFirstError(fieldErrors, FIELD_INPUTS);
    shownError.current = error;
  }, [error, fieldErrors]);

  return (
    <section className="settings-section card" aria-labelledby="settings-password-heading">
      <h2 id="settings-password-heading">{t('settings.password.heading')}</h2>
      <p className="settings-lead">{t('settings.password.lead')}</p>
      <form className="settings-form" noValidate onSubmit={submit} aria-busy={busy}>
        <PasswordField
          {...fields.props('currentPassword')}
          label={t('settings.password.current')}
          autoComplete="current-password"
        />
        <PasswordField
          {...fields.props('newPassword')}
          label={t('settings.password.new')}
          autoComplete="new-password"
          hint={
            <PasswordStrength
              id="settings-new-password-strength"
              password={fields.valueOf('newPassword')}
              refused={Boolean(fields.errorOf('newPassword'))}
            />
          }
        />
        <PasswordField
          {...fields.props('confirmPassword')}
          label={t('settings.password.confirm')}
          autoComplete="new-password"
        />
        {formError ? (
          <p className="settings-error" role="alert">
            {formError}
          </p>
        ) : null}
        {state.matches({ editing: 'sent' }) ? (
          <p className="settings-success" role="status">
            {t('settings.password.changed')}
          </p>
        ) : null}
        <div className="settings-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('settings.password.submitting') : t('settings.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
