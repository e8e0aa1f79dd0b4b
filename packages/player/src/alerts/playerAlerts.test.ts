import { describe, expect, it } from 'vitest'
import { playerAlerts } from './playerAlerts'

const on = { status: 'ON', alertBox: 'NONE', dialogAlert: 'NONE' } as const
const network = { kind: 'NETWORK_ERROR', code: 'offline', action: 'retry' } as const

describe('playerAlerts', () => {
  it('shows offline before any end, the off box after one or while waiting, forced-off after a forced end', () => {
    const base = { access: {}, adultConsent: 'pending' } as const
    expect(playerAlerts({ ...base, live: { ...on, status: 'OFF' } }).box).toBe('OFFLINE')
    expect(playerAlerts({ ...base, live: { ...on, status: 'OFF', alertBox: 'OFF' } }).box).toBe(
      'OFF',
    )
    expect(playerAlerts({ ...base, live: { ...on, status: 'OFF_WAITING' } }).box).toBe('OFF')
    expect(
      playerAlerts({ ...base, live: { ...on, status: 'OFF', alertBox: 'OFF_FORCE' } }).box,
    ).toBe('OFF_FORCE')
    expect(playerAlerts({ ...base, live: on }).box).toBe('NONE')
  })

  it('maps a suspension to the SUSPENDED dialog and channel errors to theirs', () => {
    const base = { adultConsent: 'pending' } as const
    const suspended = { ...on, status: 'OFF', dialogAlert: 'SUSPENDED' } as const
    expect(playerAlerts({ ...base, access: {}, live: suspended })).toEqual({
      dialog: 'SUSPENDED',
      box: 'NONE',
    })
    expect(playerAlerts({ ...base, access: { errorCode: 'CHA30071' } }).dialog).toBe('DELETED')
    expect(playerAlerts({ ...base, access: { isBlock: true } }).dialog).toBe('BLACK')
    expect(playerAlerts({ ...base, access: { forcedLogout: true } }).dialog).toBe('FORCED_LOGOUT')
    expect(playerAlerts({ ...base, access: { errorCode: 'CHA43005' } }).box).toBe(
      'COUNTRY_RESTRICT',
    )
  })

  it('shows the adult box until agreed, but not while the live waits for its end', () => {
    const access = { streamIsAdult: true }
    expect(playerAlerts({ access, adultConsent: 'pending', live: on }).box).toBe('ADULT')
    expect(playerAlerts({ access, adultConsent: 'agreed', live: on }).box).toBe('NONE')
    expect(
      playerAlerts({ access, adultConsent: 'pending', live: { ...on, status: 'OFF_WAITING' } }).box,
    ).toBe('OFF')
  })

  it('hides a media alert under an off box, shows it otherwise', () => {
    const base = { access: {}, adultConsent: 'pending', media: network } as const
    expect(playerAlerts({ ...base, live: on }).media).toEqual(network)
    expect(playerAlerts({ ...base, live: { ...on, status: 'OFF' } }).media).toBeUndefined()
    expect(playerAlerts(base).media).toEqual(network)
  })
})
