// Budgets are minified + gzipped with dependencies (size-limit's esbuild preset).
module.exports = [
  {
    name: '@airwave/sdk: whole core (client, session, query layer, machines)',
    path: 'packages/sdk/dist/index.js',
    import: '*',
    limit: '32 kB',
  },
  {
    name: '@airwave/sdk: client with the community contract alone',
    path: 'packages/sdk/dist/index.js',
    import: '{ createClient, communityEndpoints }',
    limit: '12 kB',
  },
]
