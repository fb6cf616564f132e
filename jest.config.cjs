// Front-end unit tests: the shared kit and each remote, in jsdom, transpiled by swc.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

const project = (dir) => ({
  displayName: dir,
  rootDir: path.join(__dirname, dir),
  testEnvironment: 'jest-fixed-jsdom',
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.m?[jt]sx?$': swc },
  // ESM-only packages used by the kit and remotes get transpiled too.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|zustand|swiper|@ant-design\\+colors|@ant-design/colors|until-async|rettime|@open-draft\\+deferred-promise|@open-draft/deferred-promise)[@/])'],
  moduleNameMapper: {
    '^@school/shared/(session|ui|public|admin|format|types|pdf)$': path.join(__dirname, 'mf-shared/src/$1/index.ts'),
    '^@school/shared/build/test$': path.join(__dirname, 'mf-shared/build/test/index.ts'),
    '\\.(css)$': 'identity-obj-proxy',
    '^swiper/css(/.*)?$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|webp|svg|pdf)$': path.join(__dirname, 'mf-shared/build/test/file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'mf-shared/build/test/jest-setup.ts')],
});

module.exports = {
  // antd forms in jsdom are slow on a busy 2-core machine; a timeout is not what these tests measure.
  testTimeout: 30_000,
  projects: ['mf-shared', 'shell', 'mf-public-school', 'mf-public-women', 'mf-admin-school', 'mf-admin-women'].map(project),
};
