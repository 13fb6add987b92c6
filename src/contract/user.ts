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

/** Who may open ADMIN screens: SUPERADMIN has everything ADMIN has. */
export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPERADMIN'];
export const SUPERADMIN_ROLES: readonly Role[] = ['SUPERADMIN'];
