import { ENDPOINTS, ROLES, type Role } from '@school/shared/contract';
import type { UserInfo } from '@school/shared/session';

/**
 * What the console shows a role: a route table entry names the endpoint its screen needs (`endpoint`, a
 * key of the contract's `ENDPOINTS`), and the roles that endpoint declares may open it; an entry without
 * one is the admin's alone. The API decides; this only hides what would answer 403.
 */
export interface RoleGuarded {
  endpoint?: keyof typeof ENDPOINTS;
}

/** The roles that may open a screen: its endpoint's declared roles (a public endpoint: every role). */
export function rolesOf(route: RoleGuarded): readonly Role[] {
  const roles = route.endpoint ? ENDPOINTS[route.endpoint].roles : ['admin' as const];
  return roles === 'public' ? ROLES : roles;
}

/** The signed-in user's role; a session stored before roles existed was an admin's. */
export function sessionRole(user: Pick<UserInfo, 'role'> | null | undefined): Role {
  return user?.role ?? 'admin';
}

export function routeAllowed(route: RoleGuarded, role: Role): boolean {
  return role === 'admin' || rolesOf(route).includes(role);
}
