/** The media library (issue 32). */
export const MEDIA_ENDPOINTS = {} as const
