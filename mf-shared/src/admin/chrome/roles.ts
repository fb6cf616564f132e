import type { Role } from '@school/shared/contract';
import type { UserInfo } from '@school/shared/session';

/**
 * What the console shows a role: a route table entry lists the roles that may open it (`roles`);
 * an entry without the field is the admin's alone, as the API refuses what its policy does not name
 * (api/src/lib/roles.ts). The API decides; this only hides what would answer 403.
 */
export interface RoleGuarded {
  roles?: readonly Role[];
}

/** The signed-in user's role; a session stored before roles existed was an admin's. */
export function sessionRole(user: Pick<UserInfo, 'role'> | null | undefined): Role {
  return user?.role ?? 'admin';
}

export function routeAllowed(route: RoleGuarded, role: Role): boolean {
  return role === 'admin' || (route.roles ?? []).includes(role);
}
