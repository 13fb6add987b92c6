/**
 * The e-mails that tell a mailbox's owner what an anonymous request could not be told: whether
 * an account exists for the address (docs/decisions/0015-accounts-reveal-nothing.md).
 */
import type { EmailMessage } from '../mail/mailer';

const baseUrl = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function resetLinkMail(input: {
  to: string;
  firstName: string;
  publicUrl: string;
  token: string;
}): EmailMessage {
  const link = `${baseUrl(input.publicUrl)}/forgot-password?token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: 'Reset your Roomwalk password',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Someone asked to reset the password of your Roomwalk account. To choose a new password,',
      'open this link within 1 hour:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  };
}

/** Sent instead of a reset link when the address has no active account. */
export function noActiveAccountMail(to: string): EmailMessage {
  return {
    to,
    subject: 'Roomwalk password reset request',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of a Roomwalk account with this e-mail address, but',
      'there is no active Roomwalk account for it. If it was you, you may have signed up with',
      'another address, or your account may have been disabled: contact support.',
      '',
      'If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  };
}

/** Sent instead of an error when someone registers with an address that has an account. */
export function alreadyRegisteredMail(input: {
  to: string;
  firstName: string;
  publicUrl: string;
}): EmailMessage {
  return {
    to: input.to,
    subject: 'Someone tried to sign up with your e-mail address',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Someone tried to create a Roomwalk account with this e-mail address, which already has',
      'one. Nothing was changed. If it was you, sign in, or choose a new password here:',
      '',
      `${baseUrl(input.publicUrl)}/forgot-password`,
      '',
      'If it was not you, ignore this e-mail.',
    ].join('\n'),
  };
}
