import { type FormEvent, useId } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useDiscoveryText } from '../i18n/discovery'

/**
 * The header's search field, on every page: it opens `/search?keyword=`. It stands in for the
 * kit's `<SearchBox>` (history, dropdown, debounce) until that lands.
 */
export function HeaderSearch() {
  const words = useDiscoveryText()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = useId()
  const current = params.get('keyword') ?? ''
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim()
    if (keyword && keyword !== current) navigate(`/search?keyword=${encodeURIComponent(keyword)}`)
  }
  return (
    <search className="aw-site-search" aria-label={words.searchLabel}>
      <form onSubmit={submit}>
        <label htmlFor={id} className="aw-visually-hidden">
          {words.searchLabel}
        </label>
        <input
          id={id}
          key={current}
          name="keyword"
          type="search"
          defaultValue={current}
          placeholder={words.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
    </search>
  )
}
