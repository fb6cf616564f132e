// The jest preset every front-end package's unit tests share: jsdom, swc, the `@school/shared/*` entries
// mapped to their sources, CSS and file stubs, and the common setup file.
const path = require('node:path');

const SHARED_SRC = path.join(__dirname, '..', 'src');
const TEST_SUPPORT = path.join(__dirname, 'test');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

/** The jest project of one package folder (its `src/**\/*.test.{ts,tsx}`). */
const jestProject = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'jest-fixed-jsdom',
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.m?[jt]sx?$': swc },
  // ESM-only packages used by the kit and remotes get transpiled too.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|zustand|swiper|typebox|@ant-design\\+colors|@ant-design/colors|@ant-design\\+icons-svg|@ant-design/icons-svg|until-async|rettime|@open-draft\\+deferred-promise|@open-draft/deferred-promise)[@/])'],
  moduleNameMapper: {
    '^@school/shared/(session|kit|public|admin|contract)$': path.join(SHARED_SRC, '$1/index.ts'),
    '^@school/shared/build/test$': path.join(TEST_SUPPORT, 'index.ts'),
    '\\.(css)$': 'identity-obj-proxy',
    '^swiper/css(/.*)?$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|webp|svg|pdf)$': path.join(TEST_SUPPORT, 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(TEST_SUPPORT, 'jest-setup.ts')],
});

module.exports = { jestProject };
