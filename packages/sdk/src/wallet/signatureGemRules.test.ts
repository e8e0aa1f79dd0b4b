import { describe, expect, it } from 'vitest'
import type { SignatureGem } from '../contract/item/earnings.schemas'
import { canAddSignatureGem, signatureGemProblem } from './signatureGemRules'

const gems = (amounts: number[]): SignatureGem[] =>
  amounts.map((gem, i) => ({ signatureGemIdx: i + 1, gem, title: `#${gem}` }))

describe('signatureGemProblem', () => {
  it('checks the amount, the title and the amounts already kept, as the server does', () => {
    const list = gems([100, 777])
    expect(signatureGemProblem({ gem: 500, title: ' Five ' }, list)).toBeUndefined()
    expect(signatureGemProblem({ gem: 0, title: 'zero' }, list)).toBe('invalid-amount')
    expect(signatureGemProblem({ gem: 1.5, title: 'half' }, list)).toBe('invalid-amount')
    expect(signatureGemProblem({ gem: 2 ** 31, title: 'huge' }, list)).toBe('invalid-amount')
    expect(signatureGemProblem({ gem: 5, title: '   ' }, list)).toBe('title-empty')
    expect(signatureGemProblem({ gem: 5, title: 'x'.repeat(41) }, list)).toBe('title-too-long')
    // Forty emoji are forty characters, as the contract counts them.
    expect(signatureGemProblem({ gem: 5, title: '💎'.repeat(40) }, list)).toBeUndefined()
    expect(signatureGemProblem({ gem: 777, title: 'again' }, list)).toBe('taken')
    // A change keeps its own amount.
    expect(
      signatureGemProblem({ signatureGemIdx: 2, gem: 777, title: 'Sevens!' }, list),
    ).toBeUndefined()
  })

  it('refuses a twenty-first, but not a change to one of twenty', () => {
    const full = gems(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(canAddSignatureGem(full)).toBe(false)
    expect(canAddSignatureGem(full.slice(1))).toBe(true)
    expect(signatureGemProblem({ gem: 99, title: 'more' }, full)).toBe('limit')
    expect(signatureGemProblem({ signatureGemIdx: 3, gem: 99, title: 'moved' }, full)).toBe(
      undefined,
    )
  })
})
