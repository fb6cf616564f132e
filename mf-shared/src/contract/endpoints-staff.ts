import { Type } from 'typebox'
import { IdParams, Message } from './common.ts'
import { DashboardCounts, UnreadCount } from './dashboard.ts'
import { ADMINS, ADMISSIONS, endpoint } from './endpoint.ts'
import { inboxEndpoints } from './resource-endpoints.ts'
import { ContactBody, ContactMessage, SubmitResult } from './inbox.ts'
import { Registration, RegistrationBody, RegistrationExportQuery, RegistrationListQuery, RegistrationUpdateBody } from './registrations.ts'
import { SetupBody, SetupStatus } from './setup.ts'
import { FileAnswer, PrivateFileParams, UploadBlurResult, UploadQuery, UploadResult, UploadSiteQuery, UploadsResult } from './uploads.ts'
import {
  AuditEntry, AuditQuery, ChangeEmailBody, ChangePasswordBody, CreatedUser, CreateUserBody, ForgotPasswordBody, LoginAnswer, LoginBody,
  LoginResult, LoginTwoFactorBody, Me, PatchUserBody, RecoveryCodes, ResetPasswordBody, ROLES, SessionItem, SessionParams, StaffSettings,
  TokenMessage, TwoFactorDisableBody, TwoFactorEnableBody, TwoFactorSetup, UserItem
} from './users.ts'

const contactInbox = inboxEndpoints('/api/contact/messages', ContactMessage, ['inbox'])
const registrationsInbox = inboxEndpoints('/api/registrations', Registration, ['registrations'])

/** An admission document's upload in its own field (the public registration form, SPEC §4). */
const registrationUpload = <const F extends string>(field: F) => endpoint({
  method: 'POST', path: `/api/registrations/uploads/${field}`, summary: `Admission document in field ${field} → "/api/registrations/files/<name>" (private)`,
  tags: ['registrations'], multipart: { field }, answer: { 201: UploadResult }, errors: [400, 413, 429, 503], roles: 'public'
})

const ANONYMOUS_UPLOAD = 'Without a token the file is held unpublished (its path answers 404) until an admin create or a job application names it.'
const uploadErrors = [400, 401, 413, 429, 503] as const

/** GET /api/health's answer while the instance can serve. */
const Health = Type.Object({ status: Type.Literal('ok') })

/**
 * Sign-in, accounts, users, registrations, the inbox, uploads, the dashboard, the audit log and set-up (issue 35).
 * Uploads take a token or none (SPEC §4): 'public', and a token, when sent, must be valid.
 */
