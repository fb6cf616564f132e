/** Real-user monitoring: the browsers' Web Vitals and the console's site-speed panel (issue 36). */
export const VITALS_ENDPOINTS = {} as const
