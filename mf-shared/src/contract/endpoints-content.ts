/** News, events, notices, careers, the gallery, people and the home's items (issue 35). */
export const CONTENT_ENDPOINTS = {} as const
