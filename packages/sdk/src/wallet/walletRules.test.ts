import { describe, expect, it } from 'vitest'
import { ApiError } from '../core/apiError'
import {
  chargeRegion,
  cheerCheck,
  paymentOutcome,
  paymentPollDelay,
  sortedPacks,
  walletErrorKey,
} from './walletRules'

describe('paymentOutcome', () => {
  it('tells the buyer what each status means', () => {
    expect(paymentOutcome('PENDING')).toBe('waiting')
    expect(paymentOutcome('SUCCESS')).toBe('paid')
    expect(paymentOutcome('DECLINED')).toBe('failed')
    expect(paymentOutcome('CANCELLED')).toBe('cancelled')
    expect(paymentOutcome('EXPIRED')).toBe('cancelled')
    expect(paymentOutcome('REFUNDED')).toBe('refunded')
  })
})

describe('paymentPollDelay', () => {
  it('doubles from half a second and stops growing at eight', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(paymentPollDelay)).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ])
  })
})

describe('cheerCheck', () => {
  it('takes whole amounts from 1 up to the balance', () => {
    expect(cheerCheck(100, 100)).toBe('ok')
    expect(cheerCheck(101, 100)).toBe('not-enough')
    expect(cheerCheck(0, 100)).toBe('invalid-amount')
    expect(cheerCheck(-5, 100)).toBe('invalid-amount')
    expect(cheerCheck(1.5, 100)).toBe('invalid-amount')
    expect(cheerCheck(2 ** 31, undefined)).toBe('invalid-amount')
    expect(cheerCheck(Number.NaN, 100)).toBe('invalid-amount')
    // An unknown balance is the server's to judge.
    expect(cheerCheck(10_000, undefined)).toBe('ok')
  })
})

describe('sortedPacks and chargeRegion', () => {
  it('offers the cheapest pack first and the asked region when there is one', () => {
    const pack = (packId: string, priceMinor: number) =>
      ({ packId, gem: priceMinor, price: '', priceMinor, currency: 'USD' }) as const
    expect(sortedPacks({ packs: [pack('b', 999), pack('a', 99)] }).map((p) => p.packId)).toEqual([
      'a',
      'b',
    ])
    const policy = { region: 'GLOBAL', regions: ['NA', 'TH', 'GC', 'GLOBAL'] } as const
    expect(chargeRegion(policy, 'TH')).toBe('TH')
    expect(chargeRegion(policy, 'XX')).toBe('GLOBAL')
    expect(chargeRegion(policy)).toBe('GLOBAL')
  })
})

describe('walletErrorKey', () => {
  it('names each item refusal, then falls back on the kind', () => {
    const key = (code: string, status = 409) => walletErrorKey(new ApiError(status, code, ''))
    expect(key('ITE20001')).toBe('errorNotEnoughGems')
    expect(key('ITE10000', 403)).toBe('errorNotMonetized')
    expect(key('ITE10001', 403)).toBe('errorAdultOnly')
    expect(key('ITE10009', 403)).toBe('errorOwnChannel')
    expect(key('ITE10003', 403)).toBe('errorOwnChannel')
    expect(key('ITE10005', 403)).toBe('errorBlocked')
    expect(key('ITE20004', 400)).toBe('errorUnknownPack')
    expect(key('ITE20005', 503)).toBe('errorPaymentsUnavailable')
    expect(key('ITE20003', 404)).toBe('errorOrderNotFound')
    expect(key('CHT10001', 403)).toBe('errorMessageRefused')
    expect(key('RATE_LIMITED', 429)).toBe('errorRateLimited')
    expect(key('UNAUTHORIZED', 401)).toBe('errorSignIn')
    expect(key('NETWORK_ERROR', 0)).toBe('errorNetwork')
    expect(key('INVALID_REQUEST', 400)).toBe('errorInvalidAmount')
    expect(key('INTERNAL', 500)).toBe('errorUnknown')
    expect(walletErrorKey(new Error('boom'))).toBe('errorUnknown')
  })

  it('files the wallet codes under their own kind in the error catalogue', () => {
    expect(new ApiError(503, 'ITE20005', '').kind).toBe('wallet')
    expect(new ApiError(409, 'ITE20001', '').kind).toBe('wallet')
  })
})

describe('walletErrorKey for the streamer side', () => {
  it('names the signature gem refusals', () => {
    expect(walletErrorKey(new ApiError(409, 'ITE20008', 'taken'))).toBe('errorSignatureTaken')
    expect(walletErrorKey(new ApiError(409, 'ITE20009', 'full'))).toBe('errorSignatureLimit')
    expect(walletErrorKey(new ApiError(403, 'ITE10000', 'not yet'))).toBe('errorNotMonetized')
  })
})
