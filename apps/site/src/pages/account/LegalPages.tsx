import { useAccountSiteText } from '../../i18n/account'
import './account.css'

/** `/terms`: the terms the sign-up asks to accept (linked under its checkbox). */
export function TermsPage() {
  const words = useAccountSiteText()
  return (
    <article className="aw-site-account aw-site-legal">
      <title>{`${words.termsTitle} · Airwave`}</title>
      <h1 className="aw-site-title">{words.termsTitle}</h1>
      <p>{words.termsBody}</p>
    </article>
  )
}

/** `/privacy`: what the platform keeps about a member, and why. */
export function PrivacyPage() {
  const words = useAccountSiteText()
  return (
    <article className="aw-site-account aw-site-legal">
      <title>{`${words.privacyTitle} · Airwave`}</title>
      <h1 className="aw-site-title">{words.privacyTitle}</h1>
      <p>{words.privacyBody}</p>
    </article>
  )
}
