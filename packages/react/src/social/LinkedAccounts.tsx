import {
  type LinkedAccountRow,
  linkedAccountRows,
  type SocialPlatform,
  socialKeys,
  socialLinksQuery,
  socialProvidersQuery,
  unlinkSocialMutation,
} from '@airwave/sdk/account'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { VisuallyHidden } from '../shared/a11y/VisuallyHidden'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useAirwave, useCalls, useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { PLATFORM_NAMES, PlatformIcon } from './platforms'
import { socialStyles } from './social.styles'
import { socialErrorText, useSocialText } from './socialText'
import { useSocialFlow } from './useSocialFlow'

/** Where the page is, for `data-state`. */
export type LinkedAccountsState = 'loading' | 'error' | 'ready'

export interface LinkedAccountsProps {
  /** Where a link that had to run in this window (popup blocked) comes back to. */
  next?: string
}

/**
 * The member's linked social accounts (`/account/connect`): each platform the server offers,
 * linked (with its e-mail and date, and an unlink button that asks first) or not (a link
 * button, which runs the provider's flow). An unlink reads the list again and shows a success
 * toast (accounts-platform.md section 4); the only way to sign in of a member without a
 * password cannot be unlinked. Refusals (SOC10001 linked to another member…) are said here.
 *
 * @example <LinkedAccounts />
 */
export function LinkedAccounts({ next = '/account/connect' }: LinkedAccountsProps) {
  useSheet('social', socialStyles)
  const t = useSocialText()
  const locale = useLocale()
  const headingId = useId()
  const client = useCalls('LinkedAccounts', 'social')
  const { queryClient, toastQueue } = useAirwave()
  const providers = useQuery(socialProvidersQuery(client), queryClient)
  const links = useQuery(socialLinksQuery(client), queryClient)
  const unlink = useMutation(unlinkSocialMutation(client, queryClient), queryClient)
  const [asking, setAsking] = useState<LinkedAccountRow | undefined>()
  const [problem, setProblem] = useState<string | undefined>()
  const flow = useSocialFlow({
    intent: 'link',
    next,
    onDone: (result) => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.links() })
      toastQueue.show(t('linkedToast', { platform: PLATFORM_NAMES[result.platform] }))
    },
    onFailed: (code) =>
      setProblem(socialErrorText(t, code, flow.platform ? PLATFORM_NAMES[flow.platform] : '')),
  })
  const state: LinkedAccountsState =
    providers.isPending || links.isPending
      ? 'loading'
      : providers.isError || links.isError
        ? 'error'
        : 'ready'
  const rows =
    state === 'ready' ? linkedAccountRows(providers.data?.providers ?? [], links.data) : []
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const busyFlow =
    flow.state === 'authorizing' || flow.state === 'waiting' || flow.state === 'checking'

  const confirmUnlink = () => {
    const row = asking
    setAsking(undefined)
    if (!row?.link) return
    const platform = PLATFORM_NAMES[row.platform]
    setProblem(undefined)
    unlink.mutate(row.link.thirdPartyIdx, {
      onSuccess: () => toastQueue.show(t('unlinked', { platform })),
      onError: (error) => setProblem(socialErrorText(t, error.code, platform)),
    })
  }
  const startLink = (platform: SocialPlatform) => {
    setProblem(undefined)
    flow.start(platform)
  }

  return (
    <section
      className="aw-linked"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={busyFlow || unlink.isPending}
    >
      <h2 id={headingId}>{t('connectTitle')}</h2>
      <p className="aw-linked-lead">{t('connectLead')}</p>
      {state === 'loading' && (
        <div role="status" aria-busy="true">
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </div>
      )}
      {state === 'error' && (
        <RetryAlert
          messageClassName="aw-social-error"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => {
            void providers.refetch()
            void links.refetch()
          }}
        />
      )}
      {state === 'ready' && (
        <ul className="aw-linked-list">
          {rows.map((row) => {
            const platform = PLATFORM_NAMES[row.platform]
            const link = row.link
            return (
              <li
                key={row.platform}
                className="aw-linked-row"
                data-state={row.state}
                data-platform={row.platform}
              >
                <PlatformIcon platform={row.platform} />
                <span className="aw-linked-name">
                  {platform}
                  <span className="aw-linked-badge">
                    {t(row.state === 'linked' ? 'linked' : 'notLinked')}
                  </span>
                </span>
                {link && (
                  <span className="aw-linked-meta">
                    {link.email ? t('linkedAs', { email: link.email }) : null}
                    {link.email && link.createDate ? ' · ' : null}
                    {link.createDate
                      ? t('linkedOn', { date: dates.format(new Date(link.createDate)) })
                      : null}
                    {!row.canUnlink ? ` · ${t('onlyWay')}` : null}
                  </span>
                )}
                {link ? (
                  <button
                    type="button"
                    className="aw-button"
                    aria-label={t('unlinkPlatform', { platform })}
                    disabled={!row.canUnlink || unlink.isPending}
                    onClick={() => setAsking(row)}
                  >
                    {t('unlink')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="aw-button"
                    data-variant="primary"
                    aria-label={t('linkPlatform', { platform })}
                    disabled={busyFlow}
                    onClick={() => startLink(row.platform)}
                  >
                    {t('link')}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <div aria-live="polite">
        {flow.state === 'waiting' && flow.platform && (
          <p className="aw-social-status">
            {t('waiting', { platform: PLATFORM_NAMES[flow.platform] })}
          </p>
        )}
        {flow.state === 'cancelled' && <p className="aw-social-status">{t('cancelled')}</p>}
      </div>
      {problem && (
        <p className="aw-social-error" role="alert">
          {problem}
        </p>
      )}
      <ConfirmFrame
        open={asking !== undefined}
        onClose={() => setAsking(undefined)}
        onConfirm={confirmUnlink}
        title={asking ? t('unlinkTitle', { platform: PLATFORM_NAMES[asking.platform] }) : ''}
        description={asking ? t('unlinkBody', { platform: PLATFORM_NAMES[asking.platform] }) : ''}
        cancelLabel={t('cancel')}
        confirmLabel={t('unlink')}
      />
    </section>
  )
}
