import { focusManager, onlineManager } from '@tanstack/query-core'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { ApiError } from './apiError'
import { failureFeedback } from './feedback'
import { kitError } from './kitEvents'
import { shouldRetryQuery } from './queryClient'
import { recoveryCues } from './recoveryCues'
import { AUTO_RETRY, isUnreachable, retryDelayOf, shouldAutoRetry } from './serverReach'

afterEach(() => {
  onlineManager.setOnline(true)
  focusManager.setFocused(undefined)
})

describe('isUnreachable', () => {
  it('holds for no answer, a timeout and a gateway, not for the server refusing', () => {
    expect(isUnreachable(new ApiError(0, 'NETWORK_ERROR', 'failed'))).toBe(true)
    expect(isUnreachable(new ApiError(0, 'TIMEOUT', 'timed out'))).toBe(true)
    expect(isUnreachable(new ApiError(502, 'BAD_GATEWAY', 'HTTP 502'))).toBe(true)
    expect(isUnreachable(new ApiError(504, 'GATEWAY_TIMEOUT', 'HTTP 504'))).toBe(true)
    expect(isUnreachable(new ApiError(503, 'SERVICE_UNAVAILABLE', 'HTTP 503'))).toBe(true)
    expect(isUnreachable(new ApiError(503, 'MAINTENANCE', 'Upgrade'))).toBe(false)
    expect(isUnreachable(new ApiError(404, 'CHA30006', 'none'))).toBe(false)
    expect(isUnreachable(new Error('x'))).toBe(false)
  })
})

describe('failureFeedback', () => {
  it('says "can\'t reach the server" for a 502, never the raw status', () => {
    expect(failureFeedback(new ApiError(502, 'BAD_GATEWAY', 'HTTP 502'))).toEqual({
      type: 'unreachable',
    })
    expect(failureFeedback(new ApiError(0, 'NETWORK_ERROR', 'failed'))).toEqual({
      type: 'unreachable',
    })
  })
})

describe('kitError', () => {
  it('reports where, the kind and whether the server was unreachable', () => {
    const error = new ApiError(502, 'BAD_GATEWAY', 'HTTP 502')
    expect(kitError('board', 'kim', error)).toEqual({
      source: 'board',
      channelId: 'kim',
      error,
      kind: 'unreachable',
      unreachable: true,
    })
  })
})

describe('automatic retries', () => {
  it('spaces tries by the capped backoff and stops after AUTO_RETRY.attempts', () => {
    expect(retryDelayOf(0, () => 1)).toBe(AUTO_RETRY.baseMs)
    expect(retryDelayOf(3, () => 1)).toBe(AUTO_RETRY.baseMs * 8)
    expect(retryDelayOf(20, () => 1)).toBe(AUTO_RETRY.maxMs)
    const down = new ApiError(0, 'NETWORK_ERROR', 'failed')
    expect(shouldAutoRetry(down, AUTO_RETRY.attempts - 1)).toBe(true)
    expect(shouldAutoRetry(down, AUTO_RETRY.attempts)).toBe(false)
    expect(shouldAutoRetry(new ApiError(500, 'INTERNAL', 'x'), 0)).toBe(true)
    expect(shouldAutoRetry(new ApiError(403, 'FORBIDDEN', 'x'), 0)).toBe(false)
    expect(shouldAutoRetry(new ApiError(503, 'MAINTENANCE', 'x'), 0)).toBe(false)
  })

  it("retries a gateway's 503 query, not maintenance", () => {
    expect(shouldRetryQuery(0, new ApiError(503, 'SERVICE_UNAVAILABLE', 'HTTP 503'))).toBe(true)
    expect(shouldRetryQuery(0, new ApiError(503, 'MAINTENANCE', 'later'))).toBe(false)
  })
})

describe('recoveryCues', () => {
  it('asks for a retry when the browser comes back online or the window regains focus', () => {
    const seen: string[] = []
    const parent = createMachine({
      invoke: { src: recoveryCues },
      on: { RETRY: { actions: () => seen.push('RETRY') } },
    })
    const actor = createActor(parent).start()
    onlineManager.setOnline(false)
    expect(seen).toEqual([])
    onlineManager.setOnline(true)
    expect(seen).toEqual(['RETRY'])
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    expect(seen).toEqual(['RETRY', 'RETRY'])
    actor.stop()
    onlineManager.setOnline(false)
    onlineManager.setOnline(true)
    expect(seen).toHaveLength(2)
  })
})
