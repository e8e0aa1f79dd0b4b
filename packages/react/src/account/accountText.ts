import { problemKey } from '@airwave/sdk'
import type { AccountFormProblem, FormFailure } from '@airwave/sdk/account'
import {
  type AccountMessages,
  accountCatalogue,
  catalogueText,
  type Translate,
} from '@airwave/sdk/i18n'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/** The account screens' words (the SDK's `accountCatalogue`). */
export type AccountText = Translate<AccountMessages>

/**
 * The account screens' text in `locale`: its words once loaded
 * (`await accountCatalogue.load(locale)`), English until then.
 *
 * @example accountText('en-US')('loginTitle') // 'Sign in'
 */
export function accountText(locale: string): AccountText {
  return catalogueText(accountCatalogue, locale)
}

/** {@link accountText} for the provider's locale; suspends while its language loads. */
export function useAccountText(): AccountText {
  return useCatalogueText(accountCatalogue)
}

/** A field's problem in words (`problem1004`, `problemCHA30007`…). */
export function problemText(t: AccountText, problem: AccountFormProblem): string {
  return t(problemKey(problem.code), problem.params)
}

/** A whole form's failure in words. */
export function failureText(t: AccountText, failure: FormFailure): string {
  return 'key' in failure ? t(failure.key) : failure.message
}
