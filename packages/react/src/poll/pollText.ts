import {
  type Catalogue,
  type MessageText,
  messageText,
  type PollManageMessages,
  type PollMessages,
  pollCatalogue,
  pollManageCatalogue,
} from '@airwave/sdk/i18n'
import { use, useMemo } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'

// The poll's words are the SDK's `pollCatalogue` (what a viewer sees) and `pollManageCatalogue`
// (the streamer's form and pages): a viewer's page never carries the form's words.

/** The poll's words (statuses, votes, alerts). */
export type PollText = MessageText<PollMessages>
/** The poll management's words (the form, the list, a poll's page). */
export type PollManageText = MessageText<PollManageMessages>

function useCatalogue<M extends PollMessages | PollManageMessages>(
  catalogue: Catalogue<M>,
): MessageText<M> {
  const locale = useLocale()
  // Read at once when loaded; `use` suspends only for a language not fetched yet.
  const messages = catalogue.loaded(locale) ?? use(catalogue.load(locale))
  return useMemo(() => messageText(messages, locale), [messages, locale])
}

/**
 * The poll's text in `locale`: its words once loaded (`await pollCatalogue.load(locale)`),
 * English until then.
 *
 * @example
 * pollText('en-US')('votes', { count: 3 }) // '3 votes'
 */
export function pollText(locale: string): PollText {
  return messageText(
    pollCatalogue.loaded(locale) ?? (pollCatalogue.loaded('en-US') as PollMessages),
    locale,
  )
}

/**
 * The poll management's text in `locale`, as {@link pollText} is the poll's.
 *
 * @example
 * pollManageText('en-US')('start') // 'Start the poll'
 */
export function pollManageText(locale: string): PollManageText {
  return messageText(
    pollManageCatalogue.loaded(locale) ??
      (pollManageCatalogue.loaded('en-US') as PollManageMessages),
    locale,
  )
}

/** {@link pollText} for the provider's locale; suspends while its language loads. */
export const usePollText = (): PollText => useCatalogue<PollMessages>(pollCatalogue)

/** {@link pollManageText} for the provider's locale; suspends while its language loads. */
export const usePollManageText = (): PollManageText =>
  useCatalogue<PollManageMessages>(pollManageCatalogue)
