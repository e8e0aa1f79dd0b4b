import type { Player } from '@airwave/player'
import { resumeAt, shouldSavePosition } from '@airwave/sdk/video'
import { useEffect, useRef, useState } from 'react'
import { useSessionStatus, useSite } from '../../app/siteContext'

/**
 * Where a member left a video, by the SDK's resume rules: the player seeks there once it is
 * ready (not near the start or the end), and the position is saved as it moves, on pause, when
 * the page goes, and as 0 at the end so the next visit starts over. Guests save nothing.
 */
export function useSavedPosition(vodNo: number, saved: number | undefined, duration?: number) {
  const { client } = useSite()
  const member = useSessionStatus() === 'authenticated'
  const [resumed, setResumed] = useState(false)
  const state = useRef({ last: 0, sent: saved, sentAt: Date.now(), seeked: false })
  const save = (position: number, force = false) => {
    const { sent, sentAt } = state.current
    if (!member) return
    if (!shouldSavePosition({ position, saved: sent, sinceSaveMs: Date.now() - sentAt, force }))
      return
    state.current.sent = position
    state.current.sentAt = Date.now()
    client.video.savePosition(vodNo, { position: Math.floor(position) }).catch(() => {
      // A lost save only means the next visit resumes a little earlier.
    })
  }
  const latest = useRef(save)
  latest.current = save

  useEffect(() => () => latest.current(state.current.last, true), [])

  // The player may start before the saved position is known (the page passes it once the
  // details and the media info answered): it seeks once both are there, whichever comes last.
  const [ready, setReady] = useState<Player | undefined>(undefined)
  useEffect(() => {
    if (saved !== undefined) state.current.sent ??= saved
    const at = resumeAt(saved, duration)
    if (!ready || state.current.seeked || saved === undefined || at === 0) return
    state.current.seeked = true
    ready.seek(at)
    setResumed(true)
  }, [ready, saved, duration])

  return {
    resumed,
    onPlayer(player: Player | undefined) {
      setReady(undefined)
      if (!player) return
      const off = player.on('ready', () => {
        off()
        setReady(player)
      })
    },
    onTime(seconds: number) {
      state.current.last = seconds
      save(seconds)
    },
    onPause() {
      save(state.current.last, true)
    },
    onEnded() {
      state.current.last = 0
      save(0, true)
    },
  }
}
