import { birthDateProblem } from '../contract/account/birthDate'
import { validateChannelId } from '../contract/account/channelId'
import { validateNickname } from '../contract/account/nickname'
import type { SocialSignUp } from '../contract/account/social.schemas'
import { type AccountFormProblem, accountProblem } from './accountProblems'

// The social sign-up's two forms (the agreement with the birth date, then the channel), their
// rules written once: the pages show these problems, the server checks the same birth date.

/** The agreement page as a UI holds it: both required terms and the birth date as typed. */
export interface SocialAgreementValues {
  terms: boolean
  privacy: boolean
  year: string
  month: string
  day: string
}

/** The channel page as a UI holds it. */
export interface SocialChannelValues {
  channelId: string
  nickname: string
}

/**
 * What is wrong with the social sign-up, field by field, in the account forms' rules:
 * `required`, the birth date's `birthInvalid` and `tooYoung`, the channel id's and the
 * nickname's rule keys (65, 66; 23 to 25).
 */
export type SocialSignUpProblem = AccountFormProblem<
  'terms' | 'privacy' | 'birthDate' | 'channelId' | 'nickname'
>

const number = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

/**
 * Every problem of the agreement page; none when the member may go on to the channel.
 *
 * @example
 * socialAgreementProblems({ terms: true, privacy: false, year: '1990', month: '4', day: '2' })
 * // [{ field: 'privacy', code: 'required' }]
 */
export function socialAgreementProblems(
  values: SocialAgreementValues,
  now: Date = new Date(),
): SocialSignUpProblem[] {
  const problems: SocialSignUpProblem[] = []
  if (!values.terms) problems.push(accountProblem('terms', 'required'))
  if (!values.privacy) problems.push(accountProblem('privacy', 'required'))
  if (!values.year.trim() || !values.month.trim() || !values.day.trim()) {
    problems.push(accountProblem('birthDate', 'required'))
  } else {
    const kind = birthDateProblem(
      number(values.year),
      number(values.month),
      number(values.day),
      now,
    )
    if (kind) {
      problems.push(accountProblem('birthDate', kind === 'too-young' ? 'tooYoung' : 'birthInvalid'))
    }
  }
  return problems
}

/**
 * Every problem of the channel page (the account rules of a channel id and a nickname).
 *
 * @example socialChannelProblems({ channelId: 'ab', nickname: 'Neo' }) // [{ field: 'channelId', code: 65 }]
 */
export function socialChannelProblems(values: SocialChannelValues): SocialSignUpProblem[] {
  const problems: SocialSignUpProblem[] = []
  const channelId = values.channelId.trim()
  if (!channelId) problems.push(accountProblem('channelId', 'required'))
  else {
    const result = validateChannelId(channelId)
    if (!result.valid) problems.push(accountProblem('channelId', result.key))
  }
  const nickname = values.nickname.trim()
  if (!nickname) problems.push(accountProblem('nickname', 'required'))
  else {
    const result = validateNickname(nickname)
    if (!result.valid) problems.push(accountProblem('nickname', result.key))
  }
  return problems
}

/**
 * The sign-up call's body from both pages, once neither has a problem.
 *
 * @example await client.social.signUp(socialSignUpBody(agreement, channel))
 */
export function socialSignUpBody(
  agreement: SocialAgreementValues,
  channel: SocialChannelValues,
): SocialSignUp {
  return {
    termsCheck: true,
    year: number(agreement.year),
    month: number(agreement.month),
    day: number(agreement.day),
    channelId: channel.channelId.trim(),
    nickname: channel.nickname.trim().normalize('NFC'),
  }
}

/**
 * A channel id to suggest from the provider's name or e-mail: letters and digits, 4 to 15,
 * or empty when nothing usable is there.
 *
 * @example suggestChannelId('neo.anderson@example.com') // 'neoanderson'
 */
export function suggestChannelId(source: string | null | undefined): string {
  const base = (source ?? '').split('@')[0]?.replace(/[^A-Za-z0-9]/g, '') ?? ''
  const id = base.slice(0, 15)
  return validateChannelId(id).valid ? id : ''
}
