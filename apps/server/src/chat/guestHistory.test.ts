import type { ChatMessage } from '@airwave/sdk/contract'
import { describe, expect, it } from 'vitest'
import { createGuestHistory } from './guestHistory'

const airwave = { idx: 1, handle: 'airwave' }
const other = { idx: 2, handle: 'other' }

/** A read function whose reads are held until released, counted per channel. */
function heldReads() {
  const reads: { channel: string; finish: (messages: ChatMessage[] | Error) => void }[] = []
  const read = (channel: { handle: string }) =>
    new Promise<ChatMessage[]>((resolve, reject) => {
      reads.push({
        channel: channel.handle,
        finish: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
      })
    })
  return { reads, read }
}

const entry = (message: string) => ({ message }) as ChatMessage
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('createGuestHistory', () => {
  it('gives the guests who ask while a read runs one read, started after that one ends', async () => {
    const { reads, read } = heldReads()
    const history = createGuestHistory(read)

    const first = history(airwave)
    await settle()
    expect(reads).toHaveLength(1)
    // Asked while the first read runs: it may have missed what was sent since, so they wait.
    const later = [history(airwave), history(airwave), history(airwave)]
    await settle()
    expect(reads).toHaveLength(1)

    reads[0]?.finish([entry('old')])
    expect(await first).toEqual([entry('old')])
    await settle()
    expect(reads).toHaveLength(2)
    reads[1]?.finish([entry('old'), entry('new')])
    for (const answer of await Promise.all(later)) {
      expect(answer).toEqual([entry('old'), entry('new')])
    }
  })

  it('never hands a guest a read that started before they asked', async () => {
    const { reads, read } = heldReads()
    const history = createGuestHistory(read)
    const first = history(airwave)
    await settle()
    const second = history(airwave)
    reads[0]?.finish([])
    await first
    await settle()
    // The second read has started: who asks now waits for a third.
    const third = history(airwave)
    await settle()
    expect(reads).toHaveLength(2)
    reads[1]?.finish([entry('a')])
    expect(await second).toEqual([entry('a')])
    await settle()
    expect(reads).toHaveLength(3)
    reads[2]?.finish([entry('a'), entry('b')])
    expect(await third).toEqual([entry('a'), entry('b')])
  })

  it('reads channels apart, and a failed read fails only those sharing it', async () => {
    const { reads, read } = heldReads()
    const history = createGuestHistory(read)
    const failing = history(airwave)
    const elsewhere = history(other)
    await settle()
    expect(reads.map((r) => r.channel)).toEqual(['airwave', 'other'])
    reads[0]?.finish(new Error('database gone'))
    await expect(failing).rejects.toThrow('database gone')
    reads[1]?.finish([entry('x')])
    expect(await elsewhere).toEqual([entry('x')])

    const again = history(airwave)
    await settle()
    reads[2]?.finish([entry('y')])
    expect(await again).toEqual([entry('y')])
  })
})
