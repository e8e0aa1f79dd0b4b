import { problemAt } from '@airwave/sdk'
import {
  COMMENT_MAX_LENGTH,
  canReserve,
  defaultReservation,
  localDateTimeValue,
  POST_IMAGE_TYPES,
  POST_IMAGES_MAX,
  type Post,
  RESERVE_AHEAD_MS,
  textLength,
} from '@airwave/sdk/community'
import { type DragEvent, useId, useState } from 'react'
import { VisuallyHidden } from '../../shared/a11y/VisuallyHidden'
import { useSheet } from '../../shared/theme/useSheet'
import { composerStyles } from './composer.styles'
import { useComposerText } from './composerText'
import { usePostComposer } from './usePostComposer'

export interface PostComposerProps {
  /** The post to edit; without it, a new post. Give the component `key={post.idx}`. */
  post?: Post | undefined
  /** The post as saved (after the toast and the refreshed lists): go to it, close the form. */
  onSaved?: ((post: Post, created: boolean) => void) | undefined
  /** The cancel button; hidden without it. */
  onCancel?: (() => void) | undefined
}

const accept = POST_IMAGE_TYPES.join(',')
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The streamer's post form, for a new post or an edit: text (5000 visible characters, line
 * breaks kept), up to 10 images uploaded with a progress bar (picked or dropped; reordered and
 * removed), an optional reservation in local time, an optional social link. What may be saved
 * is the SDK's `checkDraft`; the form says at each field what is wrong, and keeps everything
 * typed when a save fails. `data-state` is editing, uploading, saving or saved.
 *
 * @example
 * <PostComposer onSaved={(post) => navigate(`/dashboard/community/post/${post.idx}`)} />
 */
