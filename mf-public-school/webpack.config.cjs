const { createConfig, createServerConfig } = require('@school/shared/build/webpack');

const client = createConfig({ dir: __dirname, name: 'mf_public_school', kind: 'remote', title: 'mf-public-school (standalone)' });
// the server bundle (dist/server/render.js) beside the client build; not in the dev server
const server = createServerConfig({ dir: __dirname, name: 'mf_public_school' });

module.exports = (env, argv) => (argv.mode === 'production' ? [client(env, argv), server(env, argv)] : client(env, argv));
