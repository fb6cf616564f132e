import { ENDPOINTS, selfServiceCalls, type EndpointDef, type Role } from '@school/shared/contract'

/**
 * Who may call what (issue 14), as the contract declares it: each endpoint names its roles
 * (`EndpointDef.roles`, in `@school/shared/contract`'s endpoints-<area>.ts), which `endpointRoute` puts in
 * the route's config, and `auth.ts` checks here on every authenticated call. There is no second table:
 *
 * - 'admin' is in every non-public declaration, and alone for /api/users (list, create, patch), /api/audit,
 *   the site's settings and menus;
 * - 'editor' is declared on the content (news to careers, pages, the media library, preview links), the
 *   uploads and the dashboard;
 * - 'admissions' on registrations, job applications, contact messages and the dashboard;
 * - a route with no declared roles is the admin's alone (default-deny);
 * - every signed-in user may read /api/users/me and change their own password (`selfService: 'always'`),
 *   and manage their own sign-in (`selfService: 'account'`); a user who must change the password may do
 *   nothing else until then.
 *
 * api/test/roles.test.ts checks every route against the policy written out independently.
 */

/** Calls every signed-in user may make, even one who must change the password first: the contract's `selfService: 'always'`. */
export const SELF_SERVICE: readonly string[] = selfServiceCalls(ENDPOINTS, 'always')

/**
 * One's own account (issue 34): two-factor sign-in, sessions, one's email: the contract's `selfService: 'account'`.
 * Every role may call these; a user who must change the password first may not yet, and one who must set up 2FA
 * may only do these.
 */
export const ACCOUNT_SELF_SERVICE: readonly string[] = selfServiceCalls(ENDPOINTS, 'account')

export const MUST_CHANGE_PASSWORD = 'Please change your password before continuing'
export const TWO_FACTOR_SETUP_REQUIRED = 'Please set up two-factor sign-in before continuing'
export const FORBIDDEN = 'You do not have permission to do this'

export interface Caller { role: Role; mustChangePassword: boolean; twoFactorSetupRequired?: boolean }

function listed (list: readonly string[], method: string, path: string): boolean {
  return list.includes(`${method.toUpperCase()} ${path}`)
}

/**
 * null when the call may go ahead, else the 403 message. `declared` are the roles the contract declares
 * for the route (none: the admin's alone) and `selfService` its self-service level.
 */
export function accessProblem (caller: Caller, method: string, path: string, declared?: readonly Role[], selfService?: EndpointDef['selfService']): string | null {
  const p = path.split('?')[0]!
  const always = selfService === 'always' || listed(SELF_SERVICE, method, p)
  if (caller.mustChangePassword && !always) return MUST_CHANGE_PASSWORD
  if (caller.twoFactorSetupRequired && !always && selfService !== 'account' && !listed(ACCOUNT_SELF_SERVICE, method, p)) return TWO_FACTOR_SETUP_REQUIRED
  return (declared ?? ['admin']).includes(caller.role) ? null : FORBIDDEN
}
