import { fill, useDiscoveryText } from '../i18n/discovery'

/**
 * Previous and next under a numbered list of `pages` pages (the SDK's `pageCount`), with where
 * the member is; nothing for a single page. The site's one pager: the discovery words it reads
 * load with the shell.
 *
 * @example <Pager page={page} pages={pageCount({ total, size: 30 })} onPage={setPage} />
 */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage(page: number): void
}) {
  const words = useDiscoveryText()
  if (pages <= 1 && page <= 1) return null
  const where = fill(words.pageOf, { page, pages })
  return (
    <nav className="aw-site-pager" aria-label={where}>
      <button
        type="button"
        className="aw-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {words.previous}
      </button>
      <span aria-live="polite">{where}</span>
      <button
        type="button"
        className="aw-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {words.next}
      </button>
    </nav>
  )
}
