import { Message } from './common.ts'
import { endpoint } from './endpoint.ts'
import { CreateSubscriptionBody, PushKey, SubscriptionCreated, TokenQuery, VerifySubscriptionBody } from './subscriptions.ts'

/** Subscriptions by push, email and SMS (issue 33, item 2): anyone may subscribe, confirm and unsubscribe. */
export const SUBSCRIPTION_ENDPOINTS = {
  subscribe: endpoint({ method: 'POST', path: '/api/subscriptions', summary: 'Subscribes a phone, an email address or a browser to topics of a site (rate-limited per IP)', tags: ['subscriptions'], body: CreateSubscriptionBody, answer: { 201: SubscriptionCreated }, errors: [400, 429], roles: 'public' }),
  confirmSubscription: endpoint({ method: 'GET', path: '/api/subscriptions/confirm', summary: "Confirms an email subscription from its mail's link", tags: ['subscriptions'], query: TokenQuery, answer: { 200: Message }, errors: [400, 404], roles: 'public' }),
  verifySubscription: endpoint({ method: 'POST', path: '/api/subscriptions/verify', summary: 'Confirms an SMS subscription with the six-digit code sent to the phone', tags: ['subscriptions'], body: VerifySubscriptionBody, answer: { 200: Message }, errors: [400, 404, 429], roles: 'public' }),
  unsubscribe: endpoint({ method: 'GET', path: '/api/subscriptions/unsubscribe', summary: "Ends a subscription from any message's one-click link", tags: ['subscriptions'], query: TokenQuery, answer: { 200: Message }, errors: [400, 404], roles: 'public' }),
  unsubscribePost: endpoint({ method: 'POST', path: '/api/subscriptions/unsubscribe', summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)', tags: ['subscriptions'], query: TokenQuery, answer: { 200: Message }, errors: [400, 404], roles: 'public' }),
  pushKey: endpoint({ method: 'GET', path: '/api/push/key', summary: "The VAPID public key a browser's PushManager.subscribe needs", tags: ['subscriptions'], answer: { 200: PushKey }, errors: [], roles: 'public' })
} as const
