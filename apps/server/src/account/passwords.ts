import { type Algorithm, hash, verify } from '@node-rs/argon2'

// The library's default is argon2id already; naming it keeps that a decision, not an accident.
const ARGON2ID = 2 as Algorithm.Argon2id

/**
 * How new passwords are hashed: `baseline` is OWASP's (19 MiB, 2 passes); `test` is argon2id
 * at 1 MiB and one pass, for test servers only. A test suite signs in and seeds thousands of
 * times, and each baseline hash is about 0.1 s of a core (0.4 s on a loaded one). A stored
 * hash carries its own cost, so verifying follows whichever made it.
 */
export type PasswordHashCost = 'baseline' | 'test'

let cost: PasswordHashCost = 'baseline'

/** Sets the cost of the hashes made from now on (the server does, from its config). */
export function usePasswordHashCost(next: PasswordHashCost): void {
  cost = next
}

/**
 * Hashes a password with argon2id (19 MiB, 2 passes: OWASP's baseline; see
 * {@link PasswordHashCost} for test servers).
 *
 * @example
 * const stored = await hashPassword('Airwave!2026')
 */
export function hashPassword(password: string): Promise<string> {
  return hash(
    password,
    cost === 'test'
      ? { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1 }
      : { algorithm: ARGON2ID },
  )
}

/**
 * Compares a password with a stored hash; `false` for a malformed hash rather than an error.
 *
 * @example
 * if (!(await verifyPassword(member.passwordHash, body.password))) throw wrongPassword()
 */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}
