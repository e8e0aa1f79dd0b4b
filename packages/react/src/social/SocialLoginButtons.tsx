import {
  type SocialCheckResult,
  type SocialFlowState,
  socialProvidersQuery,
} from '@airwave/sdk/account'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { PLATFORM_NAMES, PlatformIcon } from './platforms'
import { socialStyles } from './social.styles'
import { socialErrorText, useSocialText } from './socialText'
import { useSocialFlow } from './useSocialFlow'

export interface SocialLoginButtonsProps {
  /**
   * The flow's outcome: `signed-in` (start the session with `result.tokens`), `sign-up`
   * (go to the agreement). `already-registered` is shown by the buttons themselves.
   */
  onOutcome: (result: SocialCheckResult) => void
  /** Where a flow that had to run in this window (popup blocked) goes once done. */
  next?: string
  /** In the embed's popup: the opener's origin (its flows run in the popup window itself). */
  embedOrigin?: string
}

/** Where the buttons are, for `data-state`. */
export type SocialLoginState = 'loading' | 'error' | 'empty' | SocialFlowState

/**
 * "Continue with Google / Apple / Facebook": one button per platform the server offers. A
 * press opens the provider in a popup (this window when the browser blocks it), and the
 * outcome goes to `onOutcome`; a cancel, a refusal (SOC codes) or an address registered by
 * e-mail is said under the buttons.
 *
 * @example
 * <SocialLoginButtons onOutcome={(r) => r.status === 'sign-up' ? navigate('/login/third-party/agreement') : signIn(r.tokens)} />
 */
export function SocialLoginButtons({ onOutcome, next, embedOrigin }: SocialLoginButtonsProps) {
  useSheet('social', socialStyles)
  const t = useSocialText()
  const client = useCalls('SocialLoginButtons', 'social')
  const { queryClient } = useAirwave()
  const providers = useQuery(socialProvidersQuery(client), queryClient)
  const [registered, setRegistered] = useState<SocialCheckResult | undefined>()
  const flow = useSocialFlow({
    intent: 'login',
    ...(next ? { next } : {}),
    ...(embedOrigin !== undefined ? { embedOrigin } : {}),
    onDone: (result) => {
      if (result.status === 'already-registered') setRegistered(result)
      else onOutcome(result)
    },
  })
  const list = providers.data?.providers ?? []
  const state: SocialLoginState = providers.isPending
    ? 'loading'
    : providers.isError
      ? 'error'
      : list.length === 0
        ? 'empty'
        : flow.state
  const busy = flow.state === 'authorizing' || flow.state === 'waiting' || flow.state === 'checking'
  const platformName = flow.platform ? PLATFORM_NAMES[flow.platform] : ''

  return (
    <section className="aw-social" data-state={state} aria-busy={busy}>
      <h2 className="aw-social-heading">{t('socialSignIn')}</h2>
      {state === 'loading' && <p className="aw-social-status">{t('loadingProviders')}</p>}
      {state === 'error' && (
        <RetryAlert
          messageClassName="aw-social-error"
          message={t('providersFailed')}
          retryLabel={t('retry')}
          onRetry={() => providers.refetch()}
        />
      )}
      {state === 'empty' && <p className="aw-social-status">{t('noProviders')}</p>}
      {list.length > 0 && (
        <ul className="aw-social-list">
          {list.map(({ platform }) => (
            <li key={platform}>
              <button
                type="button"
                className="aw-social-button"
                data-platform={platform}
                disabled={busy}
                onClick={() => {
                  setRegistered(undefined)
                  flow.start(platform)
                }}
              >
                <PlatformIcon platform={platform} />
                {t('continueWith', { platform: PLATFORM_NAMES[platform] })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {flow.state === 'waiting' && (
          <p className="aw-social-status">{t('waiting', { platform: platformName })}</p>
        )}
        {flow.state === 'checking' && <p className="aw-social-status">{t('checking')}</p>}
        {flow.state === 'cancelled' && <p className="aw-social-status">{t('cancelled')}</p>}
      </div>
      {flow.state === 'failed' && (
        <p className="aw-social-error" role="alert">
          {socialErrorText(t, flow.errorCode, platformName)}
        </p>
      )}
      {registered && (
        <p className="aw-social-error" role="alert">
          {t('alreadyRegistered', {
            email: registered.email ?? '',
            platform: PLATFORM_NAMES[registered.platform],
          })}
        </p>
      )}
    </section>
  )
}
