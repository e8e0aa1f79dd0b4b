import type { StreamInfo } from '@airwave/sdk/live'
import type { ThumbnailCard } from '@airwave/sdk/video'
import { Link } from 'react-router'
import { useSite } from '../../app/siteContext'
import { counted, useDiscoveryText } from '../../i18n/discovery'

/** A live stream of `/v2/stream` as a card (the list answers stream info, not cards). */
export function streamCard(info: StreamInfo): ThumbnailCard {
  return {
    type: 'live',
    channelId: info.channelId,
    title: info.title,
    viewer: info.totalViewer,
    isExist: false,
    tagInfo: { ...info.tagInfo, isAdult: info.tagInfo?.isAdult ?? info.isAdult },
    ...(info.nickname === undefined ? {} : { nickname: info.nickname }),
    ...(info.profileUrl === undefined ? {} : { profileUrl: info.profileUrl }),
    ...(info.categoryInfo === undefined ? {} : { categoryInfo: info.categoryInfo }),
    ...(info.openDate === undefined ? {} : { createDate: info.openDate }),
    ...(info.idx === undefined ? {} : { idx: info.idx }),
  }
}

/** Where a card leads: a video's page, or the live channel. */
export function cardHref(card: ThumbnailCard): string {
  if (card.isExist && card.vodNo !== undefined) return `/video/${card.vodNo}`
  return `/${encodeURIComponent(card.channelId ?? '')}`
}

export interface CardGridProps {
  cards: readonly (ThumbnailCard & { thumbnail?: string })[]
  label: string
}

/**
 * The site's card grid until the kit's `<ThumbnailCard>` lands: a link, the picture, the title,
 * the channel and the viewers. It holds no rule: what a card shows comes from the SDK's card.
 */
export function CardGrid({ cards, label }: CardGridProps) {
  const { locale, text } = useSite()
  const words = useDiscoveryText()
  return (
    <ul className="aw-site-cards" aria-label={label}>
      {cards.map((card) => {
        const live = !card.isExist
        const key = live ? `live-${card.channelId}` : `vod-${card.vodNo}`
        const picture = card.thumbnail ?? card.profileUrl
        return (
          <li key={key} className="aw-site-card-item" data-kind={live ? 'live' : 'video'}>
            <Link className="aw-site-card-link" to={cardHref(card)}>
              <span className="aw-site-card-picture" aria-hidden="true">
                {picture ? <img src={picture} alt="" loading="lazy" /> : null}
                {live && <span className="aw-site-badge">{text.live}</span>}
              </span>
              <span className="aw-site-card-title">
                {card.title || words.videoTitleFallback.replace('{idx}', String(card.vodNo ?? ''))}
              </span>
            </Link>
            <span className="aw-site-muted aw-site-card-meta">
              <Link to={`/${encodeURIComponent(card.channelId ?? '')}`}>
                {card.nickname ?? card.channelId}
              </Link>
              {card.viewer !== undefined &&
                ` · ${
                  live
                    ? counted(locale, card.viewer, text.viewer, text.viewers)
                    : counted(locale, card.viewer, words.view, words.views)
                }`}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
