import fs from 'node:fs'
import { createRequire, Module } from 'node:module'
import path from 'node:path'
import vm from 'node:vm'
import type { FastifyBaseLogger } from 'fastify'
import type { RenderPage, ServerBundle } from '@school/shared/contract'
import type { RemoteName } from '../../../config.js'
import { WatchedFile } from './watched-file.js'
import { errorMessage } from '../../../lib/errors.js'

/**
 * Runs a CommonJS bundle as `require` would, but fresh each time (no module cache to clear, in Node as
 * under the test runner): the bundle of a redeploy replaces the old one, which is then collected.
 */
async function loadBundle (file: string): Promise<ServerBundle> {
  const source = await fs.promises.readFile(file, 'utf8')
  const wrapper: unknown = vm.runInThisContext(Module.wrap(source), { filename: file })
  if (typeof wrapper !== 'function') throw new Error(`${file} did not compile to a module function`)
  const module: { exports: unknown } = { exports: {} }
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file))
  if (!isServerBundle(module.exports)) throw new Error(`${file} does not export createRender`)
  return module.exports
}

function isServerBundle (value: unknown): value is ServerBundle {
  return typeof value === 'object' && value !== null && 'createRender' in value && typeof value.createRender === 'function'
}

/**
 * One public remote's server bundle (`<remote>/dist/server/render.js`), loaded again whenever a deploy
 * replaces the file, so a redeployed remote is rendered by its new bundle without a restart. A missing or
 * failing bundle is logged once per state (not per request) and gives null: its pages are then rendered
 * in the browser.
 */
export class RemoteBundle {
  private readonly watched: WatchedFile<RenderPage>
  private reported = ''

  constructor (private readonly log: FastifyBaseLogger, readonly remote: RemoteName, readonly file: string, publicPath: string) {
    // the client build beside it (`dist/`), whose stylesheet its pages carry inline
    const clientDir = path.dirname(path.dirname(file))
    this.watched = new WatchedFile(file, async (f) => {
      // a new bundle: its problems, if any, are new
      this.reported = ''
      return (await loadBundle(f)).createRender(publicPath, { clientDir })
    })
  }

  /** The bundle's renderer and version, or null (logged) when it is missing or cannot be loaded. */
  async current (): Promise<{ render: RenderPage; version: number } | null> {
    try {
      const loaded = await this.watched.current()
      if (loaded) return { render: loaded.value, version: loaded.version }
      this.report(`${this.file} is missing`)
    } catch (err) {
      this.report(`${this.file} cannot be loaded`, undefined, err)
    }
    return null
  }

  /** True while this bundle is still the one of `version` (no file is read here). */
  unchanged (version: number): boolean {
    return this.watched.unchanged(version)
  }

  /** A render that threw: logged once per bundle and message (with the first URL), not once per request. */
  renderFailed (url: string, err: unknown): void {
    // the bundle runs in Node's own context: its errors are not this module's Error instances
    const message = errorMessage(err)
    this.report(`render: ${message}`, `${this.file} could not render ${url} (${message})`, err)
  }

  private report (problem: string, line = problem, err?: unknown): void {
    if (this.reported === problem) return
    this.reported = problem
    this.log.warn({ err }, `ssr: ${line}; ${this.remote} pages are rendered in the browser`)
  }
}
