import { AccountNotice, type AccountNoticeProps } from '@airwave/react/account'
import { useAccountSiteText } from '../../i18n/account'
import { readBlock } from './accountState'
import { siteLink } from './siteLink'
import './account.css'

/** A page that is one notice of the kit's: the sign-in refused, the account gone, a failure. */
function NoticePage({
  title,
  ...notice
}: { title: string } & Omit<AccountNoticeProps, 'renderLink'>) {
  return (
    <div className="aw-site-account">
      <title>{`${title} · Airwave`}</title>
      <AccountNotice {...notice} renderLink={siteLink} />
    </div>
  )
}

/** `/member/block`: why the sign-in was refused (the account's or the channel's block). */
export function MemberBlockPage() {
  const words = useAccountSiteText()
  return <NoticePage title={words.blockTitle} kind={`block-${readBlock()}`} />
}

/** `/member/already-register`: the sign-up's address has an account. */
export function AlreadyRegisteredPage() {
  const words = useAccountSiteText()
  return <NoticePage title={words.alreadyRegisteredTitle} kind="already-registered" />
}

/** `/withdrawal-completed`: the account is gone. */
export function WithdrawalCompletedPage() {
  const words = useAccountSiteText()
  return <NoticePage title={words.withdrawnTitle} kind="withdrawn" />
}

/** `/error`: something failed that the page could not recover from. */
export function ErrorPage() {
  const words = useAccountSiteText()
  return <NoticePage title={words.errorTitle} kind="error" onRetry={() => history.back()} />
}