export function PostComposer({ post, onSaved, onCancel }: PostComposerProps) {
  useSheet('composer', composerStyles)
  const text = useComposerText()
  const ids = useId()
  const id = (name: string) => `${ids}-${name}`
  const { state, context, problems, send } = usePostComposer({ post, onSaved })
  const { draft, upload, fileError, original } = context
  const [dropping, setDropping] = useState(false)
  const busy = state === 'uploading' || state === 'saving' || state === 'saved'
  const length = textLength(draft.content)
  const tooLong = problemAt(problems, 'content')
  const over = tooLong !== undefined
  const reservable = canReserve(original)
  const reserving = draft.reservedAt !== ''
  const full = draft.images.length >= POST_IMAGES_MAX
  const now = context.now()
  const blocker = problemAt(problems, 'post')
  const reservation = problemAt(problems, 'reservedAt')
  const link = problemAt(problems, 'socialPostLink')
  const ready = problems.length === 0

  const addFiles = (files: FileList | null) => {
    if (files && files.length > 0) send({ type: 'ADD_IMAGES', files: [...files] })
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDropping(false)
    if (state === 'editing') addFiles(event.dataTransfer.files)
  }
  const submitLabel =
    state === 'saving' || state === 'saved'
      ? text('saving')
      : original
        ? text('save')
        : reserving
          ? text('schedule')
          : text('publish')

  return (
    <form
      className="aw-composer"
      data-state={state}
      data-drop={dropping ? 'over' : undefined}
      aria-labelledby={id('title')}
      aria-busy={state === 'saving' || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'SUBMIT' })
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return
        event.preventDefault()
        setDropping(true)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false)
      }}
      onDrop={onDrop}
    >
      <h2 id={id('title')} className="aw-composer-title">
        {original ? text('editPost') : text('newPost')}
      </h2>

      <div className="aw-composer-field">
        <label htmlFor={id('text')} className="aw-composer-label">
          {text('postText')}
        </label>
        <textarea
          id={id('text')}
          value={draft.content}
          placeholder={text('postTextPlaceholder')}
          rows={6}
          aria-invalid={over || undefined}
          aria-describedby={`${id('counter')}${over ? ` ${id('text-error')}` : ''}`}
          onChange={(event) =>
            send({ type: 'EDIT', draft: { content: event.currentTarget.value } })
          }
        />
        <span
          id={id('counter')}
          className="aw-composer-counter"
          data-state={over ? 'over' : 'within'}
        >
          <span aria-hidden="true">
            {length}/{COMMENT_MAX_LENGTH}
          </span>
          <VisuallyHidden>
            {text('characters', { count: length, max: COMMENT_MAX_LENGTH })}
          </VisuallyHidden>
        </span>
        {over && (
          <p id={id('text-error')} className="aw-composer-error" role="alert">
            {text(tooLong.code, tooLong.params)}
          </p>
        )}
      </div>

      <fieldset className="aw-composer-images" aria-describedby={id('images-hint')}>
        <legend>{text('images')}</legend>
        {draft.images.length > 0 && (
          <ul className="aw-composer-thumbs">
            {draft.images.map((url, index) => {
              const n = index + 1
              return (
                <li key={`${url}-${index}`} className="aw-composer-thumb">
                  <img
                    src={url}
                    alt={text('image', { index: n, count: draft.images.length })}
                    loading="lazy"
                  />
                  <div className="aw-composer-thumb-tools">
                    <button
                      type="button"
                      aria-label={text('moveEarlier', { index: n })}
                      disabled={index === 0}
                      onClick={() => send({ type: 'MOVE_IMAGE', index, by: -1 })}
                    >
                      <span aria-hidden="true">‹</span>
                    </button>
                    <button
                      type="button"
                      aria-label={text('removeImage', { index: n })}
                      onClick={() => send({ type: 'REMOVE_IMAGE', index })}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                    <button
                      type="button"
                      aria-label={text('moveLater', { index: n })}
                      disabled={index === draft.images.length - 1}
                      onClick={() => send({ type: 'MOVE_IMAGE', index, by: 1 })}
                    >
                      <span aria-hidden="true">›</span>
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
        <div className="aw-composer-pick">
          <label className="aw-button" data-disabled={busy || full || undefined}>
            <input
              type="file"
              className="aw-visually-hidden"
              accept={accept}
              multiple
              disabled={busy || full}
              aria-describedby={id('images-hint')}
              onChange={(event) => {
                addFiles(event.currentTarget.files)
                // The same file can be picked again after an error.
                event.currentTarget.value = ''
              }}
            />
            {text('addImages')}
          </label>
          <p id={id('images-hint')} className="aw-composer-hint">
            {text('imagesHint', { max: POST_IMAGES_MAX })} ({draft.images.length}/{POST_IMAGES_MAX})
          </p>
        </div>
        {upload && (
          <div className="aw-composer-progress">
            <progress
              max={upload.total || 1}
              value={upload.loaded}
              aria-labelledby={id('progress')}
            />
            <span id={id('progress')} role="status">
              {text(upload.files === 1 ? 'uploadingOne' : 'uploading', {
                count: upload.files,
                percent: upload.total ? Math.floor((upload.loaded / upload.total) * 100) : 0,
              })}
            </span>
            <button
              type="button"
              className="aw-button"
              onClick={() => send({ type: 'CANCEL_UPLOAD' })}
            >
              {text('cancelUpload')}
            </button>
          </div>
        )}
        {fileError && (
          <p className="aw-composer-error" role="alert">
            {text(fileError, { max: POST_IMAGES_MAX })}
          </p>
        )}
      </fieldset>

      <fieldset className="aw-composer-schedule">
        <legend className="aw-visually-hidden">{text('publishLater')}</legend>
        <label className="aw-composer-check">
          <input
            type="checkbox"
            checked={reserving}
            disabled={!reservable}
            aria-describedby={reservable ? undefined : id('locked')}
            onChange={(event) =>
              send({
                type: 'EDIT',
                draft: { reservedAt: event.currentTarget.checked ? defaultReservation(now) : '' },
              })
            }
          />
          {text('publishLater')}
        </label>
        {!reservable && (
          <p id={id('locked')} className="aw-composer-hint">
            {text('reservedLocked')}
          </p>
        )}
        {reserving && (
          <div className="aw-composer-field">
            <label htmlFor={id('date')} className="aw-composer-label">
              {text('reservedAt', { zone: timeZone() })}
            </label>
            <input
              id={id('date')}
              type="datetime-local"
              value={draft.reservedAt}
              min={localDateTimeValue(now)}
              max={localDateTimeValue(new Date(now.getTime() + RESERVE_AHEAD_MS))}
              step={60}
              aria-invalid={reservation ? true : undefined}
              aria-describedby={reservation ? id('date-error') : undefined}
              onChange={(event) =>
                send({ type: 'EDIT', draft: { reservedAt: event.currentTarget.value } })
              }
            />
            {reservation && (
              <p id={id('date-error')} className="aw-composer-error" role="alert">
                {text(reservation.code)}
              </p>
            )}
          </div>
        )}
      </fieldset>

      <div className="aw-composer-field">
        <label htmlFor={id('link')} className="aw-composer-label">
          {text('socialLink')}
        </label>
        <input
          id={id('link')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          value={draft.socialPostLink}
          aria-invalid={link ? true : undefined}
          aria-describedby={`${id('link-hint')}${link ? ` ${id('link-error')}` : ''}`}
          onChange={(event) =>
            send({ type: 'EDIT', draft: { socialPostLink: event.currentTarget.value } })
          }
        />
        <p id={id('link-hint')} className="aw-composer-hint">
          {text('socialLinkHint')}
        </p>
        {link && (
          <p id={id('link-error')} className="aw-composer-error" role="alert">
            {text(link.code)}
          </p>
        )}
      </div>

      <div className="aw-composer-actions">
        {blocker && (
          <p id={id('blocker')} className="aw-composer-hint">
            {text(blocker.code)}
          </p>
        )}
        {onCancel && (
          <button
            type="button"
            className="aw-button"
            onClick={onCancel}
            disabled={state === 'saving'}
          >
            {text('cancel')}
          </button>
        )}
        <button
          type="submit"
          className="aw-button"
          data-variant="primary"
          disabled={!ready || busy}
          aria-describedby={blocker ? id('blocker') : undefined}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
