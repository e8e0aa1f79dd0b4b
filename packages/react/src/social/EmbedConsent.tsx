import type { EmbedLoginStatus } from '@airwave/sdk/account'
import { embedHostOf, embedLoginRequestQuery } from '@airwave/sdk/embed'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useViewer } from '../shared/provider/useViewer'
import { useSheet } from '../shared/theme/useSheet'
import { socialStyles } from './social.styles'
import { useSocialText } from './socialText'

/** Where the question is, for `data-state`. */
export type EmbedConsentState = 'loading' | 'asking' | 'answering' | 'expired'

export interface EmbedConsentProps {
  /** The member answered (`signed-in` when allowed): the popup tells its opener and closes. */
  onAnswer: (status: EmbedLoginStatus) => void
}

/**
 * The embed sign-in popup's question, for a signed-in member: the page that asks (as the
 * server recorded it when that page began the sign-in, never as the popup's address says), what
 * its embed may do as them, and Allow or Don't allow. Nothing is granted before Allow: the
 * embed's session is then scoped to the embed (no e-mail, stream key or account settings).
 *
 * @example <EmbedConsent onAnswer={(status) => answerOpener(status)} />
 */
export function EmbedConsent({ onAnswer }: EmbedConsentProps) {
  useSheet('social', socialStyles)
  const t = useSocialText()
  const client = useCalls('EmbedConsent', 'embed')
  const { queryClient } = useAirwave()
  const viewer = useViewer()
  const titleId = useId()
  const leadId = useId()
  const request = useQuery(embedLoginRequestQuery(client), queryClient)
  const answer = useMutation(
    {
      mutationFn: (allow: boolean) => client.embed.answerLogin({ allow }),
      onSuccess: (_, allow) => onAnswer(allow ? 'signed-in' : 'cancelled'),
    },
    queryClient,
  )
  const denyRef = useRef<HTMLButtonElement>(null)
  const asking = request.isSuccess && !answer.isError
  // The safe answer has the focus: Enter on arrival never grants anything.
  useEffect(() => {
    if (asking) denyRef.current?.focus()
  }, [asking])

  const state: EmbedConsentState = request.isPending
    ? 'loading'
    : request.isError || answer.isError
      ? 'expired'
      : answer.isPending
        ? 'answering'
        : 'asking'
  const host = request.data ? (embedHostOf(request.data.origin) ?? request.data.origin) : ''
  const name = viewer?.status === 'member' ? (viewer.nickname ?? viewer.channelId) : ''

  return (
    <section
      className="aw-social aw-embed-consent"
      data-state={state}
      aria-labelledby={titleId}
      aria-describedby={asking ? leadId : undefined}
      aria-busy={state === 'loading' || state === 'answering'}
    >
      {state === 'loading' && <p className="aw-social-status">…</p>}
      {state === 'expired' && (
        <>
          <p id={titleId} className="aw-social-error" role="alert">
            {t('embedConsentExpired')}
          </p>
          <button type="button" className="aw-button" onClick={() => onAnswer('cancelled')}>
            {t('closeWindow')}
          </button>
        </>
      )}
      {(state === 'asking' || state === 'answering') && (
        <>
          <h2 id={titleId} className="aw-social-heading">
            {t('embedConsentTitle', { host })}
          </h2>
          <div id={leadId}>
            <p>{t('embedConsentLead', { host, name })}</p>
            <p className="aw-social-status">{t('embedConsentLimits')}</p>
          </div>
          <div className="aw-embed-consent-actions">
            <button
              ref={denyRef}
              type="button"
              className="aw-button"
              disabled={state === 'answering'}
              onClick={() => answer.mutate(false)}
            >
              {t('embedConsentDeny')}
            </button>
            <button
              type="button"
              className="aw-button"
              data-variant="primary"
              disabled={state === 'answering'}
              onClick={() => answer.mutate(true)}
            >
              {state === 'answering' ? t('embedConsentAllowing') : t('embedConsentAllow')}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
