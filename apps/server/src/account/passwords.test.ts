import { beforeEach, describe, expect, it } from 'vitest'
import { hashPassword, usePasswordHashCost, verifyPassword } from './passwords'

// Module-wide: a test server started earlier in this worker may have chosen the test cost.
beforeEach(() => usePasswordHashCost('baseline'))

describe('password hashes', () => {
  it("hash with OWASP's argon2id baseline: 19 MiB, 2 passes", async () => {
    const stored = await hashPassword('Airwave!2026')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(stored, 'Airwave!2026')).toBe(true)
    expect(await verifyPassword(stored, 'Airwave!2027')).toBe(false)
  })

  it('hash at the light test cost once asked, and verify either kind', async () => {
    const baseline = await hashPassword('Airwave!2026')
    usePasswordHashCost('test')
    const light = await hashPassword('Airwave!2026')
    expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/)
    expect(await verifyPassword(light, 'Airwave!2026')).toBe(true)
    expect(await verifyPassword(light, 'airwave!2026')).toBe(false)
    expect(await verifyPassword(baseline, 'Airwave!2026')).toBe(true)
  })

  it('answer false for a malformed stored hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Airwave!2026')).toBe(false)
  })
})
