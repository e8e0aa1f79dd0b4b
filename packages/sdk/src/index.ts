// @airwave/sdk: the core (client, transport, session and its machine, the query client, errors,
// formatting). Each domain's contract, queries and machines are their own entries
// (`@airwave/sdk/community`, `@airwave/sdk/video`, ...), so a page pays only for the domains it
// uses. Every module is side-effect free.
export * from './core'
export * from './format'
