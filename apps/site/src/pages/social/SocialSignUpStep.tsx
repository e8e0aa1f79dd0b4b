import { useSocialText } from '@airwave/react/social'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useSocialSiteText } from '../../i18n/social'
import { Loading } from '../../ui/states'

/**
 * A step of the social sign-up, over the sign-up waiting in this browser: loading, the note
 * that it expired (or was done) with the way back to sign-in, or the step's form.
 */
export function SocialSignUpStep<T>({
  pending,
  children,
}: {
  pending: { isPending: boolean; isError: boolean; data: T | undefined }
  children: (data: T) => ReactNode
}) {
  const words = useSocialSiteText()
  const t = useSocialText()
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
      {pending.data && children(pending.data)}
    </section>
  )
}
