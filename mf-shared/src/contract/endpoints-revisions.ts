/** Revisions and preview links (issue 32). */
export const REVISION_ENDPOINTS = {} as const
