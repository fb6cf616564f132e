import { Type, type Static } from 'typebox'
import { StringEnum } from './common.ts'

/** Drafts and schedules of news, notices and events (issue 14). */
export const PUBLISH_STATUSES = ['draft', 'published'] as const
export const PublishStatus = StringEnum(PUBLISH_STATUSES)
export type PublishStatus = Static<typeof PublishStatus>

/**
 * What every news item, notice and event answers with: its status, and when it goes public
 * (an ISO instant in UTC; null = as soon as it is published). The public calls only ever
 * answer published items whose `publishAt` has passed.
 */
export const publishedFields = {
  status: PublishStatus,
  publishAt: Type.Union([Type.String(), Type.Null()])
}

/**
 * What their create (and edit) bodies accept: `status` defaults to 'published' on create, so
 * SPEC §7 calls are unchanged; `publishAt` is an ISO time with a zone (or without one: UTC),
 * and '' or null clears it.
 */
export const publishingFields = {
  status: Type.Optional(PublishStatus),
  publishAt: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()]))
}

/** The two publishing fields of an answer, as the console reads them. */
export type Publishing = { status: PublishStatus; publishAt: string | null }
