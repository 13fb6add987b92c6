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

/** A user as other users see them (in chats, staff lists, logs): their account id and name. */
export const PersonSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
});
export type Person = v.InferOutput<typeof PersonSchema>;

/** A user as staff and the people they chat with see them: id, name and the e-mail to reach them by. */
export const ReachablePersonSchema = v.object({
  ...PersonSchema.entries,
  email: v.string(),
});
export type ReachablePerson = v.InferOutput<typeof ReachablePersonSchema>;
