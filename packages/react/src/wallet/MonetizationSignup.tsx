import { MONETIZE_TERMS_VERSION } from '@airwave/sdk/wallet'
import { type FormEvent, useId } from 'react'
import { PendingButton } from '../shared/feedback/PendingButton'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { earningsStyles } from './earnings.styles'
import type { RenderWalletLink } from './PaymentResult'
import { useMonetization, useMonetizationSignup } from './useEarnings'
import { WalletLink } from './WalletLink'
import { WalletLoadStatus } from './WalletLoadStatus'
import { walletStyles } from './wallet.styles'
import { useWalletText, type WalletText, walletDate } from './walletText'

export interface MonetizationSignupProps {
  /** Runs once the channel is signed up (go to the earnings). */
  onSigned?: () => void
  /** Where the earnings are (`/dashboard/monetization`): linked once signed up. */
  earningsHref?: string
  /** Where the signature gems are set (`/dashboard/signature-gem`): linked once signed up. */
  signatureGemsHref?: string
  renderLink?: RenderWalletLink
}

const TERMS = ['monetizeTerms1', 'monetizeTerms2', 'monetizeTerms3', 'monetizeTerms4'] as const

function Links(props: MonetizationSignupProps & { t: WalletText }) {
  const { t, renderLink } = props
  const links = [
    [props.earningsHref, 'monetizeToEarnings'],
    [props.signatureGemsHref, 'monetizeToSignatures'],
  ] as const
  return (
    <div className="aw-wallet-row">
      {links.map(([href, key]) => {
        if (!href) return null
        return (
          <span key={key}>
            <WalletLink href={href} renderLink={renderLink}>
              {t(key)}
            </WalletLink>
          </span>
        )
      })}
    </div>
  )
}

/**
 * The streamer's monetization sign-up (`/dashboard/monetization/signup`): the terms, the box
 * that agrees to them, and the sign-up; a channel signed up already sees since when, with the
 * way to its earnings. Until the sign-up, cheers and subscriptions to the channel are refused
 * (ITE10000). Every rule is the SDK's `monetizationSignupMachine`. `data-state`: loading, error,
 * or the machine's (idle, signing, signed, failed) while not signed up, `monetized` once it is.
 *
 * @example <MonetizationSignup earningsHref="/dashboard/monetization" onSigned={() => navigate('/dashboard/monetization')} />
 */
export function MonetizationSignup(props: MonetizationSignupProps) {
  useSheet('wallet', walletStyles)
  useSheet('earnings', earningsStyles)
  const t = useWalletText()
  const locale = useLocale()
  const monetization = useMonetization()
  const signup = useMonetizationSignup({ onSigned: props.onSigned })
  const agreeId = useId()
  const statusId = useId()
  const termsId = useId()
  if (!monetization.data) {
    const failed = monetization.isError
    return (
      <section className="aw-wallet aw-monetize" data-state={failed ? 'error' : 'loading'}>
        <WalletLoadStatus
          failed={failed}
          text={t(failed ? 'monetizeFailed' : 'listLoading')}
          onRetry={() => void monetization.refetch()}
        />
      </section>
    )
  }
  const current = monetization.data
  if (current.isMonetize && signup.state !== 'signed') {
    return (
      <section className="aw-wallet aw-monetize" data-state="monetized">
        <p className="aw-wallet-lead">
          {t('monetizeSince', {
            date: walletDate(current.agreeDate, locale),
            version: current.termsVersion ?? MONETIZE_TERMS_VERSION,
          })}
        </p>
        <Links {...props} t={t} />
      </section>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    signup.submit()
  }
  const signing = signup.state === 'signing'
  const status =
    signup.state === 'signed'
      ? t('monetizeSigned')
      : signup.error
        ? t(signup.error)
        : signup.needsAgreement
          ? t('monetizeAgreeFirst')
          : signing
            ? t('monetizeSigning')
            : ''
  const tone = signup.error || signup.needsAgreement ? 'error' : 'info'
  return (
    <section className="aw-wallet aw-monetize" data-state={signup.state}>
      <p className="aw-wallet-lead">{t('monetizeLead')}</p>
      <section className="aw-monetize-terms" aria-labelledby={termsId}>
        <h2 id={termsId}>{t('monetizeTermsTitle')}</h2>
        <ul>
          {TERMS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="aw-wallet-lead">
          {t('monetizeTermsVersion', { version: MONETIZE_TERMS_VERSION })}
        </p>
      </section>
      {signup.state === 'signed' ? (
        <>
          <p className="aw-wallet-status" role="status">
            {status}
          </p>
          <Links {...props} t={t} />
        </>
      ) : (
        <form className="aw-wallet" onSubmit={submit} noValidate>
          <label className="aw-monetize-agree" htmlFor={agreeId}>
            <input
              id={agreeId}
              type="checkbox"
              checked={signup.agreed}
              aria-invalid={signup.needsAgreement || undefined}
              aria-describedby={statusId}
              onChange={(event) => signup.agree(event.target.checked)}
            />
            {t('monetizeAgree')}
          </label>
          <p id={statusId} className="aw-wallet-status" role="status" data-tone={tone}>
            {status}
          </p>
          <div className="aw-wallet-row">
            <PendingButton
              pending={signing}
              label={t('monetizeSubmit')}
              pendingLabel={t('monetizeSigning')}
            />
          </div>
        </form>
      )}
    </section>
  )
}
