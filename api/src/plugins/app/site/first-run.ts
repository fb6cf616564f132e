import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** A site started without the demo seed and without ADMIN_EMAIL has no users: it waits for /admin/setup. */
    firstRun: { pending: () => Promise<boolean> }
  }
}

/**
 * Whether the first-run setup is still to be done: no user exists yet. Asked on every page while it
 * is (another instance may finish it); once a user exists it never is again, so the answer is kept.
 */
export default fp(async (app) => {
  let done = false
  app.decorate('firstRun', {
    async pending () {
      if (!done) done = (await app.usersRepository.count()) > 0
      return !done
    }
  })
}, { name: 'first-run', dependencies: ['users-repository'] })
