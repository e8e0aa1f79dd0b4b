import type { Player } from '@airwave/player'
import { useEffect, useRef, useState } from 'react'
import { useSessionStatus, useSite } from '../../app/siteContext'

/** Save the position after this many seconds of playback moved (chosen). */
const SAVE_EVERY_S = 10
/** A position this close to the start is not worth resuming from (chosen). */
const MIN_RESUME_S = 3

/**
 * Where a member left a video: the player seeks there once it is ready, and the position is
 * saved as it moves (every 10 s of playback), when the page goes, and as 0 at the end, so the
 * next visit starts over. Guests have no saved position.
 */
export function useSavedPosition(vodNo: number, saved: number | undefined) {
  const { client } = useSite()
  const member = useSessionStatus() === 'authenticated'
  const [resumed, setResumed] = useState(false)
  const state = useRef({ last: 0, sent: saved ?? 0, seeked: false })
  const save = (position: number) => {
    if (!member) return
    state.current.sent = position
    client.video.savePosition(vodNo, { position: Math.floor(position) }).catch(() => {
      // A lost save only means the next visit resumes a little earlier.
    })
  }
  const latest = useRef(save)
  latest.current = save

  useEffect(
    () => () => {
      const { last, sent } = state.current
      if (Math.abs(last - sent) >= 1) latest.current(last)
    },
    [],
  )

  return {
    resumed,
    onPlayer(player: Player | undefined) {
      if (!player || state.current.seeked || !saved || saved < MIN_RESUME_S) return
      state.current.seeked = true
      const off = player.on('ready', () => {
        off()
        player.seek(saved)
        setResumed(true)
      })
    },
    onTime(seconds: number) {
      state.current.last = seconds
      if (Math.abs(seconds - state.current.sent) >= SAVE_EVERY_S) save(seconds)
    },
    onEnded() {
      state.current.last = 0
      save(0)
    },
  }
}
