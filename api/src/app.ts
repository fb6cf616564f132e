import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppConfig } from './config.js'
import { errorHandler } from './lib/error-handler.js'
import { repositories, routes } from './registry.js'
import knexPlugin from './plugins/external/knex.js'
import security from './plugins/external/security.js'
import helmet from './plugins/external/helmet.js'
import multipart from './plugins/external/multipart.js'
import auth from './plugins/external/auth.js'
import compress from './plugins/external/compress.js'
import swagger from './plugins/external/swagger.js'
import publicCache from './plugins/app/public-cache.js'
import loginGuard from './plugins/app/users/login-guard.js'
import uploadsRepository from './plugins/app/files/uploads-repository.js'
import files from './plugins/app/files/files.js'
import mail from './plugins/app/mail/outbox.js'
import captcha from './plugins/app/captcha.js'
import web from './routes/web.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
  }
}

function trustHops (hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops
}

export interface BuildOptions {
  /** pino options or false; tests pass false */
  logger?: boolean | Record<string, unknown>
}

/**
 * The app factory. Order matters: external plugins (db, security, parsing, auth,
 * docs), then app plugins (repositories, files, mail, captcha), then routes.
 * Nothing is created at import time, so tests and several instances can run side by side.
 */
export async function buildApp (config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    // a hop count as the function Fastify builds from a number (its types only take strings)
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // errors raised before routing (a malformed %-escape in the path) get the one {message} shape too
    frameworkErrors: (err, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ message: err.code === 'FST_ERR_BAD_URL' ? 'Invalid URL' : 'Bad request' })
    },
    // generous but bounded: a stuck client can't hold a connection forever
    requestTimeout: 60_000,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false } }
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.register(fp(async (a) => { a.decorate('config', config) }, { name: 'config' }))
  app.setErrorHandler(errorHandler)

  // external
  await app.register(knexPlugin)
  await app.register(helmet)
  await app.register(security)
  await app.register(compress)
  await app.register(multipart)
  await app.register(swagger)
  await app.register(auth)

  // app
  await app.register(publicCache)
  await app.register(loginGuard)
  await app.register(uploadsRepository)
  await app.register(files)
  for (const repository of repositories) await app.register(repository)
  await app.register(mail)
  await app.register(captcha)

  // routes
  for (const route of routes) await app.register(route)
  await app.register(web)

  return app as unknown as FastifyInstance
}
