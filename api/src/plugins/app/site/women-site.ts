import fp from 'fastify-plugin'

/**
 * The school's `women.enabled` setting, applied to every request's site (lib/origins.ts): read at
 * start and again whenever the settings change on any instance (the `settings` tag's invalidation
 * reaches every instance, as it does for the caches).
 */
export default fp(async (app) => {
  const refresh = async () => {
    app.origins.womenEnabled = (await app.settingsRepository.get('school')).women?.enabled !== false
  }
  app.cacheTags.add({
    invalidateTags (tags) {
      if (tags.includes('settings')) refresh().catch((err: unknown) => app.log.error({ err }, "could not read the women's site switch"))
    },
    setEnabled () {}
  })
  app.addHook('onReady', async () => {
    // a database without its tables yet (migrations run in prepare, after ready) keeps the default
    await refresh().catch(() => undefined)
  })
}, { name: 'women-site', dependencies: ['origins', 'public-cache', 'settings-repository'] })
