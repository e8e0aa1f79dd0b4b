import { badgeTiers, type SubscriberImageEmitted } from '@airwave/sdk/subscription'
import { useEffect, useId, useRef, useState } from 'react'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { walletStyles } from '../wallet/wallet.styles'
import { SubscriberImageButton } from './SubscriberImageButton'
import { SubscriberLoadStatus } from './SubscriberLoadStatus'
import { subscriberStyles } from './subscriber.styles'
import { imageRuleParams, refusalText, useSubscriberText } from './subscriberText'
import { useSubscriberBadges } from './useSubscribers'

export interface SubscriberBadgesProps {
  /** The streamer's own channel (the badges are public; only its owner changes them). */
  channelId: string
}

/**
 * The streamer's subscriber badges (`/dashboard/subscribers/badge`): every tier of months (1, 2,
 * 3, 6 … 60) with its badge or an upload button; a badge is shown at its size, replaced by
 * picking another file, deleted after a confirmation. A file is checked before it is sent (PNG,
 * GIF or WebP by its bytes, 1 MB, a square of 28 to 512 px) and a refusal, the check's or the
 * server's, is said in the code's words. `data-state`: loading, error, or the images' machine's
 * (idle, checking, uploading, confirming, deleting, refused, done).
 *
 * @example <SubscriberBadges channelId="airwave" />
 */
export function SubscriberBadges(props: SubscriberBadgesProps) {
  useSheet('wallet', walletStyles)
  useSheet('subscriber', subscriberStyles)
  const t = useSubscriberText()
  const locale = useLocale()
  const hintId = useId()
  const [notice, setNotice] = useState('')
  const section = useRef<HTMLElement>(null)
  // A deleted badge's button leaves with it: the focus goes to its tier's upload instead.
  const focusTier = useRef<number | undefined>(undefined)
  const tierName = (months: number) => t('badgeTier', { count: months })
  const badges = useSubscriberBadges(props.channelId, {
    onChange: (event: SubscriberImageEmitted) => {
      if (event.target.kind !== 'badge') return
      if (event.type === 'deleted') focusTier.current = event.target.months
      const months = tierName(event.target.months)
      setNotice(t(event.type === 'uploaded' ? 'badgeSaved' : 'badgeDeleted', { months }))
    },
  })
  const { query } = badges
  useEffect(() => {
    const months = focusTier.current
    if (months === undefined || query.data?.some((badge) => badge.months === months)) return
    focusTier.current = undefined
    section.current
      ?.querySelector<HTMLInputElement>(`[data-months="${months}"] input[type=file]`)
      ?.focus()
  }, [query.data])
  if (!query.data) {
    const failed = query.isError
    return (
      <section className="aw-wallet aw-subscribers" data-state={failed ? 'error' : 'loading'}>
        <SubscriberLoadStatus
          failed={failed}
          text={t('badgesFailed')}
          onRetry={() => void query.refetch()}
        />
      </section>
    )
  }
  const busy =
    badges.state === 'checking' || badges.state === 'uploading' || badges.state === 'deleting'
  const target = badges.target?.kind === 'badge' ? badges.target.months : undefined
  const status =
    badges.state === 'refused'
      ? refusalText(t, badges.refusal, locale)
      : busy && target !== undefined && badges.state !== 'deleting'
        ? t('badgeUploading', { months: tierName(target) })
        : badges.state === 'done'
          ? notice
          : ''
  return (
    <section ref={section} className="aw-wallet aw-subscribers" data-state={badges.state}>
      <p className="aw-wallet-lead">{t('badgesLead')}</p>
      <p id={hintId} className="aw-wallet-lead">
        {t('imageHint', imageRuleParams(locale))}
      </p>
      <p
        className="aw-wallet-status"
        role="status"
        data-tone={badges.state === 'refused' ? 'error' : 'info'}
        data-refusal={badges.state === 'refused' ? badges.refusal?.code : undefined}
      >
        {status}
      </p>
      <ul className="aw-subscriber-tiers">
        {badgeTiers(query.data).map(({ months, badge }) => {
          const name = tierName(months)
          return (
            <li
              key={months}
              className="aw-subscriber-tier"
              data-months={months}
              data-busy={(busy && target === months) || undefined}
            >
              <div className="aw-subscriber-image">
                {badge ? (
                  <img src={badge.badgeUrl} alt={t('badgeImage', { months: name })} />
                ) : (
                  <span>{t('badgeNone')}</span>
                )}
              </div>
              <h3>{name}</h3>
              <div className="aw-subscriber-actions">
                <SubscriberImageButton
                  label={t(badge ? 'badgeReplace' : 'badgeUpload')}
                  name={t(badge ? 'badgeReplaceFor' : 'badgeUploadFor', { months: name })}
                  describedBy={hintId}
                  disabled={busy}
                  onPick={(file) => {
                    setNotice('')
                    badges.upload({ kind: 'badge', months }, file)
                  }}
                />
                {badge && (
                  <button
                    type="button"
                    className="aw-button"
                    data-variant="danger"
                    aria-label={t('badgeDeleteFor', { months: name })}
                    disabled={busy}
                    onClick={() => badges.remove({ kind: 'badge', months })}
                  >
                    {t('badgeDelete')}
                  </button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
      <ConfirmFrame
        open={
          (badges.state === 'confirming' || badges.state === 'deleting') && target !== undefined
        }
        onClose={badges.cancel}
        onConfirm={badges.confirm}
        busy={badges.state === 'deleting'}
        title={t('badgeDeleteTitle', { months: tierName(target ?? 1) })}
        description={t('badgeDeleteBody')}
        cancelLabel={t('cancel')}
        confirmLabel={t('badgeDelete')}
      />
    </section>
  )
}
