import { HttpError } from './errors.js'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { isConnectionError, isDataError } from '../db/index.js'

interface ValidationIssue {
  instancePath?: string
  keyword?: string
  message?: string
  params?: Record<string, unknown>
}

const WHERE: Record<string, string> = { body: 'body', querystring: 'query', params: 'URL', headers: 'header' }

/** Turns ajv's first issue into one sentence a person can act on. */
export function validationMessage (issues: ValidationIssue[], context?: string): string {
  const v = issues[0]
  if (!v) return 'Invalid request'
  const field = (v.instancePath ?? '').split('/').filter(Boolean).join('.')
  const where = WHERE[context ?? ''] ?? 'request'
  if (v.keyword === 'required') {
    const missing = [field, v.params?.missingProperty].filter(Boolean).join('.')
    return `${missing} is required`
  }
  const name = field || where
  switch (v.keyword) {
    case 'minLength':
      return v.params?.limit === 1 ? `${name} cannot be empty` : `${name} must be at least ${String(v.params?.limit)} characters`
    case 'maxLength':
      return `${name} must be at most ${String(v.params?.limit)} characters`
    case 'pattern':
      return `${name} is not valid`
    case 'format':
      return v.params?.format === 'email' ? `${name} must be a valid email address` : `${name} is not a valid ${String(v.params?.format)}`
    case 'enum': {
      const allowed = v.params?.allowedValues
      return `${name} must be one of: ${Array.isArray(allowed) ? allowed.join(', ') : ''}`
    }
    case 'type':
      return `${name} must be ${String(v.params?.type)}`
    default:
      return `${name} ${v.message ?? 'is not valid'}`
  }
}

/**
 * The one error handler: every error leaves as {message}. Client mistakes keep their
 * message; an unreachable database is a 503; anything else is a 500 whose details
 * stay in the log.
 */
export function errorHandler (err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err.validation) {
    return reply.code(400).send({ message: validationMessage(err.validation, err.validationContext) })
  }
  if (isConnectionError(err)) {
    request.log.error({ err }, 'database unavailable')
    return reply.code(503).header('Retry-After', '5').send({ message: 'Service temporarily unavailable' })
  }
  if (isDataError(err)) {
    request.log.warn({ err }, 'rejected by the database')
    return reply.code(400).send({ message: 'The data sent is not valid' })
  }
  switch (err.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return reply.code(413).send({ message: 'File is too large' })
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.code(413).send({ message: 'Request body is too large' })
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return reply.code(413).send({ message: 'Too many files or fields' })
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      // files go to the upload calls only; every other call takes JSON (or a form)
      const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim()
      return reply.code(415).send({ message: `This call does not take ${type || 'this content type'}: send JSON` })
    }
  }
  const status = err.statusCode ?? 500
  // a deliberate 503 (the upload quarantine is full) keeps its message
  if (err instanceof HttpError && status === 503) return reply.code(503).header('Retry-After', '600').send({ message: err.message })
  if (status >= 500) {
    request.log.error({ err, method: request.method, url: request.url }, 'unhandled error')
    return reply.code(status === 503 ? 503 : 500).send({ message: status === 503 ? 'Service temporarily unavailable' : 'Internal Server Error' })
  }
  if (status < 400) return reply.code(500).send({ message: 'Internal Server Error' })
  return reply.code(status).send({ message: err.message || 'Bad request' })
}
