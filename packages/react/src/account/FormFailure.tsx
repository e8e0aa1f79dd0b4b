import type { FormFailure as Failure } from '@airwave/sdk/account'
import { type AccountText, failureText } from './accountText'

/** A whole form's refusal (too many tries, offline, the server's message), announced. */
export function FormFailureText({ failure, t }: { failure: Failure | undefined; t: AccountText }) {
  if (!failure) return null
  return (
    <p className="aw-account-failure" role="alert">
      {failureText(t, failure)}
    </p>
  )
}
