import { describe, expect, it } from 'vitest'
import { ACCOUNT_PROBLEMS_FOR_TEST } from '../../account/accountProblems.fixture'
import { problemKey } from '../../core/formProblem'
import { checkCatalogues } from '../catalogueChecks.fixture'
import { accountCatalogue } from './accountCatalogue'
import { enUS } from './enUS'

// Codes and names kept by every language: `{count}/{max}`.
checkCatalogues([['account', accountCatalogue, enUS, 0.02]])

describe('accountCatalogue', () => {
  it('has a text for every problem a form can say', () => {
    for (const problem of ACCOUNT_PROBLEMS_FOR_TEST) {
      expect(Object.keys(enUS)).toContain(problemKey(problem))
    }
  })

  it('has English at once and another language once loaded', async () => {
    expect(accountCatalogue.loaded('en-US')?.loginTitle).toBe('Sign in')
    expect((await accountCatalogue.load('ko')).loginTitle).toBe('로그인')
  })
})
