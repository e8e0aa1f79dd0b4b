// The layers of the kit, checked on every `npm test` (`pnpm run depcruise`): what may import
// what. Tests and fixtures may reach across (they build fakes from several domains).
const source = '^packages/[^/]+/src/'
const notTests = '\\.(test|fixture|stories)\\.tsx?$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle has no bottom: one of its modules belongs in a lower layer.',
      severity: 'error',
      from: { path: source, pathNot: notTests },
      to: { circular: true },
    },
    {
      name: 'sdk-core-is-the-bottom',
      comment: 'core/ is the plumbing every layer stands on: it imports nothing of the SDK above.',
      severity: 'error',
      from: { path: '^packages/sdk/src/core/', pathNot: notTests },
      to: { path: '^packages/sdk/src/(?!core/)' },
    },
    {
      name: 'sdk-contract-is-a-layer',
      comment:
        'contract/ (schemas, endpoints, socket events, rules both sides share) stands on core/ ' +
        'and richText/ only: the server imports it, so no client, machine or query may reach it.',
      severity: 'error',
      from: { path: '^packages/sdk/src/contract/', pathNot: notTests },
      to: { path: '^packages/sdk/src/(?!contract/|core/|richText/)' },
    },
    {
      name: 'sdk-realtime-is-transport',
      comment:
        'realtime/ carries the socket contract; the domains subscribe to it, not it to them.',
      severity: 'error',
      from: { path: '^packages/sdk/src/realtime/', pathNot: notTests },
      to: { path: '^packages/sdk/src/(?!realtime/|contract/|core/)' },
    },
    {
      name: 'sdk-no-framework',
      comment: 'The SDK is framework-free: no React, no DOM library.',
      severity: 'error',
      from: { path: '^packages/sdk/src/', pathNot: notTests },
      // Unresolved (the SDK does not depend on them) or resolved, by name.
      to: { path: '(^|node_modules/)(react|react-dom|@tanstack/react-query)($|/)' },
    },
    {
      name: 'player-core-without-react',
      comment: "The player's core never imports React; its React wrapper lives in react/.",
      severity: 'error',
      from: { path: '^packages/player/src/(?!react/)', pathNot: notTests },
      to: { path: '(^|node_modules/)(react|react-dom)($|/)' },
    },
    {
      name: 'packages-point-down',
      comment:
        'sdk <- player <- react <- widgets: a package imports only the ones below it, by their ' +
        'public entries.',
      severity: 'error',
      from: { path: '^packages/(sdk|player)/src/', pathNot: notTests },
      to: { path: '^packages/(react|widgets)/' },
    },
    {
      name: 'sdk-below-player',
      severity: 'error',
      from: { path: '^packages/sdk/src/', pathNot: notTests },
      to: { path: '^packages/player/' },
    },
    {
      name: 'react-below-widgets',
      severity: 'error',
      from: { path: '^packages/react/src/', pathNot: notTests },
      to: { path: '^packages/widgets/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.check.json' },
    // The workspace's packages resolve to their source, as the tests and the site build do.
    enhancedResolveOptions: {
      conditionNames: ['@airwave/source', 'import', 'require', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
  },
}
