export { searchEndpoints } from '../contract/search/search.endpoints'
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
} from '../contract/search/search.schemas'
export {
  SEARCH_PAGE,
  SEARCH_PREVIEW,
  type SearchTerms,
  searchCardsQuery,
  searchChannelsQuery,
  searchKeys,
} from './search.queries'
export {
  SEARCH_SUGGESTIONS,
  type SearchBoxClient,
  type SearchBoxContext,
  type SearchBoxEmitted,
  type SearchBoxEvent,
  type SearchBoxInput,
  type SearchBoxOption,
  searchBoxActors,
  searchBoxMachine,
  searchBoxOptions,
} from './searchBox.machine'
export {
  addTerm,
  type HistoryStorage,
  mergeHistory,
  readSearchHistory,
  SEARCH_HISTORY_KEY,
  writeSearchHistory,
} from './searchHistory'
