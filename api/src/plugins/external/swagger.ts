import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'

/** OpenAPI at /api/docs; swagger-ui's assets are served from node_modules, no CDN. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'School website API', version: '1.0.0', description: 'Every call of SPEC.md §7 plus the admin inbox, dashboard and file endpoints.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } }
    }
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // the site is served over plain http on localhost; upgrading would break the docs' own assets
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, '')
  })
}, { name: 'swagger' })
