import {
  FORBIDDEN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SUSPICIOUS_CONTENT_MESSAGE,
} from '../../contract/api-error';
import {
  ENABLED_BOOLEAN_MESSAGE,
  ERROR_REPORTING_REQUIRED_MESSAGE,
  SAMPLE_RATE_MESSAGE,
  SETTINGS_OBJECT_MESSAGE,
  UNKNOWN_SETTING_MESSAGE,
} from '../../contract/settings';
import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  ACTIVE_MESSAGE,
  ANNUAL_PRICE_REQUIRED_MESSAGE,
  AUDIT_ACTION_MESSAGE,
  AUDIT_CURSOR_MESSAGE,
  AUDIT_LIMIT_MESSAGE,
  CREDITS_MESSAGE,
  EMPTY_PLAN_CHANGE_MESSAGE,
  LAST_ACTIVE_PLAN_MESSAGE,
  MAX_AGENTS_MESSAGE,
  MONTHLY_PRICE_REQUIRED_MESSAGE,
  MOST_POPULAR_MESSAGE,
  NOT_A_TEAM_PLAN_MESSAGE,
  OWN_ROLE_MESSAGE,
  PLAN_BODY_MESSAGE,
  PLAN_FIELD_LOCKED_MESSAGE,
  PLAN_NOT_FOUND_MESSAGE,
  PRICE_MESSAGE,
  ROLE_BODY_MESSAGE,
  ROLE_CHOICE_MESSAGE,
  ROLLOVER_MESSAGE,
  SEARCH_QUERY_MESSAGE,
  SUPERADMIN_TARGET_MESSAGE,
  TEAM_SIZE_REQUIRED_MESSAGE,
  YEARLY_PLAN_MONTHLY_PRICE_MESSAGE,
} from '../../contract/superuser';
import { translateWith, type Translate } from '../forms/form-messages';
import { withRoleNames } from '../app/role-names';

/** The screen's own failure messages, kept in English by the machine and translated when shown. */
export const LOAD_FAILED = 'This could not be loaded.';
export const ACTION_FAILED = 'That did not work. Please try again.';

/** The server's messages (src/contract/superuser.ts, settings.ts) with their catalogue keys. */
const SUPERUSER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [LOAD_FAILED]: 'superuser.errors.loadFailed',
  [ACTION_FAILED]: 'superuser.errors.actionFailed',
  [ACCOUNT_NOT_FOUND_MESSAGE]: 'superuser.server.accountNotFound',
  [OWN_ROLE_MESSAGE]: 'superuser.server.ownRole',
  [SUPERADMIN_TARGET_MESSAGE]: 'superuser.server.superadminTarget',
  [ROLE_CHOICE_MESSAGE]: 'superuser.server.roleChoice',
  [ROLE_BODY_MESSAGE]: 'superuser.server.roleChoice',
  [SEARCH_QUERY_MESSAGE]: 'superuser.server.searchQuery',
  [PLAN_NOT_FOUND_MESSAGE]: 'superuser.server.planNotFound',
  [PLAN_BODY_MESSAGE]: 'superuser.server.planBody',
  [PLAN_FIELD_LOCKED_MESSAGE]: 'superuser.server.planFieldLocked',
  [EMPTY_PLAN_CHANGE_MESSAGE]: 'superuser.server.emptyPlanChange',
  [PRICE_MESSAGE]: 'superuser.server.price',
  [CREDITS_MESSAGE]: 'superuser.server.credits',
  [ROLLOVER_MESSAGE]: 'superuser.server.rollover',
  [MAX_AGENTS_MESSAGE]: 'superuser.server.maxAgents',
  [MOST_POPULAR_MESSAGE]: 'superuser.server.mostPopular',
  [ACTIVE_MESSAGE]: 'superuser.server.active',
  [MONTHLY_PRICE_REQUIRED_MESSAGE]: 'superuser.server.monthlyPriceRequired',
  [YEARLY_PLAN_MONTHLY_PRICE_MESSAGE]: 'superuser.server.yearlyPlanMonthlyPrice',
  [ANNUAL_PRICE_REQUIRED_MESSAGE]: 'superuser.server.annualPriceRequired',
  [TEAM_SIZE_REQUIRED_MESSAGE]: 'superuser.server.teamSizeRequired',
  [NOT_A_TEAM_PLAN_MESSAGE]: 'superuser.server.notATeamPlan',
  [LAST_ACTIVE_PLAN_MESSAGE]: 'superuser.server.lastActivePlan',
  [AUDIT_LIMIT_MESSAGE]: 'superuser.server.auditQuery',
  [AUDIT_CURSOR_MESSAGE]: 'superuser.server.auditQuery',
  [AUDIT_ACTION_MESSAGE]: 'superuser.server.auditQuery',
  [SETTINGS_OBJECT_MESSAGE]: 'superuser.server.settingsInvalid',
  [UNKNOWN_SETTING_MESSAGE]: 'superuser.server.settingsInvalid',
  [ERROR_REPORTING_REQUIRED_MESSAGE]: 'superuser.server.settingsInvalid',
  [ENABLED_BOOLEAN_MESSAGE]: 'superuser.server.settingsInvalid',
  [SAMPLE_RATE_MESSAGE]: 'superuser.server.sampleRate',
  [FORBIDDEN_MESSAGE]: 'superuser.server.forbidden',
  [SESSION_EXPIRED_MESSAGE]: 'superuser.server.sessionExpired',
  [SUSPICIOUS_CONTENT_MESSAGE]: 'superuser.server.suspicious',
};

/** A /superuser message in the current language (role names from `roles.<ROLE>`); any other text
 * as it is. */
export function translateSuperuserMessage(t: Translate, message: string): string {
  return translateWith(SUPERUSER_MESSAGE_KEYS, withRoleNames(t), message);
}
