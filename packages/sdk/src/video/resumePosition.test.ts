import { describe, expect, it } from 'vitest'
import { resumeAt, shouldSavePosition } from './resumePosition'

describe('resumeAt', () => {
  it('resumes where the member left, unless barely started or nearly finished', () => {
    expect(resumeAt(93.7, 600)).toBe(93)
    expect(resumeAt(undefined, 600)).toBe(0)
    expect(resumeAt(4, 600)).toBe(0)
    expect(resumeAt(595, 600)).toBe(0)
    expect(resumeAt(120, undefined)).toBe(120)
  })
})

describe('shouldSavePosition', () => {
  it('saves every 10 s while playing, at once on pause or leave, never the same second', () => {
    expect(shouldSavePosition({ position: 40, saved: 30, sinceSaveMs: 9_999 })).toBe(false)
    expect(shouldSavePosition({ position: 40, saved: 30, sinceSaveMs: 10_000 })).toBe(true)
    expect(shouldSavePosition({ position: 40, saved: 30, sinceSaveMs: 0, force: true })).toBe(true)
    expect(shouldSavePosition({ position: 40.4, saved: 40, sinceSaveMs: 0, force: true })).toBe(
      false,
    )
  })
})
