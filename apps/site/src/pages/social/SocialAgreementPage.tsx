import { useAirwave } from '@airwave/react'
import { SocialAgreementForm, useSocialText } from '@airwave/react/social'
import { socialSignUpQuery } from '@airwave/sdk/account'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useSite } from '../../app/siteContext'
import { useSocialSiteText } from '../../i18n/social'
import { Loading } from '../../ui/states'
import { AGREEMENT_KEY, carriedQuery, storedAgreement } from './socialSession'

/**
 * `/login/third-party/agreement`: a new social member agrees to the terms and gives a birth
 * date, then chooses a channel. Without a sign-up waiting in this browser (expired, or done),
 * it says so and goes back to sign-in.
 */
export function SocialAgreementPage() {
  const { client } = useSite()
  const { queryClient } = useAirwave()
  const words = useSocialSiteText()
  const t = useSocialText()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const pending = useQuery(socialSignUpQuery(client), queryClient)
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
        <SocialAgreementForm
          info={pending.data}
          defaultValues={storedAgreement()}
          onSubmit={(values) => {
            sessionStorage.setItem(AGREEMENT_KEY, JSON.stringify(values))
            navigate(`/login/third-party/channel-select${carriedQuery(search)}`)
          }}
        />
      )}
    </section>
  )
}
