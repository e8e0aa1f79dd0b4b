import { EmbedConsent, SocialLoginButtons, useSocialText } from '@airwave/react/social'
import { Link, useSearchParams } from 'react-router'
import { loginReturningTo, returnPath } from '../../app/loginPath'
import { useSessionStatus } from '../../app/siteContext'
import { useSocialSiteText } from '../../i18n/social'
import { answerEmbedOpener, carriedQuery, useSocialOutcome } from './socialSession'

/**
 * `/login/third-party`: sign-in with a social account. With `popup=embed&origin=…` it is the
 * embed's login popup (opened 1000x840 by a partner's page): the flow runs in this window, and
 * once signed in (socially, or by e-mail through `/login` and back) it names the page that asks
 * and the member allows it or not (`EmbedConsent`); then it tells its opener through
 * `postMessage` to the opener's exact origin, `{ source: 'airwave', type: 'login', status }`,
 * and closes; Cancel answers `cancelled`.
 */
export function ThirdPartyLoginPage() {
  const [search] = useSearchParams()
  const t = useSocialText()
  const words = useSocialSiteText()
  const status = useSessionStatus()
  const embed = search.get('popup') === 'embed'
  const origin = search.get('origin')
  const next = returnPath(search)
  const carried = carriedQuery(search)
  const onOutcome = useSocialOutcome({
    next,
    ...(embed ? { embedOrigin: origin } : {}),
    search: carried,
  })

  const here = `/login/third-party${carried}`
  // Signed in already, or back from the sign-in: the member answers the page that asks.
  if (embed && status === 'authenticated') {
    return (
      <section className="aw-site-card aw-site-login" data-state="embed-consent">
        <title>{`${t('embedTitle')} · Airwave`}</title>
        <EmbedConsent onAnswer={(answer) => answerEmbedOpener(origin, answer)} />
      </section>
    )
  }
  return (
    <section className="aw-site-card aw-site-login" data-state={embed ? 'embed' : 'page'}>
      <title>{`${embed ? t('embedTitle') : words.thirdPartyTitle} · Airwave`}</title>
      <h1 className="aw-site-title">{embed ? t('embedTitle') : words.thirdPartyTitle}</h1>
      {embed && <p className="aw-site-muted">{t('embedLead')}</p>}
      <SocialLoginButtons
        onOutcome={onOutcome}
        next={next}
        {...(embed ? { embedOrigin: origin ?? '' } : {})}
      />
      <p className="aw-site-divider">
        <span>{words.or}</span>
      </p>
      <Link className="aw-button" to={loginReturningTo(here)}>
        {t('emailSignIn')}
      </Link>
      {embed && (
        <button
          type="button"
          className="aw-button"
          onClick={() => answerEmbedOpener(origin, 'cancelled')}
        >
          {t('cancel')}
        </button>
      )}
    </section>
  )
}
