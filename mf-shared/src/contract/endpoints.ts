import { BROADCAST_ENDPOINTS } from './endpoints-broadcasts.ts'
import { ALERT_ENDPOINTS } from './endpoints-alerts.ts'
import { CONTENT_ENDPOINTS } from './endpoints-content.ts'
import { MEDIA_ENDPOINTS } from './endpoints-media.ts'
import { REVISION_ENDPOINTS } from './endpoints-revisions.ts'
import { RESULTS_ENDPOINTS } from './endpoints-results.ts'
import { SITE_ENDPOINTS } from './endpoints-site.ts'
import { inboxEndpoints } from './resource-endpoints.ts'
import { STAFF_ENDPOINTS } from './endpoints-staff.ts'
import { SUBSCRIPTION_ENDPOINTS } from './endpoints-subscriptions.ts'
import { VITALS_ENDPOINTS } from './endpoints-vitals.ts'

/*
 * Endpoints declared once (issue 35, item 1): each call's method, path, parameters, query, body, answer,
 * the errors it may give and who may make it (the shape is `EndpointDef`, in ./endpoint.ts). The API
 * registers its route's schema and role check from the declaration (api/src/lib/endpoints.ts), and the
 * front ends call through `call` (the session's typed client), so a path and its types cannot disagree.
 * One file per area; this one gathers them.
 */
export { ALERT_ENDPOINTS, BROADCAST_ENDPOINTS, CONTENT_ENDPOINTS, MEDIA_ENDPOINTS, RESULTS_ENDPOINTS, REVISION_ENDPOINTS, SITE_ENDPOINTS, STAFF_ENDPOINTS, SUBSCRIPTION_ENDPOINTS, VITALS_ENDPOINTS }
/** An inbox's three endpoints (list, mark read, delete), for each inbox of public submissions. */
export { inboxEndpoints }

/** Every declared endpoint. */
export const ENDPOINTS = { ...SITE_ENDPOINTS, ...CONTENT_ENDPOINTS, ...STAFF_ENDPOINTS, ...MEDIA_ENDPOINTS, ...REVISION_ENDPOINTS, ...VITALS_ENDPOINTS, ...SUBSCRIPTION_ENDPOINTS, ...ALERT_ENDPOINTS, ...BROADCAST_ENDPOINTS, ...RESULTS_ENDPOINTS } as const
