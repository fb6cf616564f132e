/** Sign-in, accounts, users, registrations, the inbox, uploads, the dashboard, the audit log and set-up (issue 35). */
export const STAFF_ENDPOINTS = {} as const
