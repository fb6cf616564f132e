// Front-end unit tests: the shared packages and each remote, in jsdom, transpiled by swc
// (the preset is mf-shared/build/jest-preset.cjs).
const path = require('node:path');
const { jestProject } = require('./mf-shared/build/jest-preset.cjs');

module.exports = {
  // antd forms in jsdom are slow on a busy 2-core machine; a timeout is not what these tests measure.
  testTimeout: 30_000,
  // jest's default keeps one core for itself, which sits idle: on CI's 2 cores, one worker per core
  // takes the suite from about 6.5 to 4.5 minutes.
  maxWorkers: '100%',
  projects: ['mf-shared', 'shell', 'mf-public-school', 'mf-public-women', 'mf-admin-school', 'mf-admin-women'].map((dir) =>
    jestProject(path.join(__dirname, dir)),
  ),
};
