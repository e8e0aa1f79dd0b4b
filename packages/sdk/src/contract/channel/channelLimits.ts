// The channel domain's numbers, apart from its endpoint definitions: a page that pages the
// block list (the chat's blocked ids) needs these, not every channel call's schema.

/** Most channels a member may block (spec: blocked-user maximum 100). @example blocked.length >= BLOCK_LIMIT */
export const BLOCK_LIMIT = 100
/** Blocked channels per page. @example client.channel.listBlocked({ page, limit: BLOCK_PAGE_SIZE }) */
export const BLOCK_PAGE_SIZE = 10
/** Not-interested channels per page (spec: list limit 10). @example { limit: NOT_INTERESTED_PAGE_SIZE } */
export const NOT_INTERESTED_PAGE_SIZE = 10
/** Followed channels per page (spec: page sizes 10 and 20). @example { limit: FOLLOWING_PAGE_SIZE } */
export const FOLLOWING_PAGE_SIZE = 20
