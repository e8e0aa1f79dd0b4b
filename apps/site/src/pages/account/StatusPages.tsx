import { AccountNotice } from '@airwave/react/account'
import { useAccountSiteText } from '../../i18n/account'
import { readBlock } from './accountState'
import { siteLink } from './siteLink'
import './account.css'

/** `/member/block`: why the sign-in was refused (the account's or the channel's block). */
export function MemberBlockPage() {
  const words = useAccountSiteText()
  return (
    <div className="aw-site-account">
      <title>{`${words.blockTitle} · Airwave`}</title>
      <AccountNotice kind={`block-${readBlock()}`} renderLink={siteLink} />
    </div>
  )
}

/** `/member/already-register`: the sign-up's address has an account. */
export function AlreadyRegisteredPage() {
  const words = useAccountSiteText()
  return (
    <div className="aw-site-account">
      <title>{`${words.alreadyRegisteredTitle} · Airwave`}</title>
      <AccountNotice kind="already-registered" renderLink={siteLink} />
    </div>
  )
}

/** `/withdrawal-completed`: the account is gone. */
export function WithdrawalCompletedPage() {
  const words = useAccountSiteText()
  return (
    <div className="aw-site-account">
      <title>{`${words.withdrawnTitle} · Airwave`}</title>
      <AccountNotice kind="withdrawn" renderLink={siteLink} />
    </div>
  )
}

/** `/error`: something failed that the page could not recover from. */
export function ErrorPage() {
  const words = useAccountSiteText()
  return (
    <div className="aw-site-account">
      <title>{`${words.errorTitle} · Airwave`}</title>
      <AccountNotice kind="error" renderLink={siteLink} onRetry={() => history.back()} />
    </div>
  )
}
