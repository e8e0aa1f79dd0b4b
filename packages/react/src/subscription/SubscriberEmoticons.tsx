import { SUBSCRIBER_EMOTICON_LIMIT, type SubscriberImageEmitted } from '@airwave/sdk/subscription'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
import { PendingButton } from '../shared/feedback/PendingButton'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { walletStyles } from '../wallet/wallet.styles'
import { SubscriberImageButton } from './SubscriberImageButton'
import { SubscriberLoadStatus } from './SubscriberLoadStatus'
import { subscriberStyles } from './subscriber.styles'
import { imageRuleParams, refusalText, useSubscriberText } from './subscriberText'
import { useSubscriberEmoticons } from './useSubscribers'

export interface SubscriberEmoticonsProps {
  /** The streamer's own channel. */
  channelId: string
}

// Refusals said at the keyword field rather than at the file.
const keywordCodes = new Set(['keyword-invalid', 'keyword-taken'])

/**
 * The streamer's subscriber emoticons (`/dashboard/subscribers/emoticon`): the grid of the
 * channel's emoticons with their keyword and a delete (asked first), and the form that adds one
 * (a keyword of letters and digits, an image), the count against the limit of 30. The keyword
 * and the file are checked before anything is sent, as the server checks them; a refusal says
 * why in the code's words. `data-state`: loading, error, or the images' machine's.
 *
 * @example <SubscriberEmoticons channelId="airwave" />
 */
