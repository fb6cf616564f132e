import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createCrud, type Draft, type TableSpec } from '../../../lib/crud.js'
import { ADMISSION_EXTRA_FIELDS, type ContactMessage, type JobApplication, type Registration } from '@school/shared/contract'
import { nextReference, type ReferenceTable } from '../../../lib/references.js'
import { registrationsPipeline } from './registrations-repository.js'

/**
 * Submissions from the public: stored first, read and deleted by admins, kept until deleted. Each gets
 * its reference number as it is stored (issue 33, item 5), and `q` finds it by that too.
 */
function createInbox<T extends { _id: string }> (app: FastifyInstance, spec: TableSpec & { table: ReferenceTable }) {
  const crud = createCrud<T>(app.knex, { ...spec, search: ['reference', ...spec.search], bool: ['isRead'] })
  /**
   * A submission with the next reference of its kind, stored by the draft's `insert` (with its mails, in
   * one transaction: `storeWithMails`); `createdAt` is the instant its BS year was read from. The
   * reference is taken at once, on its own: a submission never stored leaves a gap, never a duplicate.
   */
  async function draft (values: Record<string, unknown>): Promise<Draft<T>> {
    const at = new Date()
    const reference = await nextReference(app.knex, spec.table, at, app.config.timeZone)
    return crud.draft({ ...values, reference, createdAt: at.toISOString() })
  }
  // no `insert`: a submission is stored only through its draft, with its reference
  const { insert: _withoutReference, ...rest } = crud
  return {
    ...rest,
    draft,
    async markRead (id: string, isRead = true) {
      return crud.update(id, { isRead })
    },
    async countUnread (): Promise<number> {
      return (await crud.list({ page: 1, limit: 1 }, (qb) => { qb.where({ isRead: 0 }) })).total ?? 0
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ReturnType<typeof createInbox<ContactMessage>>
    applicationsRepository: ReturnType<typeof createInbox<JobApplication>>
    registrationsRepository: ReturnType<typeof createRegistrations>
  }
}

function createRegistrations (app: FastifyInstance) {
  const inbox = createInbox<Registration>(app, {
    table: 'registrations',
    search: ['firstName', 'lastName', 'email', 'phone', 'address', 'preference', 'lvl', 'faculty', 'application'],
    json: ['history'],
    optional: ADMISSION_EXTRA_FIELDS
  })
  return { ...inbox, ...registrationsPipeline(app.knex, inbox) }
}

export const REGISTRATION_FILES = ['markSheet', 'ppPhoto', 'characterCerf', 'attachApplication'] as const

export default fp(async (app) => {
  app.decorate('contactRepository', createInbox<ContactMessage>(app, { table: 'contact_messages', search: ['name', 'email', 'subject', 'message'] }))
  const applications = createInbox<JobApplication>(app, { table: 'career_applications', search: ['careerTitle', 'fullName', 'email', 'phoneNumber', 'message'] })
  app.decorate('applicationsRepository', applications)
  app.files.addRefSource(() => applications.columnValues(['cv']))
  const registrations = createRegistrations(app)
  app.decorate('registrationsRepository', registrations)
  app.files.addRefSource(() => registrations.columnValues([...REGISTRATION_FILES]))
}, { name: 'inbox-repositories', dependencies: ['knex', 'files'] })
