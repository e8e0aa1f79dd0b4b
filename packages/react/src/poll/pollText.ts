import {
  catalogueText,
  type PollManageMessages,
  type PollMessages,
  pollCatalogue,
  pollManageCatalogue,
  type Translate,
} from '@airwave/sdk/i18n'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

// The poll's words are the SDK's `pollCatalogue` (what a viewer sees) and `pollManageCatalogue`
// (the streamer's form and pages): a viewer's page never carries the form's words.

/** The poll's words (statuses, votes, alerts). */
export type PollText = Translate<PollMessages>
/** The poll management's words (the form, the list, a poll's page). */
export type PollManageText = Translate<PollManageMessages>

/**
 * The poll's text in `locale`: its words once loaded (`await pollCatalogue.load(locale)`),
 * English until then.
 *
 * @example
 * pollText('en-US')('votes', { count: 3 }) // '3 votes'
 */
export function pollText(locale: string): PollText {
  return catalogueText(pollCatalogue, locale)
}

/**
 * The poll management's text in `locale`, as {@link pollText} is the poll's.
 *
 * @example
 * pollManageText('en-US')('start') // 'Start the poll'
 */
export function pollManageText(locale: string): PollManageText {
  return catalogueText(pollManageCatalogue, locale)
}

/** {@link pollText} for the provider's locale; suspends while its language loads. */
export const usePollText = (): PollText => useCatalogueText(pollCatalogue)

/** {@link pollManageText} for the provider's locale; suspends while its language loads. */
export const usePollManageText = (): PollManageText => useCatalogueText(pollManageCatalogue)
