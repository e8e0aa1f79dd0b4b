import { LinkSignIn, signInLinkToken } from '@airwave/react/account'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAccountSiteText } from '../../i18n/account'
import { storeBlock } from './accountState'
import { siteLink } from './siteLink'
import './account.css'

/**
 * `/login/link#token=…`: the page an e-mailed sign-in link opens (sent while sign-in is locked
 * after too many wrong passwords). Signs in at once, then home; the token leaves the address
 * bar first, so it is neither kept in the history nor shown.
 */
export function LinkSignInPage() {
  const navigate = useNavigate()
  const { hash, pathname } = useLocation()
  const words = useAccountSiteText()
  const [token] = useState(() => signInLinkToken(hash))
  useEffect(() => {
    if (hash) navigate(pathname, { replace: true })
  }, [hash, pathname, navigate])
  return (
    <div className="aw-site-account">
      <title>{`${words.loginTitle} · Airwave`}</title>
      <LinkSignIn
        token={token}
        renderLink={siteLink}
        onSignedIn={() => navigate('/', { replace: true })}
        onBlocked={(block) => {
          storeBlock(block)
          navigate('/member/block', { replace: true })
        }}
      />
    </div>
  )
}
