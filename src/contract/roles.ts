/**
 * The roles and what each may do, without the schemas: the app's routes and top bar read these on
 * every page, and the validation library loads only with the first request (docs/decisions/0059).
 * ./user re-exports all of it beside the profile's schema.
 */

export const ROLES = ['USER', 'ADMIN', 'CREATOR', 'MODERATOR', 'SUPERADMIN'] as const;
export type Role = (typeof ROLES)[number];

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
