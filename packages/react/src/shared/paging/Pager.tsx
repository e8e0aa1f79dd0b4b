export interface PagerProps {
  /** The nav's class, which the domain's stylesheet lays out. */
  className: string
  /** What the pager pages, for its landmark's name. */
  label: string
  page: number
  pages: number
  goTo: (page: number) => void
  /** The buttons' words and "page n of m", in the domain's catalogue. */
  words: { previous: string; next: string; position: string }
}

/**
 * A numbered list's pager: previous, "page n of m", next; nothing for a single page.
 *
 * @example
 * <Pager className="aw-poll-pages" label={t('polls')} page={page} pages={pages} goTo={setPage}
 *   words={{ previous: t('previousPage'), next: t('nextPage'), position: t('pageOf', { page, pages }) }} />
 */
export function Pager({ className, label, page, pages, goTo, words }: PagerProps) {
  if (pages <= 1) return null
  return (
    <nav className={className} aria-label={label}>
      <button
        type="button"
        className="aw-button"
        disabled={page <= 1}
        onClick={() => goTo(page - 1)}
      >
        {words.previous}
      </button>
      <span>{words.position}</span>
      <button
        type="button"
        className="aw-button"
        disabled={page >= pages}
        onClick={() => goTo(page + 1)}
      >
        {words.next}
      </button>
    </nav>
  )
}
