import type { Knex } from 'knex'
import type { PublishStatus } from '@school/shared/contract'
import { badRequest } from './errors.js'

/**
 * Drafts and schedules (issue 14): a row is public when its status is 'published' and its
 * `publishAt` is empty or has passed. `publishAt` is stored as `Date#toISOString()` (UTC, fixed
 * width), so comparing the text compares the times on SQLite and MySQL alike.
 */
export function whereLive (now: Date = new Date()): (qb: Knex.QueryBuilder) => void {
  const at = now.toISOString()
  return (qb) => {
    qb.where('status', 'published').andWhere((w) => { w.whereNull('publishAt').orWhere('publishAt', '<=', at) })
  }
}

/** An ISO time (with a zone; without one it is read as UTC) → the stored form; '' and null clear it. */
export function toPublishAt (value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null
  return toInstant(value, 'publishAt')
}

/** An ISO time (with a zone; without one it is read as UTC) → `Date#toISOString()`; 400 naming `field` when it is not one. */
export function toInstant (value: string, field: string): string {
  const text = value.trim()
  const iso = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text)
  const t = iso ? Date.parse(iso[3] ? text.replace(' ', 'T') : text.replace(' ', 'T') + 'Z') : NaN
  if (Number.isNaN(t)) throw badRequest(`${field} is not a valid ISO time, e.g. 2026-11-24T09:00:00+05:45`)
  return new Date(t).toISOString()
}

interface PublishingBody { status?: PublishStatus; publishAt?: string | null }

/**
 * The columns a create body gives (`status` defaults to 'published'), or, for an edit, only
 * those the body names, so an edit that leaves them out keeps them.
 */
export function publishingValues (body: PublishingBody, mode: 'create' | 'edit' = 'create'): { status?: PublishStatus; publishAt?: string | null } {
  const out: { status?: PublishStatus; publishAt?: string | null } = {}
  if (mode === 'create' || body.status !== undefined) out.status = body.status ?? 'published'
  if (mode === 'create' || body.publishAt !== undefined) out.publishAt = toPublishAt(body.publishAt)
  return out
}
