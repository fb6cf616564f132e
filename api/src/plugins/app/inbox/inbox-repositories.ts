import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createCrud, type TableSpec } from '../../../lib/crud.js'
import { ADMISSION_EXTRA_FIELDS, type ContactMessage, type JobApplication, type Registration } from '@school/shared/contract'
import { registrationsPipeline } from './registrations-repository.js'

/** Submissions from the public: stored first, read and deleted by admins, kept until deleted. */
function createInbox<T extends { _id: string }> (app: FastifyInstance, spec: TableSpec) {
  const crud = createCrud<T>(app.knex, { ...spec, bool: ['isRead'] })
  return {
    ...crud,
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
