import {
  ALREADY_MEMBER_MESSAGE,
  ALREADY_SUBSCRIBED_MESSAGE,
  CHECKOUT_NOT_FOUND_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_HAS_PLAN_MESSAGE,
  INVITATION_IN_TEAM_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_OTHER_EMAIL_MESSAGE,
  INVITATION_TEAM_ENDED_MESSAGE,
  INVITATION_USED_MESSAGE,
  INVITE_SELF_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  NOT_IN_TEAM_MESSAGE,
  NOT_TEAM_OWNER_MESSAGE,
  NO_SUBSCRIPTION_MESSAGE,
  PACK_NEEDS_SUBSCRIPTION_MESSAGE,
  PLAN_ENDED_MESSAGE,
  PLAN_NOT_SOLD_MESSAGE,
  PLAN_UNAVAILABLE_MESSAGE,
  PROVIDER_UNAVAILABLE_MESSAGE,
  SAME_PLAN_MESSAGE,
  TEAM_FULL_MESSAGE,
  TEAM_MEMBER_BILLING_MESSAGE,
  TEAM_NOT_EMPTY_MESSAGE,
  YEARLY_UPGRADE_MESSAGE,
} from '../../contract/billing';
import { PAYMENT_NOT_COMPLETED } from '../../machines/checkout.machine';
import { translateWith, type Translate } from '../forms/form-messages';

/** The screens' own failure messages, kept in English by the machine and translated when shown. */
export const LOAD_BILLING_FAILED = 'Your plan and the prices could not be loaded.';
export const PAYMENT_FAILED = 'The payment could not be completed. Please try again.';
export const CHECKOUT_CHECK_FAILED = 'The payment could not be checked.';
export const TEAM_ACTION_FAILED = 'That did not work. Please try again.';

/**
 * The server's billing messages (src/contract/billing.ts) and the screens' own, with their
 * catalogue keys. Anything else is shown as it came.
 */
const BILLING_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [LOAD_BILLING_FAILED]: 'billing.errors.loadFailed',
  [PAYMENT_FAILED]: 'billing.errors.paymentFailed',
  [CHECKOUT_CHECK_FAILED]: 'billing.errors.checkFailed',
  [TEAM_ACTION_FAILED]: 'billing.errors.teamActionFailed',
  [PAYMENT_NOT_COMPLETED]: 'billing.errors.notCompleted',
  [ALREADY_SUBSCRIBED_MESSAGE]: 'billing.server.alreadySubscribed',
  [NO_SUBSCRIPTION_MESSAGE]: 'billing.server.noSubscription',
  [PLAN_NOT_SOLD_MESSAGE]: 'billing.server.planNotSold',
  [PLAN_UNAVAILABLE_MESSAGE]: 'billing.server.planUnavailable',
  [PACK_NEEDS_SUBSCRIPTION_MESSAGE]: 'billing.server.packNeedsSubscription',
  [SAME_PLAN_MESSAGE]: 'billing.server.samePlan',
  [YEARLY_UPGRADE_MESSAGE]: 'billing.server.yearlyUpgrade',
  [PLAN_ENDED_MESSAGE]: 'billing.server.planEnded',
  [TEAM_MEMBER_BILLING_MESSAGE]: 'billing.server.teamMemberBilling',
  [TEAM_NOT_EMPTY_MESSAGE]: 'billing.server.teamNotEmpty',
  [NOT_TEAM_OWNER_MESSAGE]: 'billing.server.notTeamOwner',
  [TEAM_FULL_MESSAGE]: 'billing.server.teamFull',
  [INVITE_SELF_MESSAGE]: 'billing.server.inviteSelf',
  [ALREADY_MEMBER_MESSAGE]: 'billing.server.alreadyMember',
  [INVITATION_NOT_FOUND_MESSAGE]: 'billing.server.invitationNotFound',
  [INVITATION_EXPIRED_MESSAGE]: 'billing.server.invitationExpired',
  [INVITATION_USED_MESSAGE]: 'billing.server.invitationUsed',
  [INVITATION_OTHER_EMAIL_MESSAGE]: 'billing.server.invitationOtherEmail',
  [INVITATION_HAS_PLAN_MESSAGE]: 'billing.server.invitationHasPlan',
  [INVITATION_IN_TEAM_MESSAGE]: 'billing.server.invitationInTeam',
  [INVITATION_TEAM_ENDED_MESSAGE]: 'billing.server.invitationTeamEnded',
  [MEMBER_NOT_FOUND_MESSAGE]: 'billing.server.memberNotFound',
  [NOT_IN_TEAM_MESSAGE]: 'billing.server.notInTeam',
  [CHECKOUT_NOT_FOUND_MESSAGE]: 'billing.server.checkoutNotFound',
  [PROVIDER_UNAVAILABLE_MESSAGE]: 'billing.server.providerUnavailable',
  'Enter a valid email address': 'register.validation.emailInvalid',
  'Email is required': 'register.validation.emailRequired',
  'Email is too long': 'register.validation.emailTooLong',
};

/** A billing message in the current language; any other text as it is. */
export function translateBillingMessage(t: Translate, message: string): string {
  return translateWith(BILLING_MESSAGE_KEYS, t, message);
}
