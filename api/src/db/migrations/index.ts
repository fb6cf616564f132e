import type { Knex } from 'knex'
import { DEFAULT_TIME_ZONE } from '../../lib/dates.js'
import * as init from './001-init.js'
import * as uploadQuarantine from './002-upload-quarantine.js'
import { calendarDays } from './003-calendar-days.js'
import * as tokenVersion from './004-token-version.js'
import * as instances from './005-instances.js'
import * as rolesAudit from './006-roles-audit.js'
import * as publishing from './007-publishing.js'
import * as admissionPipeline from './008-admission-pipeline.js'
import * as nepaliContent from './009-nepali-content.js'
import * as uploadBudget from './010-upload-budget.js'
import * as staffAccounts from './011-staff-accounts.js'
import * as eventDetailsAdmissionFields from './012-event-details-admission-fields.js'
import * as siteContent from './014-site-content.js'
import * as webVitals from './015-web-vitals.js'
import * as media from './016-media.js'
import * as revisions from './018-revisions.js'
import * as subscriptions from './020-subscriptions.js'
import * as alerts from './021-alerts.js'
import { submissionReferences } from './022-submission-references.js'
import * as results from './023-results.js'
import * as noticePagesEditing from './024-notice-pages-editing.js'
import * as broadcasts from './025-broadcasts.js'

interface Migration {
  up: (knex: Knex) => Promise<void>
  down: (knex: Knex) => Promise<void>
}

/**
 * Migrations are imported statically rather than read from a folder, so the same
 * list works under tsx, the swc build in dist/ and jest. Add new ones at the end;
 * migrations only ever go forward. Some need the school's time zone, so the list is
 * built for one.
 */
export function migrationSource (timeZone: string = DEFAULT_TIME_ZONE): Knex.MigrationSource<Migration> {
  const migrations: Array<[string, Migration]> = [
    ['001-init', init],
    ['002-upload-quarantine', uploadQuarantine],
    ['003-calendar-days', calendarDays(timeZone)],
    ['004-token-version', tokenVersion],
    ['005-instances', instances],
    ['006-roles-audit', rolesAudit],
    ['007-publishing', publishing],
    ['008-admission-pipeline', admissionPipeline],
    ['009-nepali-content', nepaliContent],
    ['010-upload-budget', uploadBudget],
    ['011-staff-accounts', staffAccounts],
    ['012-event-details-admission-fields', eventDetailsAdmissionFields],
    ['014-site-content', siteContent],
    ['015-web-vitals', webVitals],
    ['016-media', media],
    ['018-revisions', revisions],
    ['020-subscriptions', subscriptions],
    ['021-alerts', alerts],
    ['022-submission-references', submissionReferences(timeZone)],
    ['023-results', results],
    ['024-notice-pages-editing', noticePagesEditing],
    ['025-broadcasts', broadcasts]
  ]
  return {
    getMigrations: async () => migrations.map(([, m]) => m),
    getMigrationName: (m) => migrations.find(([, x]) => x === m)?.[0] ?? 'unknown',
    getMigration: async (m) => m
  }
}

export const CALENDAR_DAYS_MIGRATION = '003-calendar-days'
