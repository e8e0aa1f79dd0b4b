import { SocialLoginButtons } from '@airwave/react/social'
import { useSearchParams } from 'react-router'
import { returnPath } from '../../app/loginPath'
import { useSocialSiteText } from '../../i18n/social'
import { carriedQuery, useSocialOutcome } from './socialSession'

/**
 * The social sign-in buttons of the login page (`/login`): Google, Apple and Facebook as the
 * server offers them, after an "or". A new member goes on to the agreement; a known one is
 * signed in and goes back where the login page would send them (`next`).
 */
export function SocialLoginButtonsBlock() {
  const words = useSocialSiteText()
  const [search] = useSearchParams()
  const next = returnPath(search)
  const onOutcome = useSocialOutcome({ next, search: carriedQuery(search) })
  return (
    <div className="aw-site-social">
      <p className="aw-site-divider">
        <span>{words.or}</span>
      </p>
      <SocialLoginButtons onOutcome={onOutcome} next={next} />
    </div>
  )
}
