import { ENDPOINTS, selfServiceCalls, type EndpointDef, type Role } from '@school/shared/contract'

/**
 * Who may call what: the one place the API decides it, from the route's URL pattern and method
 * (`request.routeOptions.url`, e.g. `/api/news/:id`). `auth.ts` asks it on every authenticated call.
 *
 * - 'admin' may do everything, and is the only role for /api/users (list, create, patch) and /api/audit.
 * - 'editor' may call the content prefixes below (reads and writes, pages and the media library included), the uploads and the dashboard;
 *   site settings and menus are the admin's (issue 31).
 * - 'admissions' may call registrations (everything under /api/registrations), job applications and
 *   contact messages (the inbox), and the dashboard.
 * - Anything else a non-admin reaches is refused (default-deny), so a new route falls into the bucket
 *   of its URL prefix, or into 'admin only' when its prefix is named nowhere.
 * - Every signed-in user may read /api/users/me and change their own password; a user who must change
 *   the password may do nothing else until then.
 */

/** URL prefixes per role; a prefix matches itself and everything below it (`/api/news` ⊃ `/api/news/:id`). */
export const ROLE_PREFIXES: Record<Exclude<Role, 'admin'>, readonly string[]> = {
  editor: [
    '/api/news', '/api/notices', '/api/events', '/api/carousel', '/api/modal', '/api/gallery',
    '/api/staffs', '/api/teams', '/api/testimonials', '/api/downloads', '/api/careers',
    '/api/upload', '/api/uploads', '/api/upload-blur', '/api/dashboard', '/api/pages', '/api/media', '/api/preview-links'
  ],
  admissions: [
    '/api/registrations', '/api/careers/applications', '/api/contact', '/api/inbox', '/api/dashboard',
    // anyone may upload without a token (SPEC §4), so a token of any role may too
    '/api/upload', '/api/uploads', '/api/upload-blur'
  ]
}

/** Prefixes that belong to one role only, even where a shorter prefix of another role covers them. */
const CARVED_OUT: Array<{ prefix: string; roles: readonly Role[] }> = [
  { prefix: '/api/careers/applications', roles: ['admin', 'admissions'] },
  { prefix: '/api/users', roles: ['admin'] },
  { prefix: '/api/audit', roles: ['admin'] }
]

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

function under (path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix + '/')
}

export interface Caller { role: Role; mustChangePassword: boolean; twoFactorSetupRequired?: boolean }

function listed (list: readonly string[], method: string, path: string): boolean {
  return list.includes(`${method.toUpperCase()} ${path}`)
}

/** Whether `role` may call `method path` (path is the route's pattern or a concrete URL path). */
export function roleAllows (role: Role, method: string, path: string): boolean {
  const p = path.split('?')[0]!
  if (listed(SELF_SERVICE, method, p) || listed(ACCOUNT_SELF_SERVICE, method, p)) return true
  if (role === 'admin') return true
  // the longest carve-out that matches decides alone
  const carved = CARVED_OUT.filter((c) => under(p, c.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0]
  if (carved) return carved.roles.includes(role)
  return ROLE_PREFIXES[role].some((prefix) => under(p, prefix))
}

/**
 * null when the call may go ahead, else the 403 message. `declared` are the roles the contract declares
 * for the route (its `ENDPOINTS`, issue 35) and `selfService` its self-service level: they decide alone
 * where given; the prefixes above decide the routes not declared there yet, and agree with every
 * declaration (api/test/endpoints.test.ts).
 */
export function accessProblem (caller: Caller, method: string, path: string, declared?: readonly Role[], selfService?: EndpointDef['selfService']): string | null {
  const p = path.split('?')[0]!
  const always = selfService === 'always' || listed(SELF_SERVICE, method, p)
  if (caller.mustChangePassword && !always) return MUST_CHANGE_PASSWORD
  if (caller.twoFactorSetupRequired && !always && selfService !== 'account' && !listed(ACCOUNT_SELF_SERVICE, method, p)) return TWO_FACTOR_SETUP_REQUIRED
  const allowed = declared ? declared.includes(caller.role) : roleAllows(caller.role, method, p)
  return allowed ? null : FORBIDDEN
}
