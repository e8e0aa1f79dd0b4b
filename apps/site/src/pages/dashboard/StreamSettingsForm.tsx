import { ApiError } from '@airwave/react'
import {
  liveKeys,
  STREAM_LANGUAGES,
  STREAM_TITLE_MAX_LENGTH,
  type StreamInfo,
  streamInfoFormData,
  TAG_LIMIT,
  TAG_MAX_LENGTH,
  tagListOf,
} from '@airwave/sdk/live'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { useSite } from '../../app/siteContext'
import { fill } from '../../i18n/discovery'
import type { GoLiveMessages } from '../../i18n/golive'
import { CategoryPicker } from './CategoryPicker'

type SaveState = 'idle' | 'saving' | 'saved' | 'error'

/** The content languages by name in the site's language (the code when the browser has none). */
function useLanguageNames(locale: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' })
    return STREAM_LANGUAGES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    )
  }, [locale])
}

/**
 * The streamer's stream settings (the contract's stream info update): the title, the category
 * (picked from the platform's), the tags, the language, the adult flag and pending end ("wait
 * for me": a stopped encoder puts the live on hold for a minute). Only what changed is sent;
 * the server checks the title (1 to 100 characters) and the tags (the SDK's `tagListOf` rule)
 * again. A running broadcast takes them at once, and its replay keeps them.
 */
export function StreamSettingsForm({
  channelId,
  streamInfo,
  words,
}: {
  channelId: string
  streamInfo: StreamInfo
  words: GoLiveMessages
}) {
  const { client, text, locale } = useSite()
  const queryClient = useQueryClient()
  const languages = useLanguageNames(locale)
  const [title, setTitle] = useState(streamInfo.title ?? '')
  const [category, setCategory] = useState<number | null>(streamInfo.categoryIdx ?? null)
  const [language, setLanguage] = useState(streamInfo.languageCode ?? '')
  const [adult, setAdult] = useState(streamInfo.isAdult === true)
  const [pendingEnd, setPendingEnd] = useState(streamInfo.isPendingEndEnabled === true)
  const [tagText, setTagText] = useState((streamInfo.tagInfo?.categoryTagList ?? []).join(', '))
  const [saved, setSaved] = useState({
    title,
    category,
    language,
    adult,
    pendingEnd,
    tags: tagListOf(tagText).tags.join(','),
  })
  const [state, setState] = useState<SaveState>('idle')
  const [problem, setProblem] = useState('')
  const ids = {
    title: useId(),
    tags: useId(),
    language: useId(),
    adult: useId(),
    pending: useId(),
    status: useId(),
  }
  const trimmed = title.trim()
  const tagList = tagListOf(tagText)
  const tags = tagList.tags.join(',')
  const tagProblem =
    tagList.problem &&
    fill(
      tagList.problem.code === 'tooMany' ? text.streamTagsTooMany : text.streamTagsTooLong,
      tagList.problem.params ?? {},
    )
  const changed =
    trimmed !== saved.title.trim() ||
    category !== saved.category ||
    language !== saved.language ||
    adult !== saved.adult ||
    pendingEnd !== saved.pendingEnd ||
    tags !== saved.tags

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!changed || tagProblem || state === 'saving') return
    setState('saving')
    try {
      await client.live.updateStreamInfo(
        streamInfoFormData({
          channelId,
          ...(trimmed !== saved.title.trim() && trimmed !== '' && { title: trimmed }),
          ...(category !== saved.category && { categoryIdx: category ?? 0 }),
          ...(language !== saved.language && { languageCode: language }),
          ...(adult !== saved.adult && { adultContentFlag: adult }),
          ...(pendingEnd !== saved.pendingEnd && { isPendingEndEnabled: pendingEnd }),
          ...(tags !== saved.tags && { tags: tagList.tags }),
        }),
      )
      setSaved({ title: trimmed || saved.title, category, language, adult, pendingEnd, tags })
      setTagText(tagList.tags.join(', '))
      setState('saved')
      // The channel's card and stream info show the new settings.
      void queryClient.invalidateQueries({ queryKey: liveKeys.streamInfo(channelId) })
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : text.failed)
      setState('error')
    }
  }

  return (
    <form
      className="aw-site-form aw-site-stream-settings"
      data-state={state}
      aria-describedby={ids.status}
      onSubmit={submit}
    >
      <label className="aw-site-field" htmlFor={ids.title}>
        {text.streamTitleLabel}
        <input
          id={ids.title}
          value={title}
          maxLength={STREAM_TITLE_MAX_LENGTH}
          onChange={(event) => {
            setTitle(event.target.value)
            setState('idle')
          }}
        />
      </label>
      <CategoryPicker
        value={category}
        words={words}
        onChange={(next) => {
          setCategory(next)
          setState('idle')
        }}
      />
      {/* The hint stays out of the label: it describes the field, it does not name it. */}
      <div className="aw-site-field">
        <label htmlFor={ids.tags}>{text.streamTagsLabel}</label>
        <input
          id={ids.tags}
          value={tagText}
          aria-invalid={tagProblem ? true : undefined}
          aria-describedby={`${ids.tags}-hint`}
          onChange={(event) => {
            setTagText(event.target.value)
            setState('idle')
          }}
        />
        <span
          id={`${ids.tags}-hint`}
          className={tagProblem ? 'aw-site-error' : 'aw-site-muted'}
          role={tagProblem ? 'alert' : undefined}
        >
          {tagProblem ?? fill(text.streamTagsHint, { limit: TAG_LIMIT, length: TAG_MAX_LENGTH })}
        </span>
      </div>
      <label className="aw-site-field" htmlFor={ids.language}>
        {words.languageLabel}
        <select
          id={ids.language}
          value={language}
          onChange={(event) => {
            setLanguage(event.target.value)
            setState('idle')
          }}
        >
          <option value="">{words.languageNone}</option>
          {languages.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div className="aw-site-check">
        <input
          id={ids.adult}
          type="checkbox"
          checked={adult}
          aria-describedby={`${ids.adult}-hint`}
          onChange={(event) => {
            setAdult(event.target.checked)
            setState('idle')
          }}
        />
        <label htmlFor={ids.adult}>{text.streamAdult}</label>
        <p id={`${ids.adult}-hint`} className="aw-site-muted">
          {text.streamAdultHint}
        </p>
      </div>
      <div className="aw-site-check">
        <input
          id={ids.pending}
          type="checkbox"
          checked={pendingEnd}
          aria-describedby={`${ids.pending}-hint`}
          onChange={(event) => {
            setPendingEnd(event.target.checked)
            setState('idle')
          }}
        />
        <label htmlFor={ids.pending}>{text.streamPendingEnd}</label>
        <p id={`${ids.pending}-hint`} className="aw-site-muted">
          {text.streamPendingEndHint}
        </p>
      </div>
      <p className="aw-site-muted">{words.replayNote}</p>
      <div className="aw-site-inline-form">
        <button
          type="submit"
          className="aw-button"
          data-variant="primary"
          disabled={!changed || tagProblem !== undefined || state === 'saving'}
        >
          {text.streamSave}
        </button>
        <p id={ids.status} role="status" className={state === 'error' ? 'aw-site-error' : ''}>
          {state === 'saved' ? text.streamSaved : state === 'error' ? problem : ''}
        </p>
      </div>
    </form>
  )
}
