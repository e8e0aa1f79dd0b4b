export { searchEndpoints } from './search.endpoints'
export {
  type LocalSearchHistory,
  localSearchHistorySchema,
  SEARCH_FILTER_PRESETS,
  SEARCH_HISTORY,
  type SearchCardPage,
  type SearchChannel,
  type SearchChannelPage,
  type SearchHistoryItem,
  type SearchKind,
  searchCardPageSchema,
  searchChannelPageSchema,
  searchChannelSchema,
  searchHistoryItemSchema,
} from './search.schemas'
