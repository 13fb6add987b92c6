import { SESSION_EXPIRED_MESSAGE } from '../../contract/api-error';
import {
  FETCH_PROFILE_FAILED,
  LOGIN_FAILED,
  VERIFY_TWO_FACTOR_FAILED,
} from '../../services/api-client';
import { ACCOUNT_LOCKED_MESSAGE } from '../../services/login-attempts';
import type { MessageKeys, Translate } from '../forms/form-messages';

/**
 * The English messages the login screen may be given (the shared schemas' validation, the
 * session's notice, the server's sign-in answers) and their catalogue keys, so that they are
 * shown in the user's language. Any other text is shown as it came.
 */
const MESSAGE_KEYS: MessageKeys = {
  'Email is required': 'login.validation.emailRequired',
  'Email is too long': 'login.validation.emailTooLong',
  'Enter a valid email address': 'login.validation.emailInvalid',
  'Password is required': 'login.validation.passwordRequired',
  'Password must be at most 256 characters': 'login.validation.passwordTooLong',
  'Enter the 6-digit code': 'login.validation.codeRequired',
  'Enter the 6-digit code from your app or a recovery code': 'login.validation.codeFormat',
  [SESSION_EXPIRED_MESSAGE]: 'login.messages.sessionExpired',
  [LOGIN_FAILED]: 'login.messages.invalidCredentials',
  [FETCH_PROFILE_FAILED]: 'login.messages.fetchProfile',
  [VERIFY_TWO_FACTOR_FAILED]: 'settings.errors.verifyTwoFactor',
  [ACCOUNT_LOCKED_MESSAGE]: 'login.lockout.locked',
  'Invalid two-factor code': 'login.messages.invalidTwoFactorCode',
  'This sign-in attempt has expired. Please sign in again.': 'login.messages.challengeExpired',
  'Too many sign-in attempts from this network. Please try again later.':
    'login.messages.tooManyAttempts',
};

const INVALID_CREDENTIALS =
  /^Invalid credentials\. (\d+) login attempts remaining before account is temporarily locked\.$/;

/** A known message in the current language; any other text as it is. */
export function translateLoginMessage(t: Translate, message: string): string {
  const key = MESSAGE_KEYS[message];
  if (key) return t(key);
  const remaining = INVALID_CREDENTIALS.exec(message);
  if (remaining) return t('login.lockout.invalidCredentials', { n: Number(remaining[1]) });
  return message;
}
