// @airwave/react/search: the search box (a combobox over the SDK's searchBoxMachine). An entry
// of its own, with its own size budget.

export { SearchBox, type SearchBoxProps } from './search/SearchBox'
export {
  type SearchBox as SearchBoxState,
  type UseSearchBoxOptions,
  useSearchBox,
} from './search/useSearchBox'
