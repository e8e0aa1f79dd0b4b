import type { Viewer } from '@airwave/sdk'
import {
  type ThumbnailCard as Card,
  type CardAction,
  cardActionConfirms,
  cardMenu,
  cardView,
  tagHref,
} from '@airwave/sdk/video'
import { type ReactNode, useState } from 'react'
import { MoreMenu, type MoreMenuItem } from '../shared/a11y/MoreMenu'
import { Avatar } from '../shared/avatar/Avatar'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
import { useDiscoveryText } from '../shared/i18n/discoveryText'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { discoveryStyles } from './discovery.styles'

/** Renders a link: a router's `<Link>` in an app, a plain `<a>` by default. */
export type RenderLink = (props: {
  href: string
  className?: string
  children: ReactNode
}) => ReactNode

const plainLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
)

export interface ThumbnailCardProps {
  card: Card
  viewer?: Viewer | undefined
  /** The channel of the page's video list (`/{channelId}/video`), when the card is on one. */
  videoListOf?: string | undefined
  /** The viewer manages that channel. */
  manager?: boolean | undefined
  /** Restricted mode (the SDK's `isRestricted`): the menu offers only report. */
  restricted?: boolean | undefined
  /** The viewer agreed to adult content: the adult cover is not shown. */
  adultAgreed?: boolean | undefined
  /** A menu action, once confirmed where it asks (delete). */
  onAction?: ((action: CardAction, card: Card) => void) | undefined
  /** The title's heading level (default 3). */
  level?: 2 | 3 | 4
  renderLink?: RenderLink | undefined
}

const actionKeys = {
  edit: 'edit',
  delete: 'delete',
  notInterested: 'notInterested',
  report: 'report',
} as const

/**
 * A live or video card (viewing.md sections 2 and 3): the picture with the live badge and
 * viewers or the video's length, the adult and blind covers (`data-state`), the title, the
 * channel's avatar and nickname, the category and tags, and the menu the SDK's `cardMenu()`
 * gives the viewer's role (delete asks first).
 *
 * @example <ThumbnailCard card={card} viewer={viewer} onAction={(action) => act(action, card)} />
 */
export function ThumbnailCard({
  card,
  viewer = { status: 'anonymous' },
  videoListOf,
  manager,
  restricted,
  adultAgreed,
  onAction,
  level = 3,
  renderLink = plainLink,
}: ThumbnailCardProps) {
  useSheet('discovery', discoveryStyles)
  const t = useDiscoveryText()
  const locale = useLocale()
  const view = cardView(card, { locale, adultAgreed })
  const [confirming, setConfirming] = useState<CardAction | null>(null)
  const Heading = `h${level}` as const
  const actions = cardMenu(card, { viewer, videoListOf, manager, restricted })
  const items: MoreMenuItem[] = actions.map((action) => ({
    id: action,
    label: t(actionKeys[action]),
    tone: action === 'delete' ? 'danger' : 'default',
    onSelect: () => (cardActionConfirms(action) ? setConfirming(action) : onAction?.(action, card)),
  }))
  const covered = view.state !== 'default'
  const badge =
    view.kind === 'live' ? (
      <span className="aw-card-badge" data-kind="live">
        <span className="aw-card-live">{t('live')}</span>
        <span aria-hidden="true">{view.badge}</span>
        <span className="aw-visually-hidden">{t('viewers', { count: view.viewers ?? 0 })}</span>
      </span>
    ) : view.badge ? (
      <span className="aw-card-badge" data-kind="video">
        <span aria-hidden="true">{view.badge}</span>
        <span className="aw-visually-hidden">{t('length', { time: view.badge })}</span>
      </span>
    ) : null
  return (
    <article className="aw-card" data-kind={view.kind} data-state={view.state}>
      {renderLink({
        href: view.href,
        className: 'aw-card-thumb',
        children: (
          <>
            {view.thumbnail && !covered ? (
              <img src={view.thumbnail} alt="" loading="lazy" decoding="async" />
            ) : (
              <span className="aw-card-cover" aria-hidden={!covered}>
                {view.state === 'adult' && <strong>19+</strong>}
                {covered && <span>{view.state === 'adult' ? t('adult') : t('blind')}</span>}
              </span>
            )}
            {badge}
            {view.fileType && view.fileType !== 'upload' && (
              <span className="aw-card-type">{t(view.fileType)}</span>
            )}
            <span className="aw-visually-hidden">{view.title}</span>
          </>
        ),
      })}
      <div className="aw-card-body">
        {view.channelId && (
          <Avatar
            channelId={view.channelId}
            nickname={view.nickname}
            src={view.profileUrl}
            size={36}
          />
        )}
        <div className="aw-card-text">
          <Heading className="aw-card-title" title={view.title}>
            {renderLink({ href: view.href, children: view.title })}
          </Heading>
          {view.channelId &&
            renderLink({
              href: `/${view.channelId}`,
              className: 'aw-card-channel',
              children: view.nickname,
            })}
          {(view.category || view.tags.length > 0) && (
            <ul className="aw-card-tags">
              {view.category && (
                <li>
                  {renderLink({
                    href: view.category.href,
                    className: 'aw-card-category',
                    children: view.category.name,
                  })}
                </li>
              )}
              {view.tags.map((tag) => (
                <li key={tag}>
                  {renderLink({ href: tagHref(tag), className: 'aw-card-tag', children: tag })}
                </li>
              ))}
            </ul>
          )}
        </div>
        {items.length > 0 && (
          <MoreMenu items={items} label={t('cardMenu', { title: view.title })} />
        )}
      </div>
      <ConfirmFrame
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const action = confirming
          setConfirming(null)
          if (action) onAction?.(action, card)
        }}
        title={t('deleteVideoTitle')}
        description={t('deleteVideoBody')}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
      />
    </article>
  )
}
