import {
  MAX_ACTIVE_PARTNER_KEYS,
  PARTNER_KEY_LIMIT_MESSAGE,
  PARTNER_KEY_NAME_CHARACTERS_MESSAGE,
  PARTNER_KEY_NAME_MAX,
  PARTNER_KEY_NAME_REQUIRED_MESSAGE,
  PARTNER_KEY_NAME_TOO_LONG_MESSAGE,
  PARTNER_KEY_NOT_FOUND_MESSAGE,
} from '../../contract/partner';
import type { Translate } from '../forms/form-messages';

/** The screen's own failure messages, kept in English by the machine and translated when shown. */
export const LOAD_KEYS_FAILED = 'Your API keys could not be loaded.';
export const CREATE_KEY_FAILED = 'The key could not be created. Please try again.';
export const REVOKE_KEY_FAILED = 'The key could not be revoked. Please try again.';

type Translation = readonly [key: string, values?: Record<string, number>];

/**
 * The server's partner messages (src/contract/partner.ts) and the screen's own, with their
 * catalogue keys. Anything else is shown as it came.
 */
const PARTNER_MESSAGE_KEYS: Readonly<Record<string, Translation>> = {
  [LOAD_KEYS_FAILED]: ['partner.errors.loadFailed'],
  [CREATE_KEY_FAILED]: ['partner.errors.createFailed'],
  [REVOKE_KEY_FAILED]: ['partner.errors.revokeFailed'],
  [PARTNER_KEY_LIMIT_MESSAGE]: ['partner.server.keyLimit', { max: MAX_ACTIVE_PARTNER_KEYS }],
  [PARTNER_KEY_NOT_FOUND_MESSAGE]: ['partner.server.keyNotFound'],
  [PARTNER_KEY_NAME_REQUIRED_MESSAGE]: ['partner.server.nameRequired'],
  [PARTNER_KEY_NAME_TOO_LONG_MESSAGE]: [
    'partner.server.nameTooLong',
    { max: PARTNER_KEY_NAME_MAX },
  ],
  [PARTNER_KEY_NAME_CHARACTERS_MESSAGE]: ['partner.server.nameCharacters'],
};

/** A partner-area message in the current language; any other text as it is. */
export function translatePartnerMessage(t: Translate, message: string): string {
  const translation = PARTNER_MESSAGE_KEYS[message];
  return translation ? t(translation[0], translation[1]) : message;
}
