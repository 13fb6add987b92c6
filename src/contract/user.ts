import * as v from 'valibot';

export const ROLES = ['USER', 'ADMIN', 'CREATOR', 'MODERATOR', 'SUPERADMIN'] as const;
export const RoleSchema = v.picklist(ROLES);
export type Role = v.InferOutput<typeof RoleSchema>;

/** The user profile of GET /auth/profile (SPEC §3). A missing role is possible and guarded. */
export const UserProfileSchema = v.object({
  id: v.string(),
  email: v.pipe(v.string(), v.email()),
  firstName: v.string(),
  lastName: v.string(),
  role: v.nullish(RoleSchema),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

/*
 * What each role may do beyond a USER's own account: docs/decisions/0010-roles-and-staff.md.
 * The app's route guards and the server's requireRole read these same lists.
 */

/** /admin, /dashboard/cache-performance and the /admin API: SUPERADMIN has everything ADMIN has. */
export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPERADMIN'];
/** /superuser and the /superuser API. */
export const SUPERADMIN_ROLES: readonly Role[] = ['SUPERADMIN'];
/** Staff who answer sales and support chats: every chat, reply, close and reopen. */
export const CHAT_STAFF_ROLES: readonly Role[] = ['MODERATOR', 'ADMIN', 'SUPERADMIN'];
/** The partner area: API keys for listing portals and resellers. */
export const PARTNER_ROLES: readonly Role[] = ['CREATOR', 'ADMIN', 'SUPERADMIN'];
/** Roles an ADMIN may give in /admin (never to a staff account of ADMIN rank or above). */
export const ADMIN_ASSIGNABLE_ROLES = ['USER', 'CREATOR', 'MODERATOR', 'ADMIN'] as const;
/** Roles a SUPERADMIN grants and revokes in /superuser; revoking sets USER. */
export const SUPERADMIN_GRANTABLE_ROLES = ['ADMIN', 'MODERATOR', 'CREATOR'] as const;

export function hasRole(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  return role != null && allowed.includes(role);
}
