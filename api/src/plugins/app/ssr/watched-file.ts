import fs from 'node:fs'

/** How long a file's modification time is trusted before it is read again (a warm hit then reads no file). */
const STAT_EVERY_MS = 1000

/**
 * A file a deploy may replace while the server runs (a remote's server bundle, the shell's index.html):
 * loaded again when its modification time changes, which is read at most once a second. A redeploy then
 * needs no restart, and a request answered from a cache reads no file.
 */
export class WatchedFile<T> {
  private stat: { at: number; mtimeMs: number | null } | null = null
  private loaded: { mtimeMs: number; value: Promise<T> } | null = null

  /** `load` is called (synchronously) once per version of the file. */
  constructor (readonly file: string, private readonly load: (file: string) => Promise<T>) {}

  /** The file's content as now deployed, and its version (its modification time); null when it is missing. Rejects when it could not be loaded. */
  async current (): Promise<{ value: T; version: number } | null> {
    const now = Date.now()
    if (!this.stat || now - this.stat.at >= STAT_EVERY_MS) {
      const mtimeMs = await fs.promises.stat(this.file).then((s) => s.mtimeMs, () => null)
      this.stat = { at: now, mtimeMs }
    }
    const mtimeMs = this.stat.mtimeMs
    if (mtimeMs === null) return null
    if (this.loaded?.mtimeMs !== mtimeMs) this.loaded = { mtimeMs, value: this.load(this.file) }
    return { value: await this.loaded.value, version: mtimeMs }
  }

  /** True while the file is still the one of `version`, as read less than a second ago (no file is read here). */
  unchanged (version: number): boolean {
    return this.stat !== null && this.stat.mtimeMs === version && Date.now() - this.stat.at < STAT_EVERY_MS
  }
}
