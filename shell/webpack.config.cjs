const path = require('node:path');
const { createConfig } = require('@school/shared/build/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  title: 'Hope Academy Higher Secondary School',
  runtimePlugins: [path.join(__dirname, 'src/remote-error-plugin.ts'), path.join(__dirname, 'src/inline-css-plugin.ts')],
  // offline reading of the public sites (issue 13)
  serviceWorker: 'src/offline/sw.ts',
});
