import type { Role } from '../../contract/user';
import type { TranslationValues } from '../../i18n/use-translate';

type Translate = (id: string, values?: TranslationValues) => string;

/**
 * The one display name of each role of SPEC §6 (USER, ADMIN, CREATOR, MODERATOR, SUPERADMIN):
 * settings, /admin and /superuser all read `roles.<ROLE>`, so a role is called the same everywhere.
 */
export const roleName = (t: Translate, role: Role | string): string => t(`roles.${role}`);

/**
 * Every role name as a message value ({user}, {admin}, {creator}, {moderator}, {superadmin}), for
 * sentences that name roles: they read the same `roles.<ROLE>` names instead of their own words.
 */
export const roleNameValues = (t: Translate): Record<Lowercase<Role>, string> => ({
  user: roleName(t, 'USER'),
  admin: roleName(t, 'ADMIN'),
  creator: roleName(t, 'CREATOR'),
  moderator: roleName(t, 'MODERATOR'),
  superadmin: roleName(t, 'SUPERADMIN'),
});

/** `t` with the role names of `roleNameValues` added to the values of every message. */
export const withRoleNames =
  (t: Translate): Translate =>
  (id, values) =>
    t(id, { ...roleNameValues(t), ...values });
