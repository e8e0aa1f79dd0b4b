import { SearchBox } from '@airwave/react/search'
import { useNavigate, useSearchParams } from 'react-router'

/**
 * The header's search box, on every page: the kit's `<SearchBox>` (history, suggestions, the
 * rules of the SDK's search box machine) opening `/search?keyword=` or a suggested channel.
 */
export function HeaderSearch() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  return (
    <SearchBox
      className="aw-site-search"
      keyword={params.get('keyword') ?? ''}
      onSearch={(keyword) => navigate(`/search?keyword=${encodeURIComponent(keyword)}`)}
      onChannel={(channelId) => navigate(`/${encodeURIComponent(channelId)}`)}
    />
  )
}
