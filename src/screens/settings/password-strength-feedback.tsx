import { evaluatePasswordStrength } from '../../contract/password-strength';
import { useTranslate } from '../../i18n/use-translate';
import { PasswordStrengthMeter } from '../../ui/password-strength-meter';
import { translateMessage } from './settings-messages';

/** SPEC §5's strength of a new password, live: the shared meter with its translated feedback. */
export function PasswordStrengthFeedback({ id, password }: { id: string; password: string }) {
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
