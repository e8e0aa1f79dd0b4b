import { describe, expect, it } from 'vitest'
import { alertBoxFor, answerAdultAlert, dialogAlertFor, isAdultAlertShown } from './alerts'

describe('dialogAlertFor', () => {
  it('maps the channel errors of the spec', () => {
    expect(dialogAlertFor({ errorCode: 'CHA30071' })).toBe('DELETED')
    expect(dialogAlertFor({ errorCode: 'CHA30068' })).toBe('SUSPENDED')
    expect(dialogAlertFor({ errorCode: 'CHA30016' })).toBe('BLACK')
  })

  it('shows BLACK when the channel blocked the viewer', () => {
    expect(dialogAlertFor({ isBlock: true })).toBe('BLACK')
  })

  it('is NONE otherwise', () => {
    expect(dialogAlertFor({})).toBe('NONE')
    expect(dialogAlertFor({ errorCode: 'CHA30006', isBlock: false })).toBe('NONE')
  })

  it("puts the viewer's own suspension and forced logout first", () => {
    expect(dialogAlertFor({ errorCode: 'CHA30071', viewerSuspended: true })).toBe(
      'VIEWER_SUSPENDED',
    )
    expect(dialogAlertFor({ viewerSuspended: true, forcedLogout: true })).toBe('FORCED_LOGOUT')
  })
})

describe('alertBoxFor', () => {
  it('shows COUNTRY_RESTRICT for a category restricted in the region', () => {
    expect(alertBoxFor({ errorCode: 'CHA43005', streamIsAdult: true })).toBe('COUNTRY_RESTRICT')
  })

  it('shows OFF or OFF_FORCE when the live ended', () => {
    expect(alertBoxFor({ liveStatus: 'OFF', ended: 'normal' })).toBe('OFF')
    expect(alertBoxFor({ liveStatus: 'OFF', ended: 'forced' })).toBe('OFF_FORCE')
  })

  it('shows ADULT for an adult stream or channel until the viewer agrees', () => {
    expect(alertBoxFor({ liveStatus: 'ON', streamIsAdult: true })).toBe('ADULT')
    expect(alertBoxFor({ liveStatus: 'ON', channelIsAdult: true })).toBe('ADULT')
    const { consent } = answerAdultAlert('agree')
    expect(alertBoxFor({ liveStatus: 'ON', channelIsAdult: true, adultConsent: consent })).toBe(
      'NONE',
    )
  })

  it('hides the adult notice while the live waits for its end', () => {
    expect(isAdultAlertShown({ liveStatus: 'OFF_WAITING', streamIsAdult: true })).toBe(false)
    expect(alertBoxFor({ liveStatus: 'OFF_WAITING', streamIsAdult: true })).toBe('NONE')
  })

  it('shows PLAYER_POPUP when the player moved to a popup', () => {
    expect(alertBoxFor({ liveStatus: 'ON', poppedOut: true })).toBe('PLAYER_POPUP')
  })
})

describe('answerAdultAlert', () => {
  it('leaves on back and keeps the notice pending', () => {
    expect(answerAdultAlert('back')).toEqual({ consent: 'pending', leave: true })
  })
})
