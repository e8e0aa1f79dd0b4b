import { useAirwave } from '@airwave/react'
import { SocialAgreementForm } from '@airwave/react/social'
import { socialSignUpQuery } from '@airwave/sdk/account'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { useSite } from '../../app/siteContext'
import { SocialSignUpStep } from './SocialSignUpStep'
import { AGREEMENT_KEY, carriedQuery, storedAgreement } from './socialSession'

/**
 * `/login/third-party/agreement`: a new social member agrees to the terms and gives a birth
 * date, then chooses a channel. Without a sign-up waiting in this browser (expired, or done),
 * it says so and goes back to sign-in.
 */
export function SocialAgreementPage() {
  const { client } = useSite()
  const { queryClient } = useAirwave()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const pending = useQuery(socialSignUpQuery(client), queryClient)
  return (
    <SocialSignUpStep pending={pending}>
      {(info) => (
        <SocialAgreementForm
          info={info}
          defaultValues={storedAgreement()}
          onSubmit={(values) => {
            sessionStorage.setItem(AGREEMENT_KEY, JSON.stringify(values))
            navigate(`/login/third-party/channel-select${carriedQuery(search)}`)
          }}
        />
      )}
    </SocialSignUpStep>
  )
}
