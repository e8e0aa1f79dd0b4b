import { useAirwave } from '@airwave/react'
import { SocialChannelForm, useSocialText } from '@airwave/react/social'
import { socialSignUpDone, socialSignUpQuery, suggestChannelId } from '@airwave/sdk/account'
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { returnPath } from '../../app/loginPath'
import { useSite } from '../../app/siteContext'
import { useSocialSiteText } from '../../i18n/social'
import { Loading } from '../../ui/states'
import { AGREEMENT_KEY, carriedQuery, storedAgreement } from './socialSession'

/**
 * `/login/third-party/channel-select`: the new social member's channel id and nickname; the
 * sign-up call creates the account, links the provider, creates the channel and signs in.
 * Without the agreement (a reload in another tab), back to the agreement.
 */
export function SocialChannelPage() {
  const { client, session } = useSite()
  const { queryClient } = useAirwave()
  const words = useSocialSiteText()
  const t = useSocialText()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const carried = carriedQuery(search)
  const agreement = storedAgreement()
  const pending = useQuery(socialSignUpQuery(client), queryClient)
  if (!agreement) return <Navigate to={`/login/third-party/agreement${carried}`} replace />
  const suggestion = suggestChannelId(pending.data?.email ?? pending.data?.name)
  return (
    <section
      className="aw-site-card"
      data-state={pending.isPending ? 'loading' : pending.isError ? 'expired' : 'ready'}
    >
      <title>{`${words.signUpTitle} · Airwave`}</title>
      {pending.isPending && <Loading />}
      {pending.isError && (
        <>
          <h1 className="aw-site-title">{words.signUpTitle}</h1>
          <p className="aw-site-error" role="alert">
            {t('signUpExpired')}
          </p>
          <Link className="aw-button" to="/login">
            {t('backToSignIn')}
          </Link>
        </>
      )}
      {pending.data && (
        <SocialChannelForm
          agreement={agreement}
          defaultValues={{ channelId: suggestion, nickname: pending.data.name?.slice(0, 20) ?? '' }}
          onBack={() => navigate(`/login/third-party/agreement${carried}`)}
          onSignedUp={async (tokens) => {
            sessionStorage.removeItem(AGREEMENT_KEY)
            await session.signIn(tokens)
            await socialSignUpDone(queryClient)
            // In the embed's popup, the member is asked next whether the page may use it.
            if (search.get('popup') === 'embed')
              navigate(`/login/third-party${carried}`, { replace: true })
            else navigate(returnPath(search), { replace: true })
          }}
        />
      )}
    </section>
  )
}
