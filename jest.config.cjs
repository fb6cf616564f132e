// Front-end unit tests: the shared packages and each remote, in jsdom, transpiled by swc
// (the preset is mf-shared/build/jest-preset.cjs).
const path = require('node:path');
const { jestProject } = require('./mf-shared/build/jest-preset.cjs');

module.exports = {
  // antd forms in jsdom are slow on a busy 2-core machine; a timeout is not what these tests measure.
  testTimeout: 30_000,
  projects: ['mf-shared', 'shell', 'mf-public-school', 'mf-public-women', 'mf-admin-school', 'mf-admin-women'].map((dir) =>
    jestProject(path.join(__dirname, dir)),
  ),
};
