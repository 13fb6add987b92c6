/** What the auth routes tell clients, in one place (tests import these too). */
export { LOCKED_MESSAGE, invalidCredentialsMessage } from './lockout';
export { AUTHENTICATION_REQUIRED_MESSAGE, FORBIDDEN_MESSAGE } from './require-user';

export const TOO_MANY_LOGINS_MESSAGE =
  'Too many sign-in attempts from this network. Please try again later.';
export const TOO_MANY_REGISTRATIONS_MESSAGE =
  'Too many accounts were created from this network. Please try again later.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE =
  'Too many password reset requests from this network. Please try again later.';
export const TOO_MANY_CODES_MESSAGE =
  'Too many two-factor codes were tried. Please wait a few minutes and try again.';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password.';
export const RESET_TOKEN_INVALID_MESSAGE = 'This password reset link is invalid or has expired';
export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. You can now sign in with your new password.';
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'The new password must be different from the current one';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Your other sessions have been signed out.';

export const SIGNED_OUT_MESSAGE = 'You have been signed out.';
export const SESSION_REVOKED_MESSAGE = 'The session has been revoked.';
export const ALL_SESSIONS_REVOKED_MESSAGE = 'All sessions have been revoked.';
export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';

export const INVALID_TWO_FACTOR_CODE_MESSAGE = 'Invalid two-factor code';
export const CHALLENGE_EXPIRED_MESSAGE = 'This sign-in attempt has expired. Please sign in again.';
export const TWO_FACTOR_ALREADY_ENABLED_MESSAGE = 'Two-factor authentication is already enabled';
export const TWO_FACTOR_NOT_ENABLED_MESSAGE = 'Two-factor authentication is not enabled';
export const TWO_FACTOR_NOT_STARTED_MESSAGE =
  'Two-factor set-up has not been started. Enable two-factor authentication first.';
export const TWO_FACTOR_DISABLED_MESSAGE = 'Two-factor authentication has been disabled.';
export const TWO_FACTOR_SETUP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
