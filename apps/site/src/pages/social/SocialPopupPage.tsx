import {
  PLATFORM_NAMES,
  readSocialReturn,
  type SocialReturn,
  socialErrorText,
  socialFlowPlace,
  socialPopupMessage,
  useSocialFlow,
  useSocialText,
} from '@airwave/react/social'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useParams, useSearchParams } from 'react-router'
import { useSite } from '../../app/siteContext'
import { useSocialSiteText } from '../../i18n/social'
import { NotFound } from '../../ui/states'
import { answerEmbedOpener, carriedQuery, useSocialOutcome } from './socialSession'

/** The opener of a site popup, when it is a page of this site still there to answer. */
function siteOpener(): Window | undefined {
  try {
    const opener = window.opener as Window | null
    return opener && !opener.closed && opener.location.origin === window.location.origin
      ? opener
      : undefined
  } catch {
    // A cross-origin opener throws on `location`: not ours.
    return undefined
  }
}

/**
 * `/login/popup/{platform}`: the page a provider's answer comes back to (its fragment holds a
 * one-time social token, or why there is none), and the start of a flow opened here directly
 * (`check=true` re-verifies the signed-in member). A popup of a site page hands the answer to
 * that page (same origin only) and closes; a flow that ran in this window (the embed's popup,
 * or a blocked popup) is checked here and goes on.
 */
export function SocialPopupPage() {
  const { platform: raw } = useParams()
  const [search] = useSearchParams()
  const location = useLocation()
  const { client } = useSite()
  const words = useSocialSiteText()
  const t = useSocialText()
  const place = socialFlowPlace(raw, search)
  // Read once: the fragment is cleared from the address at once (a reload checks nothing twice).
  const [answer] = useState<SocialReturn | undefined>(() => readSocialReturn(location.hash))
  const [handedOver, setHandedOver] = useState(false)
  const [registered, setRegistered] = useState<string | undefined>()
  const started = useRef(false)
  const embed = place?.window === 'embed'
  const onOutcome = useSocialOutcome({
    next: place?.next ?? (place?.intent === 'link' ? '/account/connect' : '/'),
    ...(embed ? { embedOrigin: place?.origin ?? null } : {}),
    search: carriedQuery(search),
  })
  const flow = useSocialFlow({
    intent: place?.intent ?? 'login',
    onDone: (result) => {
      if (result.status === 'already-registered') setRegistered(result.email ?? '')
      else void onOutcome(result)
    },
    onCancelled: () => {
      if (embed) answerEmbedOpener(place?.origin, 'cancelled')
    },
  })

  useEffect(() => {
    if (!place || started.current) return
    started.current = true
    if (location.hash)
      window.history.replaceState(null, '', `${location.pathname}${location.search}`)
    if (!answer) {
      // Opened here to start: this window goes to the provider and comes back to this page.
      client.social
        .authorize(place.platform, {
          intent: place.intent,
          returnPath: `${location.pathname}${location.search}`,
        })
        .then(({ authorizationUrl }) => window.location.assign(authorizationUrl))
        .catch(() => flow.returned(place.platform, { kind: 'failed', code: 'SOC10004' }))
      return
    }
    const opener = place.window === 'popup' ? siteOpener() : undefined
    if (opener) {
      opener.postMessage(socialPopupMessage(place.platform, answer), window.location.origin)
      setHandedOver(true)
      window.close()
      return
    }
    flow.returned(place.platform, answer)
  }, [place, answer, client, flow, location])

  if (!place) return <NotFound />
  const platform = PLATFORM_NAMES[place.platform]
  const busy =
    !handedOver &&
    !registered &&
    ['idle', 'authorizing', 'waiting', 'returned', 'checking', 'done'].includes(flow.state)
  return (
    <section
      className="aw-site-card aw-site-login"
      data-state={handedOver ? 'handed-over' : flow.state}
      aria-busy={busy}
    >
      <title>{`${words.popupTitle} · Airwave`}</title>
      <h1 className="aw-site-title">{words.popupTitle}</h1>
      {busy && (
        <p role="status" className="aw-site-muted">
          {t('checking')}
        </p>
      )}
      {handedOver && <p className="aw-site-muted">{words.popupDone}</p>}
      {flow.state === 'cancelled' && !embed && <p role="status">{t('cancelled')}</p>}
      {flow.state === 'failed' && (
        <p className="aw-site-error" role="alert">
          {socialErrorText(t, flow.errorCode, platform)}
        </p>
      )}
      {registered !== undefined && (
        <p className="aw-site-error" role="alert">
          {t('alreadyRegistered', { email: registered, platform })}
        </p>
      )}
      {(flow.state === 'failed' || flow.state === 'cancelled' || registered !== undefined) && (
        <Link
          className="aw-button"
          to={embed ? `/login/third-party${carriedQuery(search)}` : '/login'}
        >
          {t('backToSignIn')}
        </Link>
      )}
    </section>
  )
}
