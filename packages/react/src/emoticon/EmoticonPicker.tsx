import type { Viewer } from '@airwave/sdk/community'
import { DEFAULT_LIST_KEY, type Emoticon, shownRecentEmoticons } from '@airwave/sdk/emoticon'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useOpenState } from '../shared/a11y/useOpenState'
import { useT } from '../shared/i18n/useT'
import { SmileIcon } from '../shared/icons'
import { useSheet } from '../shared/theme/useSheet'
import { EmoticonGrid } from './EmoticonGrid'
import { emoticonStyles } from './emoticons.styles'
import { SubscribeGuideDialog } from './SubscribeGuideDialog'
import { useEmoticonCatalog } from './useEmoticonCatalog'
import { useRecentEmoticons } from './useRecentEmoticons'

/** The picker's tabs, in the order shown. */
type EmoticonTab = 'recent' | 'subscribe' | 'others'

const TABS = [
  { id: 'recent', label: 'emoticonTabRecent' },
  { id: 'subscribe', label: 'emoticonTabSubscribe' },
  { id: 'others', label: 'emoticonTabOthers' },
] as const

export interface EmoticonPickerProps {
  /** The channel whose subscriber emoticons the subscribe tab offers. */
  channelId: string
  /** A member's unlocked emoticons are loaded; everyone else sees subscriber ones locked. */
  viewer: Viewer
  /** Called with the chosen emoticon; its token in text is `{:emoticonKeyword:}`. */
  onPick: (emoticon: Emoticon) => void
  /** The subscribe guide's button: open the app's subscription page for `channelId`. */
  onSubscribe?: ((channelId: string) => void) | undefined
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * An emoticon button opening a panel with the tabs recent, subscribe and others, each a grid
 * of 7 columns (6 at 577 px and below). Arrow keys move in the grid, Enter picks, Escape
 * closes and focus returns to the button. A locked subscriber emoticon opens the subscribe
 * guide instead of being picked; picked ones go to the recent tab (30 at most, for 30 days).
 *
 * @example
 * <EmoticonPicker channelId="kim" viewer={viewer} onPick={(e) => insert(`{:${e.emoticonKeyword}:}`)} />
 */
export function EmoticonPicker(props: EmoticonPickerProps) {
  const { channelId, viewer, onPick, onSubscribe } = props
  useSheet('emoticons', emoticonStyles)
  const t = useT()
  const [open, setOpen] = useOpenState(props)
  const [tab, setTab] = useState<EmoticonTab>('recent')
  const [guideFor, setGuideFor] = useState<string | null>(null)
  const catalog = useEmoticonCatalog(channelId, viewer)
  const { recent, remember } = useRecentEmoticons()
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const tabRefs = useRef<Partial<Record<EmoticonTab, HTMLButtonElement | null>>>({})
  const panelId = useId()
  const tabsId = useId()

  useEffect(() => {
    if (open) tabRefs.current[tab]?.focus()
    // Only on opening: moving between tabs focuses by itself.
  }, [open])

  useEffect(() => {
    if (!open || guideFor !== null) return
    const doc = rootRef.current?.ownerDocument
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    doc?.addEventListener('pointerdown', onPointerDown)
    return () => doc?.removeEventListener('pointerdown', onPointerDown)
  }, [open, guideFor, setOpen])

  const close = () => {
    setOpen(false)
    triggerRef.current?.focus()
  }
  const choose = (emoticon: Emoticon) => {
    if (catalog.isLocked(emoticon.emoticonKeyword)) {
      const owner = catalog.subscriber.find((e) => e.emoticonKeyword === emoticon.emoticonKeyword)
      setGuideFor(owner?.channelId ?? channelId)
      return
    }
    const owner = catalog.subscriber.find((e) => e.emoticonKeyword === emoticon.emoticonKeyword)
    remember({ emoteKey: emoticon.emoticonKeyword, listKey: owner?.channelId ?? DEFAULT_LIST_KEY })
    close()
    onPick(emoticon)
  }
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    // The comment form or a dialog around the picker must not close as well.
    event.stopPropagation()
    close()
  }
  const onTabKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const at = TABS.findIndex((entry) => entry.id === tab)
    const next = TABS[(at + step + TABS.length) % TABS.length]?.id ?? 'recent'
    setTab(next)
    tabRefs.current[next]?.focus()
  }
  // Recent entries hold keys only: their pictures come from the lists now loaded, and one no
  // list has any more is left out.
  const recentEmoticons = useMemo(() => {
    const byKey = new Map<string, Emoticon>()
    for (const e of catalog.others) byKey.set(`${DEFAULT_LIST_KEY}/${e.emoticonKeyword}`, e)
    for (const e of catalog.subscriber) byKey.set(`${e.channelId}/${e.emoticonKeyword}`, e)
    return shownRecentEmoticons(recent, Date.now()).flatMap((entry) => {
      const found = byKey.get(`${entry.listKey}/${entry.emoteKey}`)
      return found ? [found] : []
    })
  }, [recent, catalog.others, catalog.subscriber])
  const items: readonly Emoticon[] =
    tab === 'recent' ? recentEmoticons : tab === 'subscribe' ? catalog.subscriber : catalog.others
  const activeLabel = t(TABS.find((entry) => entry.id === tab)?.label ?? 'emoticonTabRecent')

  return (
    <div className="aw-emoticon-picker" ref={rootRef} data-state={open ? 'open' : 'closed'}>
      <button
        ref={triggerRef}
        type="button"
        className="aw-icon-button"
        aria-label={t('emoticons')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onEscape}
      >
        <SmileIcon />
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t('emoticons')}
          className="aw-emoticon-panel"
          onKeyDown={onEscape}
        >
          <div role="tablist" id={tabsId} className="aw-emoticon-tabs" onKeyDown={onTabKeyDown}>
            {TABS.map((entry) => (
              <button
                key={entry.id}
                ref={(element) => {
                  tabRefs.current[entry.id] = element
                }}
                type="button"
                role="tab"
                id={`${tabsId}-${entry.id}`}
                className="aw-emoticon-tab"
                aria-selected={tab === entry.id}
                aria-controls={`${tabsId}-panel`}
                tabIndex={tab === entry.id ? 0 : -1}
                onClick={() => setTab(entry.id)}
              >
                {t(entry.label)}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${tabsId}-panel`}
            aria-labelledby={`${tabsId}-${tab}`}
            data-tab={tab}
          >
            {items.length === 0 ? (
              <p className="aw-emoticon-empty">
                {tab === 'recent' ? t('emoticonRecentEmpty') : t('emoticonListEmpty')}
              </p>
            ) : (
              <EmoticonGrid
                key={tab}
                label={activeLabel}
                emoticons={items}
                isLocked={catalog.isLocked}
                onChoose={choose}
              />
            )}
          </div>
        </div>
      )}
      <SubscribeGuideDialog
        open={guideFor !== null}
        // Only this channel's emoticons can be locked: the others listed are subscribed ones.
        name={catalog.streamerName}
        onOpenChange={(next) => next || setGuideFor(null)}
        onSubscribe={() => {
          const target = guideFor ?? channelId
          setGuideFor(null)
          onSubscribe?.(target)
        }}
      />
    </div>
  )
}
