// The one list of run-time shared modules. Everything else (antd, the router,
// TanStack Query, the design kit) is bundled and tree-shaken per remote:
// exactly one remote is mounted at a time (DESIGN.md §1).
const path = require('node:path');

const sharedPkg = require('../package.json');

function sharedDependencies(appDir) {
  const appPkg = require(path.join(appDir, 'package.json'));
  const range = (name) => (appPkg.dependencies && appPkg.dependencies[name]) || sharedPkg.peerDependencies[name];
  return {
    react: { singleton: true, requiredVersion: range('react') },
    'react-dom': { singleton: true, requiredVersion: range('react-dom') },
    'react/jsx-runtime': { singleton: true, requiredVersion: range('react') },
    // React 19 keeps its renderer in react-dom/client; the shell renders with it and antd's
    // message/notification helpers import it too, so it must be shared or it ships twice.
    'react-dom/client': { singleton: true, requiredVersion: range('react-dom') },
    '@school/shared/session': {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
    },
  };
}

module.exports = { sharedDependencies };
