import { type Algorithm, hash, verify } from '@node-rs/argon2'

// The library's default is argon2id already; naming it keeps that a decision, not an accident.
const ARGON2ID = 2 as Algorithm.Argon2id

/**
 * Hashes a password with argon2id (19 MiB, 2 passes: OWASP's baseline).
 *
 * @example
 * const stored = await hashPassword('Airwave!2026')
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID })
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
