import { PASSWORD_MESSAGE_KEYS, translateWith, type Translate } from '../forms/form-messages';

/**
 * The English messages of the shared schemas (src/contract) and their catalogue keys, so that
 * client-side validation speaks the user's language while the server's own answers, which
 * arrive already worded, are shown as they are. SPEC §5's password feedback uses the shared
 * passwordStrength messages, as on the other password forms.
 */
const SETTINGS_MESSAGE_KEYS: Record<string, string> = {
  ...PASSWORD_MESSAGE_KEYS,
  'Confirm your new password': 'settings.validation.confirmNewPassword',
  'New passwords do not match': 'settings.validation.newPasswordsDoNotMatch',
  'Enter the 6-digit code': 'settings.validation.codeRequired',
  'Enter the 6-digit code from your app or a recovery code': 'settings.validation.codeFormat',
};

/** A settings schema message in the current language; any other text (the server's) as it is. */
export function translateSettingsMessage(t: Translate, message: string): string {
  return translateWith(SETTINGS_MESSAGE_KEYS, t, message);
}
