import { SUSPICIOUS_CONTENT_MESSAGE } from '../../contract/api-error';
import { translateMessage, type MessageKeys, type Translate } from '../forms/form-messages';

/** The service's own failure message (SPEC §8); the form shows its own wording instead. */
export const CONTACT_SUBMIT_FAILED = 'Failed to submit contact form. Please try again later.';

/**
 * The English messages only the contact form can meet (ContactRequestSchema's optional fields and
 * stored-text checks, the server's refusals) with their catalogue keys. Names, e-mail and industry
 * share the account forms' messages.
 */
const CONTACT_MESSAGE_KEYS: MessageKeys = {
  'First name contains characters that cannot be stored': 'contact.validation.firstNameUnstorable',
  'Last name contains characters that cannot be stored': 'contact.validation.lastNameUnstorable',
  'Tours in mind must be at most 200 characters': 'contact.validation.tourInMindTooLong',
  'Tours in mind contains characters that cannot be stored':
    'contact.validation.tourInMindUnstorable',
  'Message must be at most 5000 characters': 'contact.validation.messageTooLong',
  'Message contains characters that cannot be stored': 'contact.validation.messageUnstorable',
  'Too many requests. Please try again later.': 'contact.errors.tooManyRequests',
  [SUSPICIOUS_CONTENT_MESSAGE]: 'contact.errors.suspiciousContent',
};

/** A contact-form message in the current language; any other text as it is. */
export function translateContactMessage(t: Translate, message: string): string {
  const key = CONTACT_MESSAGE_KEYS[message];
  return key ? t(key) : translateMessage(t, message);
}

/**
 * Why a submission failed, in the current language, when the reason is one the visitor can act
 * on (too many requests, blocked content); null for anything else (a lost connection, a server
 * error), where the form's general failure message says all there is to say.
 */
export function contactFailureDetail(t: Translate, message: string | null): string | null {
  if (message === null) return null;
  const key = CONTACT_MESSAGE_KEYS[message];
  return key ? t(key) : null;
}
