import { useWalletText } from './walletText'

/** The wallet lists' pager: previous, "page n of m", next; nothing for a single page. */
export function WalletPager({
  label,
  page,
  pages,
  goTo,
}: {
  /** What the pager pages, for its landmark's name. */
  label: string
  page: number
  pages: number
  goTo: (page: number) => void
}) {
  const t = useWalletText()
  if (pages <= 1) return null
  return (
    <nav className="aw-wallet-pager" aria-label={label}>
      <button
        type="button"
        className="aw-button"
        disabled={page <= 1}
        onClick={() => goTo(page - 1)}
      >
        {t('pagePrevious')}
      </button>
      <span>{t('pageOf', { page, pages })}</span>
      <button
        type="button"
        className="aw-button"
        disabled={page >= pages}
        onClick={() => goTo(page + 1)}
      >
        {t('pageNext')}
      </button>
    </nav>
  )
}
