import { Type } from 'typebox'
import { Broadcast, BroadcastAudienceQuery, BroadcastListQuery, BroadcastRecipients, CreateBroadcastBody } from './broadcasts.ts'
import { ADMINS, endpoint } from './endpoint.ts'

/** Broadcasts to subscribers (issue 33, item 3): admins only. */
export const BROADCAST_ENDPOINTS = {
  broadcastRecipients: endpoint({ method: 'GET', path: '/api/broadcasts/recipients', summary: 'How many confirmed subscribers a broadcast to these channels and topics would reach, per channel', tags: ['subscriptions'], query: BroadcastAudienceQuery, answer: { 200: BroadcastRecipients }, errors: [400, 401, 403], roles: ADMINS }),
  createBroadcast: endpoint({ method: 'POST', path: '/api/broadcasts', summary: 'Sends one message to every confirmed subscriber of the topics on the channels picked, each in their language, through the outbox', tags: ['subscriptions'], body: CreateBroadcastBody, answer: { 201: Broadcast }, errors: [400, 401, 403], roles: ADMINS }),
  listBroadcasts: endpoint({ method: 'GET', path: '/api/broadcasts', summary: "A site's last 50 broadcasts, newest first, each with its recipients and its delivery counts (queued, sent, failed)", tags: ['subscriptions'], query: BroadcastListQuery, answer: { 200: Type.Array(Broadcast) }, errors: [400, 401, 403], roles: ADMINS })
} as const