export const STAFF_ENDPOINTS = {
  // signing in and one's own account
  login: endpoint({ method: 'POST', path: '/api/users/login', summary: 'Sign in; returns the user with a bearer token, or {twoFactorRequired, ticket} when the account has two-factor sign-in', tags: ['session'], body: LoginBody, answer: { 200: LoginAnswer }, errors: [400, 401, 403, 429], roles: 'public' }),
  loginTwoFactor: endpoint({ method: 'POST', path: '/api/users/login/2fa', summary: 'The second step of a sign-in: the ticket with a code from the authenticator app, or a recovery code (used once)', tags: ['session'], body: LoginTwoFactorBody, answer: { 200: LoginResult }, errors: [400, 401, 403, 429], roles: 'public' }),
  me: endpoint({ method: 'GET', path: '/api/users/me', summary: 'The signed-in user', tags: ['session'], answer: { 200: Me }, errors: [401], roles: ROLES, selfService: 'always' }),
  changePassword: endpoint({ method: 'PUT', path: '/api/users/password', summary: "Change your own password; ends every other session and answers the caller's new token", tags: ['session'], body: ChangePasswordBody, answer: { 200: TokenMessage }, errors: [400, 401], roles: ROLES, selfService: 'always' }),
  forgotPassword: endpoint({ method: 'POST', path: '/api/users/password/forgot', summary: 'Ask for a password-reset link by email; always 202 with the same answer', tags: ['session'], body: ForgotPasswordBody, answer: { 202: Message }, errors: [400, 429], roles: 'public' }),
  resetPassword: endpoint({ method: 'POST', path: '/api/users/password/reset', summary: 'Choose a new password with the token of a mailed link; ends every session', tags: ['session'], body: ResetPasswordBody, answer: { 200: Message }, errors: [400, 429], roles: 'public' }),
  twoFactorSetup: endpoint({ method: 'POST', path: '/api/users/2fa/setup', summary: 'Start setting up two-factor sign-in: a new secret, its otpauth URL and a QR code (SVG). Nothing changes until enabled.', tags: ['session'], answer: { 200: TwoFactorSetup }, errors: [401, 409], roles: ROLES, selfService: 'account' }),
  twoFactorEnable: endpoint({ method: 'POST', path: '/api/users/2fa/enable', summary: 'Turn two-factor sign-in on with a code from the app; answers ten recovery codes (shown once) and ends every other session', tags: ['session'], body: TwoFactorEnableBody, answer: { 200: RecoveryCodes }, errors: [400, 401, 409, 429], roles: ROLES, selfService: 'account' }),
  twoFactorDisable: endpoint({ method: 'POST', path: '/api/users/2fa/disable', summary: 'Turn two-factor sign-in off with the password and a code (or a recovery code); ends every other session', tags: ['session'], body: TwoFactorDisableBody, answer: { 200: TokenMessage }, errors: [400, 401, 403, 429], roles: ROLES, selfService: 'account' }),
  listSessions: endpoint({ method: 'GET', path: '/api/users/sessions', summary: 'Your live sessions, the most recently used first', tags: ['session'], answer: { 200: Type.Array(SessionItem) }, errors: [401], roles: ROLES, selfService: 'account' }),
  endSession: endpoint({ method: 'DELETE', path: '/api/users/sessions/:id', summary: 'End one of your sessions (your current one signs you out)', tags: ['session'], params: SessionParams, answer: { 200: Message }, errors: [401, 404], roles: ROLES, selfService: 'account' }),
  endOtherSessions: endpoint({ method: 'POST', path: '/api/users/sessions/revoke-others', summary: 'End every session but this one (tokens from before sessions end with a password change)', tags: ['session'], answer: { 200: TokenMessage }, errors: [401], roles: ROLES, selfService: 'account' }),
  changeEmail: endpoint({ method: 'PUT', path: '/api/users/email', summary: 'Change your own email address; needs the current password', tags: ['session'], body: ChangeEmailBody, answer: { 200: Me }, errors: [400, 401, 409], roles: ROLES, selfService: 'account' }),

  // the console's users (the admin's)
  listUsers: endpoint({ method: 'GET', path: '/api/users', summary: 'Every console user (admin only)', tags: ['users'], answer: { 200: Type.Array(UserItem) }, errors: [401, 403], roles: ADMINS }),
  createUser: endpoint({ method: 'POST', path: '/api/users', summary: 'Create a console user with a role (admin only); they must change the password at first sign-in', tags: ['users'], body: CreateUserBody, answer: { 201: CreatedUser }, errors: [400, 401, 403, 409], roles: ADMINS }),
  patchUser: endpoint({ method: 'PATCH', path: '/api/users/:id', summary: "Change a user's role or disable / enable them (admin only); disabling signs their tokens out", tags: ['users'], params: IdParams, body: PatchUserBody, answer: { 200: UserItem }, errors: [400, 401, 403, 404], roles: ADMINS }),
  endUserSessions: endpoint({ method: 'POST', path: '/api/users/:id/sessions/revoke', summary: 'End every session of a user (admin only): their tokens stop working on the next call', tags: ['users'], params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: ADMINS }),
  getStaffSettings: endpoint({ method: 'GET', path: '/api/users/settings', summary: 'The staff-account settings (admin only)', tags: ['users'], answer: { 200: StaffSettings }, errors: [401, 403], roles: ADMINS }),
  putStaffSettings: endpoint({ method: 'PUT', path: '/api/users/settings', summary: 'Change the staff-account settings (admin only): requireTwoFactor sends every user without 2FA to set it up', tags: ['users'], body: StaffSettings, answer: { 200: StaffSettings }, errors: [400, 401, 403], roles: ADMINS }),
  listAudit: endpoint({ method: 'GET', path: '/api/audit', summary: 'The audit log, newest first; ?page&limit (20 by default) &user (id, or part of name/email) &resource (e.g. news, and what is under it) &kind (exactly one resource)', tags: ['audit'], query: AuditQuery, answer: { 200: Type.Array(AuditEntry) }, errors: [400, 401, 403], roles: ADMINS }),

  // the public's submissions and the admissions' inbox
  sendContact: endpoint({ method: 'POST', path: '/api/contact/send', summary: 'Contact form: stored, then mailed to MAIL_TO; the sender gets a confirmation with its reference (in `lang`)', tags: ['contact'], body: ContactBody, answer: { 200: SubmitResult }, otherAnswers: { 503: SubmitResult }, errors: [400, 429], roles: 'public' }),
  listContactMessages: contactInbox.list,
  readContactMessage: contactInbox.markRead,
  deleteContactMessage: contactInbox.remove,
  createRegistration: endpoint({ method: 'POST', path: '/api/registrations', summary: 'Admission application (public). The captcha token is verified when captcha is on. The answer carries its reference; the applicant gets a confirmation mail in `lang`.', tags: ['registrations'], body: RegistrationBody, answer: { 201: Registration }, errors: [400, 429], roles: 'public' }),
  listRegistrations: endpoint({ method: 'GET', path: '/api/registrations', summary: 'Newest first; ?page&limit (X-Total-Count), ?q searches the reference, names, email, phone, address and the application; ?status&preference&from&to filter', tags: ['registrations'], query: RegistrationListQuery, answer: { 200: Type.Array(Registration) }, errors: [400, 401], roles: ADMISSIONS }),
  getRegistration: endpoint({ method: 'GET', path: '/api/registrations/:id', summary: 'One registration with its history', tags: ['registrations'], params: IdParams, answer: { 200: Registration }, errors: [401, 404], roles: ADMISSIONS }),
  updateRegistration: endpoint({ method: 'PATCH', path: '/api/registrations/:id', summary: 'Move a registration through the pipeline and/or add a note; each call adds one history entry', tags: ['registrations'], params: IdParams, body: RegistrationUpdateBody, answer: { 200: Registration }, errors: [400, 401, 404], roles: ADMISSIONS }),
  readRegistration: registrationsInbox.markRead,
  deleteRegistration: registrationsInbox.remove,
  exportRegistrations: endpoint({ method: 'GET', path: '/api/registrations/export.csv', summary: "Every registration the list's filters match, as CSV (UTF-8 with a BOM, formula cells neutralised)", tags: ['registrations'], query: RegistrationExportQuery, produces: 'text/csv', answer: { 200: FileAnswer }, errors: [400, 401], roles: ADMISSIONS }),
  registrationDocuments: endpoint({ method: 'GET', path: '/api/registrations/:id/documents.zip', summary: 'Every document of one registration in one zip, each named by its kind', tags: ['registrations'], params: IdParams, produces: 'application/zip', answer: { 200: FileAnswer }, errors: [401, 404], roles: ADMISSIONS }),
  unreadRegistrations: endpoint({ method: 'GET', path: '/api/registrations/unread/count', summary: 'How many registrations are unread', tags: ['registrations'], answer: { 200: UnreadCount }, errors: [401], roles: ADMISSIONS }),
  registrationFile: endpoint({ method: 'GET', path: '/api/registrations/files/:name', summary: 'A private admission document (admins only)', tags: ['registrations'], params: PrivateFileParams, answer: { 200: FileAnswer }, errors: [401, 404], roles: ADMISSIONS }),

  // uploads (SPEC §4: with a token or none)
  upload: endpoint({ method: 'POST', path: '/api/upload', summary: 'One file in field formFile → "/uploads/<name>.<ext>"', description: `Images, PDF and Word (type from the first bytes). kind narrows it: image, pdf, download, cv (kept private). ${ANONYMOUS_UPLOAD}`, tags: ['uploads'], query: UploadQuery, multipart: { field: 'formFile' }, answer: { 201: UploadResult }, errors: uploadErrors, roles: 'public' }),
  uploadImages: endpoint({ method: 'POST', path: '/api/uploads', summary: 'Up to 20 images in repeated field images → ["/uploads/…", …]', description: ANONYMOUS_UPLOAD, tags: ['uploads'], query: UploadSiteQuery, multipart: { field: 'images', many: true }, answer: { 201: UploadsResult }, errors: uploadErrors, roles: 'public' }),
  uploadBlur: endpoint({ method: 'POST', path: '/api/upload-blur', summary: 'One image in field formFile → {originalImageURL, blurredImageURL}', description: ANONYMOUS_UPLOAD, tags: ['uploads'], query: UploadSiteQuery, multipart: { field: 'formFile' }, answer: { 201: UploadBlurResult }, errors: uploadErrors, roles: 'public' }),
  uploadMarksheet: registrationUpload('marksheet'),
  uploadPpPhoto: registrationUpload('ppphoto'),
  uploadCharacterCf: registrationUpload('characterCf'),
  uploadApplication: registrationUpload('application'),

  // the console's home, first run, operations
  dashboardCounts: endpoint({ method: 'GET', path: '/api/dashboard/counts', summary: "The admin home's counts: staff, news, notices, albums and unread registrations", tags: ['dashboard'], answer: { 200: DashboardCounts }, errors: [401], roles: ROLES }),
  setupStatus: endpoint({ method: 'GET', path: '/api/setup', summary: 'Whether the first-run setup is still to be done', tags: ['site'], answer: { 200: SetupStatus }, errors: [], roles: 'public' }),
  runSetup: endpoint({ method: 'POST', path: '/api/setup', summary: "Sets up a new site: the school's name, contacts, logo and colours, and the first admin (once; 404 after)", tags: ['site'], body: SetupBody, answer: { 201: Message }, errors: [400, 404], roles: 'public' }),
  health: endpoint({ method: 'GET', path: '/api/health', summary: 'Ready to serve: 200 {status:"ok"}, or 503 while shutting down or without a database', tags: ['operations'], answer: { 200: Health }, errors: [503], roles: 'public' })
} as const
