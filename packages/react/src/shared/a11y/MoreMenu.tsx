import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useT } from '../i18n/useT'
import { useKitStyles } from '../theme/useKitStyles'
import { useOpenState } from './useOpenState'

export interface MoreMenuItem {
  /** Unique within the menu. */
  id: string
  label: string
  onSelect: () => void
  /** `danger` for destructive actions (delete, block). */
  tone?: 'default' | 'danger'
  disabled?: boolean
}

export interface MoreMenuProps {
  items: readonly MoreMenuItem[]
  /** The button's accessible name; default the locale's "More options". */
  label?: string
  /** The button's content, an icon usually; default a ⋯ glyph. */
  icon?: ReactNode
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * The more-options menu of a post, comment or reply: a button (`aria-haspopup`,
 * `aria-expanded`) opening a `role="menu"` whose items take focus in turn with the arrow
 * keys, Home and End. Escape closes it and returns focus to the button; choosing an item does
 * the same before running its `onSelect`; Tab or a click outside closes it.
 *
 * @example
 * <MoreMenu items={[{ id: 'report', label: t('report'), onSelect: openReport }]} />
 */
export function MoreMenu({
  items,
  label,
  icon,
  open: openProp,
  defaultOpen,
  onOpenChange,
}: MoreMenuProps) {
  const t = useT()
  useKitStyles()
  const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange })
  const [active, setActive] = useState(0)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([])
  const buttonId = useId()
  const menuId = useId()
  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]))

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const doc = rootRef.current?.ownerDocument
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    doc?.addEventListener('pointerdown', onPointerDown)
    return () => doc?.removeEventListener('pointerdown', onPointerDown)
  }, [open, setOpen])

  const openAt = (index: number | undefined) => {
    setActive(index ?? 0)
    setOpen(true)
  }
  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  const move = (step: number) => {
    const at = enabled.indexOf(active)
    const next = enabled[(at + step + enabled.length) % enabled.length]
    if (next !== undefined) setActive(next)
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(event.key === 'ArrowDown' ? enabled[0] : enabled[enabled.length - 1])
    }
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => setActive(enabled[0] ?? 0),
      End: () => setActive(enabled[enabled.length - 1] ?? 0),
      Escape: close,
    }
    const action = keys[event.key]
    if (action) {
      event.preventDefault()
      action()
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  return (
    <div className="aw-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="aw-icon-button"
        aria-label={label ?? t('moreOptions')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? setOpen(false) : openAt(enabled[0]))}
        onKeyDown={onButtonKeyDown}
      >
        {icon ?? <span aria-hidden="true">⋯</span>}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="aw-menu-list"
          data-state="open"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                itemRefs.current[index] = element
              }}
              type="button"
              role="menuitem"
              className="aw-menu-item"
              tabIndex={index === active ? 0 : -1}
              disabled={item.disabled}
              data-tone={item.tone ?? 'default'}
              onClick={() => {
                close()
                item.onSelect()
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
