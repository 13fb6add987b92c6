import type { Role } from '../../contract/user';
import type { TranslationValues } from '../../i18n/use-translate';

type Translate = (id: string, values?: TranslationValues) => string;

/**
 * The one display name of each role of SPEC §6 (USER, ADMIN, CREATOR, MODERATOR, SUPERADMIN):
 * settings, /admin and /superuser all read `roles.<ROLE>`, so a role is called the same everywhere.
 */
export const roleName = (t: Translate, role: Role | string): string => t(`roles.${role}`);
