// Between the API and a public remote's server bundle (`<remote>/dist/server/render.js`, issue 12): what
// the API asks a bundle to render and what it gets back. One declaration for both sides of the seam: the
// API's server-rendering plugin (api/src/plugins/app/ssr) calls it, mf-shared/src/ssr implements it.
import type { RuntimeConfig } from './runtime-config.ts'

/** One page to render, with everything that belongs to its request (nothing is kept between renders). */
export interface RenderRequest {
  /** the page's path and the query parameters a page reads, `/ne/news?page=2` for Nepali */
  url: string
  /** the page's origin as the browser sees it (`https://school.example`), from the API's allow-list */
  pageOrigin: string
  /** the runtime config the browser reads from /remotes.json (the same apiBase, so the same image URLs) */
  config: RuntimeConfig
  /** answers the page's API calls in the API's own process; `origin` is what their URLs start with */
  fetch: typeof fetch
  origin: string
  /** the request carried `Save-Data: on`: pictures are rendered from their 320-px variants (issue 13) */
  saveData: boolean
}

/** A rendered page's parts, which the API puts into the shell's document. */
export interface RenderResult {
  /** the remote, as the shell names it (`mf_public_school`) */
  remote: string
  /** what goes inside `#root` */
  html: string
  /** antd's extracted CSS-in-JS `<style>` tags, and the remote's own stylesheets, for the head */
  styles: string
  /** the dehydrated queries as JSON, safe inside `<script type="application/json">` */
  state: string
}

/** A bundle's renderer: renders may overlap, each with its own request. */
export type RenderPage = (request: RenderRequest) => Promise<RenderResult>

/** What a remote's server bundle exports (mf-shared/src/ssr/server-entry.tsx). */
export interface ServerBundle {
  /**
   * Loads the app with its files addressed under `publicPath` (`/remotes/public-school/`); `clientDir` is
   * the client build's folder (the bundle's `dist/`), whose stylesheet the pages carry inline.
   */
  createRender: (publicPath: string, options?: { clientDir?: string }) => Promise<RenderPage>
}
