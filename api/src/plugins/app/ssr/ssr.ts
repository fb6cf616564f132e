import type { IncomingHttpHeaders } from 'node:http'
import fp from 'fastify-plugin'
import { ServerRenderer } from './renderer.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** server rendering of the public sites' pages (routes/web.ts asks it for each page) */
    ssr: ServerRenderer
  }
}

export interface SsrOptions {
  /** test hook only (BuildOptions.testHooks.renderInBrowser): requests whose page is rendered in the browser */
  renderInBrowser?: (headers: IncomingHttpHeaders) => boolean
}

/**
 * Server rendering as a plugin (issue 35): the renderer, its page cache (emptied by the same writes as the
 * public cache, through `cacheTags`), the remotes' server bundles and the shell's template.
 */
export default (options: SsrOptions = {}) => fp(async (app) => {
  const renderer = new ServerRenderer(app, options.renderInBrowser)
  app.decorate('ssr', renderer)
  app.cacheTags.add(renderer.pages)
}, { name: 'ssr', dependencies: ['config', 'origins', 'public-cache', 'alerts'] })
