import { categoryListQuery } from '@airwave/sdk/live'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useSite } from '../../app/siteContext'
import { fill } from '../../i18n/discovery'
import type { GoLiveMessages } from '../../i18n/golive'

/**
 * The stream's category, chosen from the platform's categories: a search narrows the list, the
 * list picks (a native select, so the keyboard and screen readers know it). "No category" is
 * always there.
 */
export function CategoryPicker({
  value,
  onChange,
  words,
}: {
  value: number | null
  onChange: (categoryIdx: number | null) => void
  words: GoLiveMessages
}) {
  const { client } = useSite()
  const categories = useQuery(categoryListQuery(client))
  const [search, setSearch] = useState('')
  const ids = { search: useId(), select: useId(), hint: useId() }
  const list = categories.data?.categoryList ?? []
  const needle = search.trim().toLocaleLowerCase()
  // The chosen category stays in the list whatever the search, so the select shows it.
  const shown = list.filter(
    (category) =>
      category.idx === value ||
      needle === '' ||
      category.name.toLocaleLowerCase().includes(needle) ||
      category.pathName.toLocaleLowerCase().includes(needle),
  )
  const noMatch = needle !== '' && shown.every((category) => category.idx === value)
  return (
    <fieldset className="aw-site-field aw-site-golive-category">
      <legend>{words.categoryLabel}</legend>
      <label className="aw-visually-hidden" htmlFor={ids.search}>
        {words.categorySearch}
      </label>
      <input
        id={ids.search}
        type="search"
        placeholder={words.categorySearch}
        value={search}
        disabled={!categories.isSuccess}
        onChange={(event) => setSearch(event.target.value)}
      />
      <label className="aw-visually-hidden" htmlFor={ids.select}>
        {words.categoryLabel}
      </label>
      <select
        id={ids.select}
        value={value ?? ''}
        disabled={!categories.isSuccess}
        aria-describedby={ids.hint}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{words.categoryNone}</option>
        {shown.map((category) => (
          <option key={category.idx} value={category.idx}>
            {category.name}
          </option>
        ))}
      </select>
      <span
        id={ids.hint}
        className={categories.isError ? 'aw-site-error' : 'aw-site-muted'}
        role={categories.isError ? 'alert' : undefined}
      >
        {categories.isError
          ? words.categoryLoadFailed
          : noMatch
            ? fill(words.categoryNoMatch, { query: search.trim() })
            : ''}
      </span>
    </fieldset>
  )
}
