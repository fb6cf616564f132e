const { createConfig, createServerConfig } = require('@school/shared/build/webpack');

const client = createConfig({ dir: __dirname, name: 'mf_public_women', kind: 'remote', title: 'mf-public-women (standalone)' });
// the server bundle (dist/server/render.js) beside the client build; not in the dev server
const server = createServerConfig({ dir: __dirname, name: 'mf_public_women' });

module.exports = (env, argv) => (argv.mode === 'production' ? [client(env, argv), server(env, argv)] : client(env, argv));
