import { evaluatePasswordStrength } from '../../contract/password-strength';
import { useTranslate } from '../../i18n/use-translate';
import { PasswordStrengthMeter } from '../../ui/password-strength-meter';
import { translateMessage } from './form-messages';
import { TextField, type TextFieldProps } from './form-parts';

/**
 * SPEC §5's strength of `password`, live, as the meter shows it (nothing for an empty field).
 * Apart from form-parts.tsx, whose chunk the landing page's contact form loads, so the meter
 * loads only with the screens that set a password.
 *
 * The rules still missing show in one place (issue 22): in the meter's list while the field has
 * no message, and in the field's message alone once a submit refused the password (`refused`),
 * whose text is the same rules joined with '. ' (SPEC §5). Both are the field's aria-describedby.
 */
export function PasswordStrength({
  id,
  password,
  refused = false,
}: {
  id: string;
  password: string;
  /** The field shows a message now: the list is left out. */
  refused?: boolean;
}) {
  const t = useTranslate();
  if (!password) return null;
  const strength = evaluatePasswordStrength(password);
  return (
    <PasswordStrengthMeter
      id={id}
      score={strength.score}
      isValid={strength.isValid}
      title={t('passwordStrength.title')}
      levelLabel={t(`passwordStrength.levels.${strength.score}`)}
      feedback={refused ? [] : strength.feedback.map((message) => translateMessage(t, message))}
    />
  );
}

/**
 * A new password (register, reset password): required, for the password manager to fill, with
 * the live strength meter under it, which describes it once something is typed.
 */
export function NewPasswordField({
  strengthId,
  ...props
}: Omit<TextFieldProps, 'type' | 'describedById' | 'children'> & { strengthId: string }) {
  return (
    <TextField
      {...props}
      type="password"
      describedById={props.value ? strengthId : undefined}
      autoComplete="new-password"
      aria-required
    >
      <PasswordStrength id={strengthId} password={props.value} refused={Boolean(props.error)} />
    </TextField>
  );
}
