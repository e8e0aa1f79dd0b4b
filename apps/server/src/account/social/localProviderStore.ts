import type { Adapter, AdapterPayload } from 'oidc-provider'

/**
 * oidc-provider's storage in memory, expiring entries with their lifetime: the provider lives
 * as long as the process, as its sessions and codes do. Its own rather than the package's: that
 * one warns on every start that it is for development, which this provider always is.
 *
 * @example new Provider(issuer, { adapter: memoryAdapterClass(), … })
 */
export function memoryAdapterClass(): new (model: string) => Adapter {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>()
  const read = (key: string) => {
    const entry = store.get(key)
    if (!entry) return undefined
    if (entry.expiresAt < Date.now()) {
      store.delete(key)
      return undefined
    }
    return entry.payload
  }
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 })
      if (payload.grantId) {
        const grant = `grant:${payload.grantId}`
        const list = (read(grant)?.list as string[] | undefined) ?? []
        store.set(grant, {
          payload: { list: [...list, this.key(id)] } as AdapterPayload,
          expiresAt: Date.now() + expiresIn * 1000,
        })
      }
      if (payload.userCode)
        store.set(`userCode:${payload.userCode}`, {
          payload: { id } as AdapterPayload,
          expiresAt: Date.now() + expiresIn * 1000,
        })
      if (payload.uid)
        store.set(`uid:${payload.uid}`, {
          payload: { id } as AdapterPayload,
          expiresAt: Date.now() + expiresIn * 1000,
        })
    }
    async find(id: string) {
      return read(this.key(id))
    }
    async findByUserCode(userCode: string) {
      const ref = read(`userCode:${userCode}`)
      return ref ? this.find(String(ref.id)) : undefined
    }
    async findByUid(uid: string) {
      const ref = read(`uid:${uid}`)
      return ref ? this.find(String(ref.id)) : undefined
    }
    async consume(id: string) {
      const payload = read(this.key(id))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    }
    async destroy(id: string) {
      store.delete(this.key(id))
    }
    async revokeByGrantId(grantId: string) {
      const grant = `grant:${grantId}`
      for (const key of (read(grant)?.list as string[] | undefined) ?? []) store.delete(key)
      store.delete(grant)
    }
  }
}
