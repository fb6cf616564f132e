// @school/shared/contract: the API's request and answer shapes, one definition for the API (which
// validates with them and publishes them at /api/docs) and the front ends (which type their calls by
// them). TypeBox schemas with their `Static` types under the same names, and the fixed choices.
// Imports nothing but typebox: no API, fastify or front-end code.
export * from './enums.ts'
export * from './common.ts'
export * from './publishing.ts'
export * from './nepali.ts'
export * from './content.ts'
export * from './news.ts'
export * from './events.ts'
export * from './careers.ts'
export * from './registrations.ts'
export * from './inbox.ts'
export * from './dashboard.ts'
export * from './users.ts'
export * from './uploads.ts'
export * from './runtime-config.ts'
export * from './site.ts'
export * from './variants.ts'
export * from './offline.ts'
export * from './settings.ts'
export * from './pages.ts'
export * from './menus.ts'
