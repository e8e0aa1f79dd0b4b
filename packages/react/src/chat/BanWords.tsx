import { pageCount } from '@airwave/sdk'
import {
  addBanWordMutation,
  BAN_WORD_PAGE_SIZE,
  type BanWordProblem,
  banWordPageQuery,
  banWordProblem,
  removeBanWordMutation,
} from '@airwave/sdk/chat'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { Pager } from '../shared/paging/Pager'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import type { ChatSettingsText, ChatSettingsTextKey } from './chatText'

const problemText: Record<BanWordProblem['code'], ChatSettingsTextKey> = {
  blank: 'banWordBlank',
  tooLong: 'banWordTooLong',
  duplicate: 'banWordDuplicate',
}

/** What the list says after a change, in a polite status line. */
type Said = { kind: 'status' | 'alert'; text: string } | undefined

/**
 * A channel's ban words: 200 a page (the spec's page size) with previous and next, a field to
 * add one (blank, over 50 characters or already there is refused with a reason; the server's
 * duplicate refusal too), and a remove button on each.
 *
 * @example
 * <BanWords channelId="airwave" t={t} disabled={!rights.edit} />
 */
export function BanWords({
  channelId,
  t,
  disabled,
}: {
  channelId: string
  t: ChatSettingsText
  disabled: boolean
}) {
  const { queryClient } = useAirwave()
  const client = useCalls('BanWords', 'chat')
  const [page, setPage] = useState(1)
  const [word, setWord] = useState('')
  const [tried, setTried] = useState(false)
  const [said, setSaid] = useState<Said>()
  const headingId = useId()
  const errorId = useId()
  const list = useQuery(
    // The page on screen stays while the next one loads: the list does not flash empty.
    { ...banWordPageQuery(client, channelId, page), placeholderData: keepPreviousData },
    queryClient,
  )
  const add = useMutation(addBanWordMutation(client, queryClient, channelId), queryClient)
  const remove = useMutation(removeBanWordMutation(client, queryClient, channelId), queryClient)
  const words = list.data?.banWordList ?? []
  const total = list.data?.totalCnt ?? 0
  const pages = pageCount({ total, size: BAN_WORD_PAGE_SIZE })
  const problem = banWordProblem(
    word,
    words.map((banWord) => banWord.word),
  )
  // A blank word is said only once the member tried to add it.
  const shownProblem = tried || problem?.code !== 'blank' ? problem : undefined

  const onAdd = () => {
    setTried(true)
    if (problem) return
    const added = word.trim()
    add.mutate(word, {
      onSuccess: () => {
        setWord('')
        setTried(false)
        setSaid({ kind: 'status', text: t('banWordAdded', { word: added }) })
      },
      onError: (error) =>
        setSaid({
          kind: 'alert',
          text:
            error.status === 409
              ? t('banWordDuplicate')
              : t('saveFailed', { message: error.message }),
        }),
    })
  }
  const onRemove = (banWordIdx: number, removed: string) =>
    remove.mutate(banWordIdx, {
      onSuccess: () => {
        setSaid({ kind: 'status', text: t('banWordRemoved', { word: removed }) })
        // The last word of the last page gone: show the page before it.
        if (words.length === 1 && page > 1) setPage(page - 1)
      },
      onError: (error) =>
        setSaid({ kind: 'alert', text: t('saveFailed', { message: error.message }) }),
    })

  return (
    <section className="aw-ban-words" aria-labelledby={headingId} data-state={list.status}>
      <h3 id={headingId}>{t('banWords')}</h3>
      <p className="aw-chat-settings-hint">
        {t('banWordsHint')} {list.isSuccess && t('banWordsCount', { count: total })}
      </p>
      <form
        className="aw-ban-word-add"
        onSubmit={(event) => {
          event.preventDefault()
          onAdd()
        }}
      >
        <label>
          <span>{t('newBanWord')}</span>
          <input
            type="text"
            value={word}
            disabled={disabled}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={shownProblem ? errorId : undefined}
            onChange={(event) => {
              setWord(event.currentTarget.value)
              setSaid(undefined)
            }}
          />
        </label>
        <button type="submit" className="aw-button" disabled={disabled || add.isPending}>
          {t('addBanWord')}
        </button>
        {shownProblem && (
          <p id={errorId} className="aw-chat-settings-error" role="alert">
            {t(problemText[shownProblem.code], shownProblem.params)}
          </p>
        )}
      </form>
      <p className="aw-chat-settings-said" role={said?.kind === 'alert' ? 'alert' : 'status'}>
        {said?.text}
      </p>
      {list.isPending && <p className="aw-chat-settings-hint">{t('loading')}</p>}
      {list.isError && (
        <RetryAlert message={t('error')} retryLabel={t('retry')} onRetry={() => list.refetch()} />
      )}
      {list.isSuccess && words.length === 0 && (
        <p className="aw-chat-settings-hint">{t('banWordsEmpty')}</p>
      )}
      {words.length > 0 && (
        <ul className="aw-ban-word-list">
          {words.map((banWord) => (
            <li key={banWord.banWordIdx} className="aw-ban-word">
              <span>{banWord.word}</span>
              <button
                type="button"
                className="aw-icon-button"
                aria-label={t('removeBanWord', { word: banWord.word })}
                disabled={disabled || remove.isPending}
                onClick={() => onRemove(banWord.banWordIdx, banWord.word)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager
        className="aw-ban-word-pages"
        label={t('banWords')}
        page={page}
        pages={pages}
        goTo={setPage}
        words={{
          previous: t('previousPage'),
          next: t('nextPage'),
          position: t('pageOf', { page, pages }),
        }}
      />
    </section>
  )
}
