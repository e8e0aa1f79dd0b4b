import type { AccountProblem } from './accountProblems'

/** Every problem of `AccountProblem`, for the catalogue's test: a new one fails to compile here. */
const all: Record<Exclude<AccountProblem, number>, true> = {
  required: true,
  MEM10055: true,
  CHA30000: true,
  CHA30001: true,
  CHA30007: true,
  CHA30008: true,
  notRegistered: true,
  codeFormat: true,
  codeWrong: true,
  codeExpired: true,
  codeNotSent: true,
  birthInvalid: true,
  tooYoung: true,
  samePassword: true,
  passwordRules: true,
  termsRequired: true,
  reasonRequired: true,
}

export const ACCOUNT_PROBLEMS_FOR_TEST: AccountProblem[] = [
  ...(Object.keys(all) as AccountProblem[]),
  1004,
  1013,
  1005,
  1006,
  1007,
  65,
  66,
  23,
  24,
  25,
]
