import * as v from 'valibot';
import { ROLES } from './roles';

export {
  ADMIN_ASSIGNABLE_ROLES,
  ADMIN_ROLES,
  CHAT_STAFF_ROLES,
  hasRole,
  PARTNER_ROLES,
  ROLES,
  SUPERADMIN_GRANTABLE_ROLES,
  SUPERADMIN_ROLES,
  type Role,
} from './roles';

export const RoleSchema = v.picklist(ROLES);

/** The user profile of GET /auth/profile (SPEC §3). A missing role is possible and guarded. */
export const UserProfileSchema = v.object({
  id: v.string(),
  email: v.pipe(v.string(), v.email()),
  firstName: v.string(),
  lastName: v.string(),
  role: v.nullish(RoleSchema),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;
