import { SignUp, type SignUpStep } from '@airwave/react/account'
import { useEffect } from 'react'
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router'
import { returnPath, withReturn } from '../../app/loginPath'
import { useSessionStatus } from '../../app/siteContext'
import { useAccountSiteText } from '../../i18n/account'
import { siteLink } from './siteLink'
import './account.css'

/** The sign-up's steps and their addresses (accounts-platform.md section 2). */
const SEGMENTS: Record<SignUpStep, string> = {
  email: 'email-and-birth',
  password: 'create-password',
  names: 'create-names',
}
const STEP_OF: Record<string, SignUpStep> = {
  'email-and-birth': 'email',
  'create-password': 'password',
  'create-names': 'names',
}

/**
 * `/sign-up/email-and-birth`, `/sign-up/create-password`, `/sign-up/create-names`: one page
 * for the three steps, so the kit's `SignUp` keeps its flow while the address follows the step
 * (the browser's back button goes back a step). A taken address goes to
 * `/member/already-register`; signed up, the member goes where they came from.
 */
export function SignUpPage() {
  const { step: segment = '' } = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const status = useSessionStatus()
  const words = useAccountSiteText()
  const step = STEP_OF[segment]
  const pathOf = (next: SignUpStep) => withReturn(`/sign-up/${SEGMENTS[next]}`, search)

  // A member signed in before starting is done here; one who signs up now is signed in on
  // the last step and leaves through onSignedUp.
  const startedSignedIn = status === 'authenticated' && step === 'email'
  useEffect(() => {
    if (startedSignedIn) navigate(returnPath(search), { replace: true })
  }, [startedSignedIn, navigate, search])

  if (!step) return <Navigate to={pathOf('email')} replace />
  return (
    <div className="aw-site-account">
      <title>{`${words.signUpTitle} · Airwave`}</title>
      <SignUp
        step={step}
        renderLink={siteLink}
        loginHref={withReturn('/login', search)}
        onStepChange={(next) => navigate(pathOf(next), { replace: next === step })}
        onAlreadyRegistered={() => navigate('/member/already-register')}
        onSignedUp={() => navigate(returnPath(search), { replace: true })}
      />
    </div>
  )
}
