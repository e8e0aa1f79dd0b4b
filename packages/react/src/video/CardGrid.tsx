import type { Viewer } from '@airwave/sdk'
import type { ThumbnailCard as Card, CardAction } from '@airwave/sdk/video'
import type { ReactNode } from 'react'
import { VisuallyHidden } from '../shared/a11y/VisuallyHidden'
import { useDiscoveryText } from '../shared/i18n/discoveryText'
import { useSheet } from '../shared/theme/useSheet'
import { discoveryStyles } from './discovery.styles'
import { type RenderLink, ThumbnailCard } from './ThumbnailCard'
import { useNotInterested } from './useNotInterested'

export interface CardGridProps {
  cards: readonly Card[]
  /** A wrapping grid (default), or one scrolling row. */
  layout?: 'grid' | 'shelf'
  /** `loading` shows placeholders, `error` the message with a retry. */
  status?: 'loading' | 'error' | 'success'
  onRetry?: () => void
  /** What an empty list says (default: "Nothing to show here yet."). */
  empty?: ReactNode
  /** Names the list for screen readers. */
  label: string
  viewer?: Viewer | undefined
  videoListOf?: string | undefined
  manager?: boolean | undefined
  /** Restricted mode for a card's channel (the SDK's `isRestricted`). */
  restricted?: ((card: Card) => boolean) | boolean | undefined
  adultAgreed?: boolean | undefined
  /** Edit, delete (confirmed) and report; not-interested is handled here (the cards hide). */
  onAction?: ((action: Exclude<CardAction, 'notInterested'>, card: Card) => void) | undefined
  renderLink?: RenderLink | undefined
  /** Placeholders while loading (default 8). */
  placeholders?: number
}

const keyOf = (card: Card, index: number) =>
  card.isExist ? `v${card.vodNo ?? card.idx ?? index}` : `l${card.channelId ?? card.idx ?? index}`

/**
 * Cards in a responsive grid or a scrolling shelf, with the loading, error and empty states.
 * A card marked not interested hides at once with every card of its channel (SDK
 * `notInterestedMachine`), and comes back with a toast if the server refuses.
 *
 * @example <CardGrid label="Live now" cards={lives} status={query.status} viewer={viewer} />
 */
export function CardGrid({
  cards,
  layout = 'grid',
  status = 'success',
  onRetry,
  empty,
  label,
  restricted,
  onAction,
  placeholders = 8,
  ...cardProps
}: CardGridProps) {
  useSheet('discovery', discoveryStyles)
  const t = useDiscoveryText()
  const { hidden, hide } = useNotInterested()
  if (status === 'loading') {
    return (
      <div
        className="aw-card-grid"
        data-layout={layout}
        data-state="loading"
        role="status"
        aria-busy="true"
      >
        <VisuallyHidden>{label}</VisuallyHidden>
        {Array.from({ length: placeholders }, (_, i) => (
          <div key={i} className="aw-card-placeholder" aria-hidden="true" />
        ))}
      </div>
    )
  }
  if (status === 'error') {
    return (
      <div className="aw-card-grid-message" data-state="error" role="alert">
        <p>{t('loadFailed')}</p>
        {onRetry && (
          <button type="button" className="aw-button" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    )
  }
  const shown = cards.filter((card) => !(card.channelId && hidden.includes(card.channelId)))
  if (shown.length === 0) {
    return (
      <p className="aw-card-grid-message" data-state="empty">
        {empty ?? t('noCards')}
      </p>
    )
  }
  return (
    <ul className="aw-card-grid" data-layout={layout} data-state="ready" aria-label={label}>
      {shown.map((card, index) => (
        <li key={keyOf(card, index)}>
          <ThumbnailCard
            card={card}
            restricted={typeof restricted === 'function' ? restricted(card) : restricted}
            onAction={(action) => {
              if (action === 'notInterested') {
                if (card.channelId) hide(card.channelId)
              } else onAction?.(action, card)
            }}
            {...cardProps}
          />
        </li>
      ))}
    </ul>
  )
}
