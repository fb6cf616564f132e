import type { IncomingHttpHeaders } from 'node:http'
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppConfig } from './config.js'
import { errorHandler } from './lib/error-handler.js'
import { repositories, routes } from './registry.js'
import knexPlugin from './plugins/external/knex.js'
import redis from './plugins/external/redis.js'
import security from './plugins/external/security.js'
import helmet from './plugins/external/helmet.js'
import auth from './plugins/external/auth.js'
import audit from './plugins/app/audit/audit.js'
import revisions from './plugins/app/revisions/revisions.js'
import previewLinks from './plugins/app/revisions/preview-links.js'
import compress from './plugins/external/compress.js'
import swagger from './plugins/external/swagger.js'
import publicCache from './plugins/app/public-cache.js'
import instances from './plugins/app/instances.js'
import wireCache, { WireCache, wireRoutes } from './plugins/app/wire-cache.js'
import jobs from './lib/jobs.js'
import loginGuard from './plugins/app/users/login-guard.js'
import uploadsRepository from './plugins/app/files/uploads-repository.js'
import files from './plugins/app/files/files.js'
import mail from './plugins/app/mail/outbox.js'
import captcha from './plugins/app/captcha.js'
import subscriptions from './plugins/app/subscriptions/subscriptions.js'
import ssr from './plugins/app/ssr/ssr.js'
import web from './routes/web.js'
import origins from './plugins/app/origins.js'
import firstRun from './plugins/app/site/first-run.js'
import womenSite from './plugins/app/site/women-site.js'
import { sharedCompilers } from './lib/schema-compilers.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
  }
}

function trustHops (hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops
}

/**
 * What only a test harness sets when it builds the app (api/test, e2e/support/server.mjs). The production
 * entry (server.ts) builds the app without them, and no request, setting or variable can turn them on.
 */
export interface TestHooks {
  /**
   * A page request this accepts is answered with the page as the browser renders it (no server render,
   * never from or into the wire cache): e2e specs that stub API answers in the browser need it so.
   */
  renderInBrowser?: (headers: IncomingHttpHeaders) => boolean
}

export interface BuildOptions {
  /** pino options or false; tests pass false */
  logger?: boolean | Record<string, unknown>
  /** reorders the plugin list; only the dependency tests use it */
  order?: (plugins: FastifyPluginAsync[]) => FastifyPluginAsync[]
  testHooks?: TestHooks
}

/** The app's settings as the `config` decorator, a plugin the others name in `dependencies`. */
function configPlugin (config: AppConfig): FastifyPluginAsync {
  return fp(async (a) => { a.decorate('config', config) }, { name: 'config' })
}

/**
 * Every plugin in registration order: external plugins (db, Redis, security, parsing, docs), then
 * app plugins (cache, jobs, instances, repositories, files, auth, mail, captcha), then routes. Each names
 * the plugins it uses in its fastify-plugin `dependencies`, so a wrong order stops
 * start-up with FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED naming the missing one.
 */
export function appPlugins (config: AppConfig, wire = new WireCache(), hooks: TestHooks = {}): FastifyPluginAsync[] {
  return [
    configPlugin(config),
    // each request's one origin (or 400 for a malformed host) before any other hook reads it
    origins,
    // which routes the wire cache may replay, judged before the plugins below add their hooks to every route
    wireRoutes(wire),
    // external
    knexPlugin, redis, helmet, security, compress, swagger,
    // app
    publicCache, wireCache(wire), loginGuard, jobs, instances, uploadsRepository, files, ...repositories, auth, audit, revisions, previewLinks, mail, subscriptions, captcha, firstRun, womenSite,
    ssr({ renderInBrowser: hooks.renderInBrowser }),
    // routes
    ...routes, web
  ]
}

/**
 * The app factory. Nothing is created at import time, so tests and several instances can
 * run side by side.
 */
export async function buildApp (config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // answers cached public reads before the router; the server it makes is the one Fastify listens on
  const wire = new WireCache(opts.testHooks?.renderInBrowser)
  const app = Fastify({
    serverFactory: wire.serverFactory(),
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
    // each route schema compiled once per process, not once per app (lib/schema-compilers.ts)
    schemaController: { compilersFactory: sharedCompilers },
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false, discriminator: true } }
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.setErrorHandler(errorHandler)
  const plugins = appPlugins(config, wire, opts.testHooks)
  for (const plugin of opts.order ? opts.order(plugins) : plugins) await app.register(plugin)

  return app
}
