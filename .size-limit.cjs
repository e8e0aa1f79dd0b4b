// Budgets are minified + gzipped with dependencies (size-limit's esbuild preset), measured on
// the published `dist`, whose ESM keeps one file per module so that bundlers tree-shake it.
const sdk = 'packages/sdk/dist'

module.exports = [
  {
    name: '@airwave/sdk: whole core (client, session, query layer, machines)',
    path: `${sdk}/index.js`,
    import: '*',
    limit: '32 kB',
    gzip: true,
  },
  {
    name: '@airwave/sdk: client with the community contract alone',
    import: {
      [`${sdk}/index.js`]: '{ createClient }',
      [`${sdk}/community/index.js`]: '{ communityEndpoints }',
    },
    limit: '12 kB',
    gzip: true,
  },
  {
    name: '@airwave/sdk/contract: every schema and endpoint of every domain',
    path: `${sdk}/contract.js`,
    import: '*',
    limit: '26 kB',
    gzip: true,
  },
  {
    name: '@airwave/sdk/rich-text with DOMPurify',
    path: `${sdk}/richText/index.js`,
    import: '*',
    limit: '15 kB',
    gzip: true,
  },
  {
    // The six message catalogues are ~11 kB of this; loading them per locale is the next step.
    name: '@airwave/react: everything it exports (hooks, dialogs, toasts, six catalogues), React not counted',
    path: 'packages/react/dist/index.js',
    import: '*',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    limit: '64 kB',
    gzip: true,
  },
  {
    name: '@airwave/react: provider, usePostList and a community client',
    path: 'packages/react/dist/index.js',
    import: '{ AirwaveProvider, usePostList, createClient, communityEndpoints }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    limit: '24 kB',
    gzip: true,
  },
]
