// The arrows between the workspace's folders (STYLE.md house rule 1), checked by `npm test`:
//   shell → remotes only through federation (never an import) → mf-shared → nothing of ours;
//   inside mf-shared (see mf-shared/README.md): admin, public → kit → session → contract; the API → contract only.
// Run alone with `npm run lint:deps`.
const REMOTES = ['mf-public-school', 'mf-public-women', 'mf-admin-school', 'mf-admin-women'];
const remote = `^(${REMOTES.join('|')})/`;

module.exports = {
  forbidden: [
    {
      name: 'remote-imports-other-remote',
      comment: 'A remote never imports another remote: each one builds and deploys alone.',
      severity: 'error',
      from: { path: '^(mf-[a-z]+-[a-z]+)/' },
      to: { path: remote, pathNot: '^$1/' },
    },
    {
      name: 'feature-imports-other-feature',
      comment:
        'Inside a remote, a feature (src/features/<name>/) never imports another feature: screens in src/pages compose them, ' +
        'and what two features share lives in src/lib, src/components or the kit.',
      severity: 'error',
      from: { path: '^(mf-[a-z]+-[a-z]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'imports-shell',
      comment: 'Nothing imports the shell: it loads the remotes at run time, never the other way round.',
      severity: 'error',
      from: { pathNot: '^shell/' },
      to: { path: '^shell/' },
    },
    {
      name: 'shell-imports-remote',
      comment: 'The shell reaches the remotes only through federation (loadRemote), never an import.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: remote },
    },
    {
      name: 'outside-imports-remote-src',
      comment:
        "Nothing outside a remote imports its src: its code is its own (e2e drives it in a browser). One exception: e2e reads each remote's route table, `src/routes.data.ts`, a data-only file (see route-data-imports-nothing).",
      severity: 'error',
      from: { pathNot: `^(shell|${REMOTES.join('|')})/` },
      to: { path: remote, pathNot: `^(${REMOTES.join('|')})/src/routes\\.data\\.ts$` },
    },
    {
      name: 'non-e2e-imports-route-data',
      comment: "Only e2e may read a remote's route table from outside it (for its route lists).",
      severity: 'error',
      from: { pathNot: `^(e2e|${REMOTES.join('|')})/` },
      to: { path: `^(${REMOTES.join('|')})/src/routes\\.data\\.ts$` },
    },
    {
      name: 'route-data-imports-nothing',
      comment:
        "A remote's route table (`src/routes.data.ts`) is plain data: the menus, routes.tsx and e2e read it, so it imports nothing (no React, no screens), and reading it from e2e pulls in no remote code.",
      severity: 'error',
      from: { path: `^(${REMOTES.join('|')})/src/routes\\.data\\.ts$` },
      to: {},
    },
    {
      name: 'kit-imports-beyond-session',
      comment:
        'The kit is used by every remote and holds no API path and no SPEC wording: of ours it may read only the session (API client, runtime config) ' +
        "and the contract's site facts, page heads, image-variant names and rich-text rules (contract/site.ts, variants.ts, rich-text.ts: shared with the server's page heads and sanitiser), never admin, public, the rest of the contract or the build.",
      severity: 'error',
      from: { path: '^mf-shared/src/kit/' },
      to: { path: '^mf-shared/', pathNot: ['^mf-shared/(src/(kit|session)|build/test)/', '^mf-shared/src/contract/(site|variants|rich-text)[.]ts$'] },
    },
    {
      name: 'session-imports-beyond-contract',
      comment: 'The session singleton is loaded once for the whole page: it pulls in no kit, console or public code.',
      severity: 'error',
      from: { path: '^mf-shared/src/session/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^mf-shared/', pathNot: '^mf-shared/src/(session|contract)/' },
    },
    {
      name: 'session-test-imports-beyond-contract',
      comment: "The session's own tests may also use the test support (@school/shared/build/test).",
      severity: 'error',
      from: { path: '^mf-shared/src/session/.*\\.test\\.tsx?$' },
      to: { path: '^mf-shared/', pathNot: '^mf-shared/(src/(session|contract)|build/test)/' },
    },
    {
      name: 'public-imports-admin',
      comment: 'Public widgets never pull console code onto a visitor’s page.',
      severity: 'error',
      from: { path: '^mf-shared/src/public/' },
      to: { path: '^mf-shared/src/admin/' },
    },
    {
      name: 'admin-imports-public',
      comment: 'Console code and public widgets stay apart, so a fix to one does not redeploy the other.',
      severity: 'error',
      from: { path: '^mf-shared/src/admin/' },
      to: { path: '^mf-shared/src/public/' },
    },
    {
      name: 'app-code-imports-build',
      comment: 'Browser code never imports the build (webpack factory, jest preset, test support).',
      severity: 'error',
      from: { path: '^(shell|mf-[a-z-]+)/src/', pathNot: '(\\.test\\.tsx?$|/src/test/)' },
      to: { path: '^mf-shared/build/' },
    },
    {
      name: 'api-imports-front-end',
      comment:
        'The API (src and test) takes only the contract from mf-shared (@school/shared/contract, which resolves to ' +
        'mf-shared/src/contract/) and no other front-end code.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(mf-shared|shell|mf-[a-z]+-[a-z]+)/', pathNot: '^mf-shared/src/contract/' },
    },
    {
      name: 'contract-imports-outside-contract',
      comment:
        'The contract is shared by the API and the front ends, so it imports none of their code, ' +
        'and of packages only typebox.',
      severity: 'error',
      from: { path: '^mf-shared/src/contract/' },
      to: { pathNot: ["^mf-shared/src/contract/", "^node_modules/[.]pnpm/typebox@[0-9.]+/node_modules/typebox/"] },
    },
    {
      name: 'front-end-imports-api',
      comment: 'The front ends reach the API over HTTP only.',
      severity: 'error',
      from: { path: '^(shell|mf-[a-z-]+)/', pathNot: '^mf-shared/build/test/' },
      to: { path: '^api/' },
    },
    {
      name: 'test-kit-imports-api',
      comment:
        "The front ends' test kit shows the demo seed's settings and menus as 'the seeded site': it reads that " +
        'one data file of the API (types only), and nothing else of it.',
      severity: 'error',
      from: { path: '^mf-shared/build/test/' },
      to: { path: '^api/', pathNot: '^api/src/seed/demo-site[.]ts$' },
    },
    {
      name: 'lib-imports-plugins',
      comment: "api/src/lib holds helpers that know no plugin: app code that uses plugins lives in plugins/ (issue 35)",
      severity: 'error',
      from: { path: '^api/src/lib/' },
      to: { path: '^api/src/plugins/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter.',
      severity: 'error',
      from: { path: '^(mf-shared|shell|mf-[a-z]+-[a-z]+|api)/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages stay in the graph as leaves (not followed), so a rule can see an import of one (route-data-imports-nothing).
    exclude: { path: '(^|/)(dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    // Workspace packages are symlinks in node_modules: follow them to the folders they are.
    preserveSymlinks: false,
  },
};
