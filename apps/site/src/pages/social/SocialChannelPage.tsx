import { useAirwave } from '@airwave/react'
import { SocialChannelForm } from '@airwave/react/social'
import { socialSignUpDone, socialSignUpQuery, suggestChannelId } from '@airwave/sdk/account'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { returnPath } from '../../app/loginPath'
import { useSite } from '../../app/siteContext'
import { SocialSignUpStep } from './SocialSignUpStep'
import { AGREEMENT_KEY, carriedQuery, storedAgreement } from './socialSession'

/**
 * `/login/third-party/channel-select`: the new social member's channel id and nickname; the
 * sign-up call creates the account, links the provider, creates the channel and signs in.
 * Without the agreement (a reload in another tab), back to the agreement.
 */
export function SocialChannelPage() {
  const { client, session } = useSite()
  const { queryClient } = useAirwave()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const carried = carriedQuery(search)
  const agreement = storedAgreement()
  const pending = useQuery(socialSignUpQuery(client), queryClient)
  if (!agreement) return <Navigate to={`/login/third-party/agreement${carried}`} replace />
  const suggestion = suggestChannelId(pending.data?.email ?? pending.data?.name)
  return (
    <SocialSignUpStep pending={pending}>
      {(info) => (
        <SocialChannelForm
          agreement={agreement}
          defaultValues={{ channelId: suggestion, nickname: info.name?.slice(0, 20) ?? '' }}
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
    </SocialSignUpStep>
  )
}
