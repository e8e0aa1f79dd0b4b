import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { Avatar } from '../shared/avatar/Avatar'
import { useDiscoveryText } from '../shared/i18n/discoveryText'
import { useSheet } from '../shared/theme/useSheet'
import { discoveryStyles } from '../video/discovery.styles'
import { type UseSearchBoxOptions, useSearchBox } from './useSearchBox'

export interface SearchBoxProps extends UseSearchBoxOptions {
  className?: string
}

function SearchIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  )
}

/**
 * The search box (viewing.md section 2), an ARIA combobox: focus opens the dropdown with the
 * recent searches (10 shown), typing suggests channels after 200 ms, the arrows move through
 * the options, Enter searches the highlighted option or the text, Escape and a click outside
 * close it, Delete removes the highlighted recent search. Blank terms are ignored and the
 * keyword on show does not navigate again; the SDK's `searchBoxMachine` holds every rule.
 *
 * @example <SearchBox keyword={params.get('keyword') ?? ''} onSearch={(k) => navigate(`/search?keyword=${encodeURIComponent(k)}`)} onChannel={(id) => navigate(`/${id}`)} />
 */
export function SearchBox({ className, ...options }: SearchBoxProps) {
  useSheet('discovery', discoveryStyles)
  const t = useDiscoveryText()
  const box = useSearchBox(options)
  const { open, context, send } = box
  const rootRef = useRef<HTMLDivElement>(null)
  const listId = useId()
  const optionId = (index: number) => `${listId}-${index}`
  const history = !context.text.trim()

  // A press outside the box closes the dropdown (the machine is told, it decides).
  useEffect(() => {
    if (!open) return
    const doc = rootRef.current?.ownerDocument
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) send({ type: 'CLOSE' })
    }
    doc?.addEventListener('pointerdown', onPointerDown)
    return () => doc?.removeEventListener('pointerdown', onPointerDown)
  }, [open, send])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      send({ type: 'MOVE', by: event.key === 'ArrowDown' ? 1 : -1 })
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      send({ type: 'CLOSE' })
    } else if (event.key === 'Delete' && open && context.active >= 0) {
      const option = box.options[context.active]
      if (option?.kind === 'history') {
        event.preventDefault()
        send({ type: 'REMOVE', term: option.term })
      }
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'SUBMIT' })
  }
  const showList = open && box.options.length > 0
  return (
    <div
      ref={rootRef}
      className={className ? `aw-search ${className}` : 'aw-search'}
      data-state={open ? 'open' : 'closed'}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark; the <search> element is too new for every browser the kit supports */}
      <form role="search" onSubmit={onSubmit}>
        <input
          type="search"
          role="combobox"
          aria-label={t('search')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            showList && context.active >= 0 ? optionId(context.active) : undefined
          }
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={context.text}
          onFocus={() => send({ type: 'FOCUS' })}
          onChange={(event) => send({ type: 'TYPE', text: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="aw-search-submit" aria-label={t('search')}>
          <SearchIcon />
        </button>
      </form>
      {open && (
        <div className="aw-search-dropdown">
          {history && (
            <div className="aw-search-heading">
              <span>{t('recentSearches')}</span>
              {context.history.length > 0 && (
                <button type="button" onClick={() => send({ type: 'CLEAR' })}>
                  {t('clearHistory')}
                </button>
              )}
            </div>
          )}
          {history && context.history.length === 0 && (
            <p className="aw-search-empty">{t('noHistory')}</p>
          )}
          {!history && box.options.length > 0 && (
            <div className="aw-search-heading">
              <span>{t('channels')}</span>
            </div>
          )}
          <div
            className="aw-search-options"
            role="listbox"
            id={listId}
            aria-label={history ? t('recentSearches') : t('channels')}
          >
            {box.options.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant, the input keeps focus
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrows and Enter choose an option; the click is the pointer's way
              <div
                key={
                  option.kind === 'history' ? `h-${option.term}` : `c-${option.channel.channelId}`
                }
                id={optionId(index)}
                role="option"
                aria-selected={index === context.active}
                className="aw-search-option"
                // The input keeps focus: a press must not blur it before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => send({ type: 'SELECT', index })}
              >
                {option.kind === 'history' ? (
                  <>
                    <span>{option.term}</span>
                    <span
                      className="aw-search-remove"
                      aria-hidden="true"
                      title={t('removeTerm', { term: option.term })}
                      onClick={(event) => {
                        event.stopPropagation()
                        send({ type: 'REMOVE', term: option.term })
                      }}
                    >
                      ×
                    </span>
                  </>
                ) : (
                  <>
                    <Avatar
                      channelId={option.channel.channelId}
                      nickname={option.channel.nickname}
                      src={option.channel.profileUrl}
                      size={28}
                    />
                    <span>{option.channel.nickname ?? option.channel.channelId}</span>
                  </>
                )}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}
