/**
 * The import rules `npm run lint` enforces (dependency-cruiser): no cycles, and each layer
 * importing only the layers below it. Mutual imports between server modules are checked by
 * scripts/module-pairs.mjs from the same graph.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A file cycle: one of the files should own what both need.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-lib-below-features',
      comment: "An app's src/lib is its bottom layer: it may not import components, features or the app.",
      severity: 'error',
      from: { path: '^apps/(web|console)/src/lib/' },
      to: { path: '^apps/$1/src/(components|features|app)/' },
    },
    {
      name: 'web-components-below-features',
      comment: 'Shared components take what they show as props; they may not import features or the app.',
      severity: 'error',
      from: { path: '^apps/(web|console)/src/components/' },
      to: { path: '^apps/$1/src/(features|app)/' },
    },
    {
      name: 'web-features-below-app',
      comment: 'Features are composed by the app (routes, shell); they may not import it.',
      severity: 'error',
      from: { path: '^apps/(web|console)/src/features/' },
      to: { path: '^apps/$1/src/app/' },
    },
    {
      name: 'web-features-through-index',
      comment:
        "A storefront feature's index.ts is its public surface: code outside features/<name> (the app, " +
        'main.tsx, other features) imports that, never a file behind it; files inside a feature import ' +
        "their siblings directly. $1 is the importing file's feature, or its top folder outside features. " +
        'Excepted: the modules the app loads on demand with import() (auth/components/auth-dialogs.tsx, ' +
        'auth/components/user-menu.tsx, auth/social/callback-route.tsx, search/components/suggestion-list.tsx); ' +
        "the app's first chunk imports their features' indexes, so through an index they would load with it.",
      severity: 'error',
      from: { path: '^apps/web/src/(?:features/)?([^/]+)' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/index\\.ts$',
          '^apps/web/src/features/auth/components/(auth-dialogs|user-menu)\\.tsx$',
          '^apps/web/src/features/auth/social/callback-route\\.tsx$',
          '^apps/web/src/features/search/components/suggestion-list\\.tsx$',
        ],
      },
    },
    {
      name: 'server-lib-below-modules',
      comment: 'apps/server/src/lib holds what any module may use; it may not import modules.',
      severity: 'error',
      from: { path: '^apps/server/src/(lib|db)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by server and web; it imports neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'packages-stand-alone',
      comment: 'The client and the interface primitives serve both apps; they import neither.',
      severity: 'error',
      from: { path: '^packages/(client|ui)/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
