import { lazy, Suspense } from 'react'

// The social buttons load after the login page's form: their flow and words are not in the
// first page's script.
const Buttons = lazy(() =>
  import('./SocialLoginButtonsBlock').then((m) => ({ default: m.SocialLoginButtonsBlock })),
)

/**
 * The social sign-in of the login page (`/login`): Google, Apple and Facebook as the server
 * offers them, under the e-mail form.
 */
export function SocialLoginOptions() {
  return (
    <Suspense fallback={<div className="aw-site-social" aria-busy="true" />}>
      <Buttons />
    </Suspense>
  )
}
