/**
 * Native-ESM jest (run with --experimental-vm-modules) with @swc/jest.
 * light-my-request and @fastify/static require() the ESM-only `content-disposition`
 * and `cookie`, and sanitize-html requires the ESM-only htmlparser2 12 family; swc
 * turns those into CommonJS (DESIGN.md, Build facts).
 */
// swcrc: false — .swcrc maps the contract to the build's dist/contract; tests read its source.
const swcTs = ['@swc/jest', { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }]
const CJS_FROM_ESM = '(content-disposition|cookie|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)'
const swcCjs = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }]

export default {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': swcTs,
    [`node_modules/.+/${CJS_FROM_ESM}/.+\\.js$`]: swcCjs
  },
  transformIgnorePatterns: [`node_modules/(?!(.+/)?${CJS_FROM_ESM}/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 30_000,
  maxWorkers: 2
}
