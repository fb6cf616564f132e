const { createConfig } = require('@school/shared/build/webpack');

module.exports = createConfig({ dir: __dirname, name: 'mf_public_school', kind: 'remote', title: 'mf-public-school (standalone)' });
