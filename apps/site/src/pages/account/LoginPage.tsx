import { LoginForm } from '@airwave/react/account'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { returnPath, withReturn } from '../../app/loginPath'
import { useSessionStatus } from '../../app/siteContext'
import { useAccountSiteText } from '../../i18n/account'
import { SocialLoginOptions } from '../social/SocialLoginOptions'
import { storeBlock } from './accountState'
import { siteLink } from './siteLink'
import './account.css'

/**
 * `/login` and `/login/email`: e-mail sign-in (the kit's `LoginForm`), then back to the page
 * that sent the member here (`?returnUrl=`, default `/`). A blocked account or channel is
 * stored and explained at `/member/block`.
 */
export function LoginPage({ email = false }: { email?: boolean }) {
  const status = useSessionStatus()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const words = useAccountSiteText()
  const back = returnPath(search)

  useEffect(() => {
    if (status === 'authenticated') navigate(back, { replace: true })
  }, [status, back, navigate])

  return (
    <div className="aw-site-account">
      <title>{`${words.loginTitle} · Airwave`}</title>
      <LoginForm
        title={email ? 'loginEmailTitle' : 'loginTitle'}
        renderLink={siteLink}
        signUpHref={withReturn('/sign-up/email-and-birth', search)}
        resetHref="/reset-password"
        onBlocked={(block) => {
          storeBlock(block)
          navigate('/member/block')
        }}
      >
        {/* Google, Apple and Facebook under the e-mail form, on /login only (not /login/email). */}
        {!email && <SocialLoginOptions />}
      </LoginForm>
    </div>
  )
}
