const { createConfig } = require('@school/shared/build/webpack');

module.exports = createConfig({ dir: __dirname, name: 'mf_admin_school', kind: 'remote', title: 'mf-admin-school (standalone)' });
