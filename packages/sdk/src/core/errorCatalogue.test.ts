import { describe, expect, it } from 'vitest'
import { errorCodes, errorKind, errorStatus } from './errorCatalogue'

describe('errorKind', () => {
  it('maps the spec codes to what the UI does', () => {
    expect(errorKind('CHA30048', 400)).toBe('max-blocked')
    expect(errorKind('CHA30049', 400)).toBe('already-reported')
    expect(errorKind('ITE30004', 400)).toBe('already-reported')
    expect(errorKind('CHA30025', 400)).toBe('already-blocked')
    expect(errorKind('CHA30017', 400)).toBe('own-channel')
    expect(errorKind('MEM10029', 403)).toBe('account-blocked')
    expect(errorKind('MEM10058', 403)).toBe('channel-blocked')
    expect(errorKind('MEM10055', 400)).toBe('password-mismatch')
    expect(errorKind('CHA30093', 400)).toBe('poll')
    expect(errorKind('STR40009', 400)).toBe('replay-save')
    expect(errorKind('VOD1216', 400)).toBe('message')
    expect(errorKind('FILE_SIZE_EXCEEDS', 0)).toBe('file')
    expect(errorKind('1013', 400)).toBe('invalid-input')
  })

  it('lets a known code win over the status', () => {
    expect(errorKind('CHA30006', 503)).toBe('not-found')
    expect(errorKind('NETWORK_ERROR', 0)).toBe('network')
    expect(errorKind('TIMEOUT', 0)).toBe('timeout')
  })

  it('falls back on the status for unknown codes', () => {
    expect(errorKind('NEW9999', 503)).toBe('maintenance')
    expect(errorKind('NEW9999', 401)).toBe('unauthorized')
    expect(errorKind('NEW9999', 404)).toBe('not-found')
    expect(errorKind('NEW9999', 400)).toBe('unknown')
    expect(errorKind('toString', 500)).toBe('unknown')
  })
})

describe('errorCodes', () => {
  it('lists every code of the spec', () => {
    const vod = [1000, 1001, 1002, 1003, 1004, 1005, 1008, 1011, 1012, 1014, 1015, 1017, 1018]
    const moreVod = [1021, 1024, 1026, 1027, 1031, 1033, 1216, 1217]
    const codes = [
      ...[0, 1, 6, 7, 8, 15, 16, 17, 23, 25, 48, 49, 68, 71, 90, 91, 92, 93, 94, 95].map(
        (n) => `CHA300${String(n).padStart(2, '0')}`,
      ),
      'CHA43004',
      'CHA43005',
      ...[...vod, ...moreVod].map((n) => `VOD${n}`),
      ...['STR40009', 'ITE10000', 'ITE10001', 'ITE10003', 'ITE10005', 'ITE10009', 'ITE30004'],
      ...['API1002', 'MSG2000', 'MSG2003', 'MSG2008', 'MEM10029', 'MEM10058', 'MEM10055'],
      ...['MEM12003', 'MEM12005', 'MEM100', 'MEM13001', 'MEM12006'],
      ...Array.from({ length: 12 }, (_, i) => String(1002 + i)),
      ...['FILE_TYPE_NOT_ALLOWED', 'FILE_SIZE_EXCEEDS', 'IMAGE_DIMENSIONS_NOT_ALLOWED'],
    ]
    expect(codes.filter((code) => !(code in errorCodes))).toEqual([])
  })

  it('gives our generic codes their HTTP status', () => {
    expect(errorStatus('INVALID_REQUEST')).toBe(400)
    expect(errorStatus('UNAUTHORIZED')).toBe(401)
    expect(errorStatus('FORBIDDEN')).toBe(403)
    expect(errorStatus('NOT_FOUND')).toBe(404)
    expect(errorStatus('CONFLICT')).toBe(409)
    expect(errorStatus('CHANNEL_REQUIRED')).toBe(403)
    expect(errorKind('CHANNEL_REQUIRED', 403)).toBe('channel-required')
    expect(errorStatus('PAYLOAD_TOO_LARGE')).toBe(413)
    expect(errorStatus('RATE_LIMITED')).toBe(429)
    expect(errorStatus('INTERNAL')).toBe(500)
    expect(errorStatus('MAINTENANCE')).toBe(503)
    expect(errorStatus('CHA30048')).toBe(409)
    expect(errorStatus('NETWORK_ERROR')).toBeUndefined()
  })
})
