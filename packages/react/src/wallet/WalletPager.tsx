import { Pager } from '../shared/paging/Pager'
import { useWalletText } from './walletText'

/** The wallet lists' pager: previous, "page n of m", next; nothing for a single page. */
export function WalletPager(props: {
  /** What the pager pages, for its landmark's name. */
  label: string
  page: number
  pages: number
  goTo: (page: number) => void
}) {
  const t = useWalletText()
  const { page, pages } = props
  return (
    <Pager
      {...props}
      className="aw-wallet-pager"
      words={{
        previous: t('pagePrevious'),
        next: t('pageNext'),
        position: t('pageOf', { page, pages }),
      }}
    />
  )
}
