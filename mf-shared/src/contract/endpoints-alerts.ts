import { Type } from 'typebox'
import { Alert, CreateAlertBody, UpdateAlertBody } from './alerts.ts'
import { IdParams, Message } from './common.ts'
import { EDITORS, endpoint } from './endpoint.ts'
import { SiteQuery } from './settings.ts'

/** The alert banner (issue 33, item 1): public to read while active; editors and admins write. */
export const ALERT_ENDPOINTS = {
  listAlerts: endpoint({ method: 'GET', path: '/api/alerts', summary: "A site's active alerts (startsAt ≤ now < endsAt), most urgent first", tags: ['alerts'], query: SiteQuery, answer: { 200: Type.Array(Alert) }, errors: [400], roles: 'public' }),
  listAllAlerts: endpoint({ method: 'GET', path: '/api/alerts/all', summary: "Every alert of a site, scheduled and ended ones too (console)", tags: ['alerts'], query: SiteQuery, answer: { 200: Type.Array(Alert) }, errors: [400, 401, 403], roles: EDITORS }),
  createAlert: endpoint({ method: 'POST', path: '/api/alerts', summary: 'Adds an alert to a site; subscribers of alerts hear of it when it starts', tags: ['alerts'], body: CreateAlertBody, answer: { 201: Alert }, errors: [400, 401, 403], roles: EDITORS }),
  updateAlert: endpoint({ method: 'PUT', path: '/api/alerts/:id', summary: "Changes an alert's fields (not its site)", tags: ['alerts'], params: IdParams, body: UpdateAlertBody, answer: { 200: Alert }, errors: [400, 401, 403, 404], roles: EDITORS }),
  deleteAlert: endpoint({ method: 'DELETE', path: '/api/alerts/:id', summary: 'Removes an alert', tags: ['alerts'], params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: EDITORS })
} as const
