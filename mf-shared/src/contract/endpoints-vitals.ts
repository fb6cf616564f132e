import { Type } from 'typebox'
import { endpoint } from './endpoint.ts'
import { ROLES } from './users.ts'
import { VitalBeacon, VitalsQuery, VitalsSummary } from './vitals.ts'

/** Real-user monitoring: the browsers' Web Vitals and the console's site-speed panel (issue 36). */
export const VITALS_ENDPOINTS = {
  postVital: endpoint({ method: 'POST', path: '/api/vitals', summary: "One Web Vital of a page view (a browser's beacon, at most 1 KB): counted in the day's histogram, nothing else kept", tags: ['vitals'], body: VitalBeacon, answer: { 204: Type.Null() }, errors: [400, 413, 429], roles: 'public' }),
  vitalsSummary: endpoint({ method: 'GET', path: '/api/dashboard/vitals', summary: "The dashboard's site speed: p75 of each Web Vital per page template, per day and per connection type, over 7 or 28 days", tags: ['vitals'], query: VitalsQuery, answer: { 200: VitalsSummary }, errors: [400, 401, 403], roles: ROLES })
} as const