export function SubscriberEmoticons(props: SubscriberEmoticonsProps) {
  useSheet('wallet', walletStyles)
  useSheet('subscriber', subscriberStyles)
  const t = useSubscriberText()
  const locale = useLocale()
  const [keyword, setKeyword] = useState('')
  const [file, setFile] = useState<File>()
  const [notice, setNotice] = useState('')
  const keywordInput = useRef<HTMLInputElement>(null)
  // A deleted emoticon's button leaves with it: the focus goes to the keyword field instead.
  const focusAfterDelete = useRef<string | undefined>(undefined)
  const id = useId()
  const emoticons = useSubscriberEmoticons(props.channelId, {
    onChange: (event: SubscriberImageEmitted) => {
      if (event.target.kind !== 'emoticon') return
      const { keyword: done } = event.target
      if (event.type === 'deleted') focusAfterDelete.current = done
      setNotice(
        t(event.type === 'uploaded' ? 'emoticonAdded' : 'emoticonDeleted', { keyword: done }),
      )
      if (event.type === 'uploaded') {
        setKeyword('')
        setFile(undefined)
        keywordInput.current?.focus()
      }
    },
  })
  const { query } = emoticons
  useEffect(() => {
    const gone = focusAfterDelete.current
    if (gone === undefined || query.data?.emoticons.some((e) => e.emoticonKeyword === gone)) return
    focusAfterDelete.current = undefined
    keywordInput.current?.focus()
  }, [query.data])
  if (!query.data) {
    const failed = query.isError
    return (
      <section className="aw-wallet aw-subscribers" data-state={failed ? 'error' : 'loading'}>
        <SubscriberLoadStatus
          failed={failed}
          text={t('emoticonsFailed')}
          onRetry={() => void query.refetch()}
        />
      </section>
    )
  }
  const list = query.data.emoticons
  const full = list.length >= SUBSCRIBER_EMOTICON_LIMIT
  const uploading = emoticons.state === 'checking' || emoticons.state === 'uploading'
  const busy = uploading || emoticons.state === 'deleting'
  const refused = emoticons.state === 'refused' ? emoticons.refusal : undefined
  const onKeyword = refused !== undefined && keywordCodes.has(refused.code)
  const removing = emoticons.target?.kind === 'emoticon' ? emoticons.target.keyword : ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setNotice('')
    emoticons.upload({ kind: 'emoticon', keyword: keyword.trim() }, file)
  }
  return (
    <section className="aw-wallet aw-subscribers" data-state={emoticons.state}>
      <p className="aw-wallet-lead">{t('emoticonsLead')}</p>
      <p className="aw-subscriber-count">
        {t('emoticonCount', { count: list.length, max: SUBSCRIBER_EMOTICON_LIMIT })}
      </p>
      {full ? (
        <p className="aw-wallet-status" data-tone="info">
          {t('emoticonsFull', { max: SUBSCRIBER_EMOTICON_LIMIT })}
        </p>
      ) : (
        <form
          className="aw-subscriber-form"
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-title`}
        >
          <h3 id={`${id}-title`}>{t('emoticonNew')}</h3>
          <div className="aw-wallet-row">
            <label className="aw-wallet-field" htmlFor={`${id}-keyword`}>
              {t('emoticonKeyword')}
              <input
                ref={keywordInput}
                id={`${id}-keyword`}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={keyword}
                aria-invalid={onKeyword || undefined}
                aria-describedby={`${id}-keyword-note`}
                onChange={(event) => setKeyword(event.target.value)}
              />
            </label>
            <div className="aw-wallet-field">
              <span id={`${id}-file`}>{t('emoticonFile')}</span>
              <SubscriberImageButton
                label={t('emoticonChoose')}
                describedBy={`${id}-file-note`}
                disabled={busy}
                onPick={(picked) => {
                  setNotice('')
                  setFile(picked)
                }}
              />
            </div>
          </div>
          <p
            id={`${id}-keyword-note`}
            className="aw-wallet-status"
            data-tone={onKeyword ? 'error' : 'info'}
          >
            {onKeyword ? refusalText(t, refused, locale) : t('emoticonKeywordHint')}
          </p>
          <p id={`${id}-file-note`} className="aw-wallet-status" data-tone="info">
            {file
              ? t('emoticonChosen', { name: file.name })
              : t('imageHint', imageRuleParams(locale))}
          </p>
          <div className="aw-wallet-row">
            <PendingButton
              pending={uploading}
              disabled={busy}
              label={t('emoticonAdd')}
              pendingLabel={t('emoticonAdding')}
            />
          </div>
        </form>
      )}
      <p
        className="aw-wallet-status"
        role="status"
        data-tone={refused ? 'error' : 'info'}
        data-refusal={refused?.code}
      >
        {refused && !onKeyword
          ? refusalText(t, refused, locale)
          : emoticons.state === 'done'
            ? notice
            : ''}
      </p>
      {list.length === 0 ? (
        <p className="aw-wallet-lead aw-subscriber-empty">{t('emoticonsEmpty')}</p>
      ) : (
        <ul className="aw-subscriber-emoticons" aria-label={t('emoticonsTitle')}>
          {list.map((emoticon) => (
            <li
              key={emoticon.emoticonKeyword}
              className="aw-subscriber-emoticon"
              data-keyword={emoticon.emoticonKeyword}
            >
              <div className="aw-subscriber-image">
                <img
                  src={emoticon.emoticonImgUrl}
                  alt={t('emoticonImage', { keyword: emoticon.emoticonKeyword })}
                />
              </div>
              <code>{emoticon.emoticonKeyword}</code>
              <button
                type="button"
                className="aw-button"
                data-variant="danger"
                aria-label={t('emoticonDeleteFor', { keyword: emoticon.emoticonKeyword })}
                disabled={busy}
                onClick={() => {
                  setNotice('')
                  emoticons.remove({ kind: 'emoticon', keyword: emoticon.emoticonKeyword })
                }}
              >
                {t('emoticonDelete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmFrame
        open={emoticons.state === 'confirming' || emoticons.state === 'deleting'}
        onClose={emoticons.cancel}
        onConfirm={emoticons.confirm}
        busy={emoticons.state === 'deleting'}
        title={t('emoticonDeleteTitle', { keyword: removing })}
        description={t('emoticonDeleteBody')}
        cancelLabel={t('cancel')}
        confirmLabel={t('emoticonDelete')}
      />
    </section>
  )
}
