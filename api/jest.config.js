/**
 * Native-ESM jest (run with --experimental-vm-modules) with @swc/jest.
 * light-my-request and @fastify/static require() the ESM-only `content-disposition`
 * and `cookie`; swc turns those two into CommonJS (DESIGN.md, Build facts).
 */
const swcTs = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }]
const swcCjs = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }]

export default {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': swcTs,
    'node_modules/.+/(content-disposition|cookie)/.+\\.js$': swcCjs
  },
  transformIgnorePatterns: ['node_modules/(?!(.+/)?(content-disposition|cookie)/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 30_000,
  maxWorkers: 2
}
