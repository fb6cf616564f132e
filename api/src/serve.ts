import { buildApp, type TestHooks } from './app.js'
import { loadConfig, loadDotEnv, withJwtSecret } from './config.js'
import { credentialsBox, prepare } from './setup.js'

/**
 * Starts the server: the config from the environment, the app, its data prepared, then listening, and a
 * graceful shutdown on SIGINT and SIGTERM. The production entry (server.ts) calls it with nothing; the e2e
 * harness (e2e/support/server.mjs) passes its test hooks, which nothing else can set.
 */
export async function serve (testHooks?: TestHooks): Promise<void> {
  loadDotEnv()
  const config = withJwtSecret(loadConfig())
  const app = await buildApp(config, { testHooks })
  for (const warning of config.startupWarnings) app.log.warn(warning)

  const prepared = await prepare(app)
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : config.port
  if (prepared.demoAdmin) console.log('\n' + credentialsBox(port, config.womenHost, prepared.demoAdmin) + '\n')
  app.log.info(`school site: http://localhost:${port}  ·  women's centre: http://${config.womenHost}:${port}  ·  API docs: http://localhost:${port}/api/docs`)

  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      // Behind a proxy: answer /api/health with 503 first, so it stops sending here, then close
      // (requests in flight finish). SHUTDOWN_DRAIN_SECONDS, 0 by default.
      app.instances.drain()
      const drainMs = config.shutdownDrainMs
      app.log.info(`${signal}: ${drainMs > 0 ? `draining for ${drainMs} ms, then ` : ''}closing`)
      const force = setTimeout(() => process.exit(1), drainMs + 30_000)
      force.unref()
      new Promise((resolve) => setTimeout(resolve, drainMs)).then(() => app.close()).then(() => process.exit(0), (err) => {
        app.log.error({ err }, 'error while closing')
        process.exit(1)
      })
    })
  }
}
