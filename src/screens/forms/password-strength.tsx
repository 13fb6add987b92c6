import { evaluatePasswordStrength } from '../../contract/password-strength';
import { useTranslate } from '../../i18n/use-translate';
import { PasswordStrengthMeter } from '../../ui/password-strength-meter';
import { translateMessage } from './form-messages';

/**
 * SPEC §5's strength of `password`, live, as the meter shows it (nothing for an empty field).
 * Apart from form-parts.tsx, whose chunk the landing page's contact form loads, so the meter
 * loads only with the screens that set a password.
 */
export function PasswordStrength({ id, password }: { id: string; password: string }) {
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
      feedback={strength.feedback.map((message) => translateMessage(t, message))}
    />
  );
}
