import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache
  }
}

/**
 * In-process cache of public list responses, cleared on every write. A generation
 * counter stops a read that started before a write from storing what it read.
 */
export class PublicCache {
  private readonly entries = new Map<string, unknown>()
  private generation = 0

  async get<T> (key: string, load: () => Promise<T>): Promise<T> {
    if (this.entries.has(key)) return this.entries.get(key) as T
    const gen = this.generation
    const value = await load()
    if (gen === this.generation) {
      if (this.entries.size > 500) this.entries.clear()
      this.entries.set(key, value)
    }
    return value
  }

  clear (): void {
    this.generation++
    this.entries.clear()
  }
}

export default fp(async (app) => {
  const cache = new PublicCache()
  app.decorate('publicCache', cache)
  // Any write (successful or not) invalidates: cheap, and never serves a stale list.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') cache.clear()
  })
}, { name: 'public-cache' })
