import {
  ADMIN_CURSOR_MESSAGE,
  ADMIN_ROLE_CHOICE_MESSAGE,
  ADMIN_SEARCH_MESSAGE,
  ADMIN_TARGET_MESSAGE,
  ADMIN_TOUR_NOT_FOUND_MESSAGE,
  CONTACT_REQUEST_NOT_FOUND_MESSAGE,
  CREDITS_AMOUNT_MESSAGE,
  CREDITS_REASON_MESSAGE,
  CREDITS_REASON_UNSTORABLE_MESSAGE,
  INSUFFICIENT_CREDITS_MESSAGE,
  OWN_ACCOUNT_MESSAGE,
  REPROCESS_BUSY_MESSAGE,
  REPROCESS_NO_SOURCE_MESSAGE,
  SUPERADMIN_ACCOUNT_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from '../../contract/admin';
import {
  FORBIDDEN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SUSPICIOUS_CONTENT_MESSAGE,
} from '../../contract/api-error';
import { translateWith, type Translate } from '../forms/form-messages';
import { withRoleNames } from '../app/role-names';

/** The screen's own failure messages, kept in English by the machine and translated when shown. */
export const LOAD_FAILED = 'This could not be loaded.';
export const ACTION_FAILED = 'The change could not be made. Please try again.';

/** The server's /admin messages (src/contract/admin.ts) and the screen's own, with their keys. */
const ADMIN_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [LOAD_FAILED]: 'admin.errors.loadFailed',
  [ACTION_FAILED]: 'admin.errors.actionFailed',
  [FORBIDDEN_MESSAGE]: 'admin.errors.forbidden',
  [SESSION_EXPIRED_MESSAGE]: 'admin.errors.sessionExpired',
  [SUSPICIOUS_CONTENT_MESSAGE]: 'admin.errors.suspicious',
  [USER_NOT_FOUND_MESSAGE]: 'admin.server.userNotFound',
  [OWN_ACCOUNT_MESSAGE]: 'admin.server.ownAccount',
  [ADMIN_TARGET_MESSAGE]: 'admin.server.adminTarget',
  [SUPERADMIN_ACCOUNT_MESSAGE]: 'admin.server.superadminAccount',
  [ADMIN_ROLE_CHOICE_MESSAGE]: 'admin.server.roleChoice',
  [CREDITS_AMOUNT_MESSAGE]: 'admin.server.creditsAmount',
  [CREDITS_REASON_MESSAGE]: 'admin.server.creditsReason',
  [CREDITS_REASON_UNSTORABLE_MESSAGE]: 'admin.server.creditsReasonUnstorable',
  [INSUFFICIENT_CREDITS_MESSAGE]: 'admin.server.insufficientCredits',
  [ADMIN_TOUR_NOT_FOUND_MESSAGE]: 'admin.server.tourNotFound',
  [REPROCESS_BUSY_MESSAGE]: 'admin.server.reprocessBusy',
  [REPROCESS_NO_SOURCE_MESSAGE]: 'admin.server.reprocessNoSource',
  [CONTACT_REQUEST_NOT_FOUND_MESSAGE]: 'admin.server.contactNotFound',
  [ADMIN_SEARCH_MESSAGE]: 'admin.server.search',
  [ADMIN_CURSOR_MESSAGE]: 'admin.server.cursor',
};

/** An /admin message in the current language (role names from `roles.<ROLE>`); any other text
 * as it is. */
export function translateAdminMessage(t: Translate, message: string): string {
  return translateWith(ADMIN_MESSAGE_KEYS, withRoleNames(t), message);
}
