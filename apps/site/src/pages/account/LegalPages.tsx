import { useAccountSiteText } from '../../i18n/account'
import './account.css'

/** A legal text the sign-up links to: its title and body. */
function LegalPage({ title, body }: { title: string; body: string }) {
  return (
    <article className="aw-site-account aw-site-legal">
      <title>{`${title} · Airwave`}</title>
      <h1 className="aw-site-title">{title}</h1>
      <p>{body}</p>
    </article>
  )
}

/** `/terms`: the terms the sign-up asks to accept (linked under its checkbox). */
export function TermsPage() {
  const words = useAccountSiteText()
  return <LegalPage title={words.termsTitle} body={words.termsBody} />
}

/** `/privacy`: what the platform keeps about a member, and why. */
export function PrivacyPage() {
  const words = useAccountSiteText()
  return <LegalPage title={words.privacyTitle} body={words.privacyBody} />
}
