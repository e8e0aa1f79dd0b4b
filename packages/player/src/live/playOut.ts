import type { LiveStatusEvent } from '@airwave/sdk/live'

/**
 * The longest a live's end waits for the picture to catch up (chosen): the player plays a few
 * seconds behind the encoder (about 2.5 s at the low-latency target, up to 4 segments when it
 * fell behind), and the playlist's last segments and its ENDLIST arrive within that.
 */
const PLAY_OUT_MAX_MS = 10_000

// Less than this ahead of the playhead is nothing left to show.
const EMPTY_AHEAD_S = 0.5

/**
 * How long a stall with nothing ahead waits for more (chosen): the packager writes the last
 * segment and the playlist's end mark when the encoder's stream closes, a moment after the end
 * is announced, and a player at the edge runs dry before they arrive.
 */
const STALL_GRACE_MS = 2500

/** Seconds buffered ahead of the playhead. */
function bufferedAhead(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video
  for (let i = 0; i < (buffered?.length ?? 0); i++) {
    if (buffered.start(i) <= currentTime + 0.1 && currentTime <= buffered.end(i)) {
      return buffered.end(i) - currentTime
    }
  }
  return 0
}

/** A live's end held back while the picture plays what it still has. */
export interface PlayOut {
  /**
   * Holds `end` until the buffer is played (the media ended, or stalls with nothing ahead);
   * with nothing buffered it is passed on at once.
   */
  start(end: LiveStatusEvent): void
  /** A later end while one is held replaces it (its reason is the one to show). */
  update(end: LiveStatusEvent): void
  /** The live is back: the held end is dropped. */
  cancel(): void
  active(): boolean
  destroy(): void
}

/**
 * Lets a live's picture reach the broadcast's last frames before its end shows: the encoder
 * stopped while the viewer was seconds behind it, and those seconds are still buffered or on
 * their way (the playlist's last segments, then its ENDLIST, after which the media ends). The
 * end is passed on (`done`) when the media ends, when playback stalls with nothing left ahead
 * and nothing more comes for a moment, or after {@link PLAY_OUT_MAX_MS} at the latest.
 *
 * @example
 * const playOut = createPlayOut(video, (end) => liveStatus.send({ type: 'STATUS', ...end }))
 * playOut.start({ status: false, endedReason: 0 })
 */
export function createPlayOut(
  video: HTMLVideoElement,
  done: (end: LiveStatusEvent) => void,
  maxMs = PLAY_OUT_MAX_MS,
): PlayOut {
  let held: LiveStatusEvent | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let grace: ReturnType<typeof setTimeout> | undefined
  const finish = () => {
    const end = held
    stop()
    if (end) done(end)
  }
  // Dry: the end shows unless more arrives within the grace (then the picture plays on).
  const onStall = () => {
    if (video.ended) finish()
    else if (bufferedAhead(video) < EMPTY_AHEAD_S) grace ??= setTimeout(finish, STALL_GRACE_MS)
  }
  const onPlaying = () => {
    clearTimeout(grace)
    grace = undefined
  }
  const stop = () => {
    held = undefined
    clearTimeout(grace)
    grace = undefined
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    video.removeEventListener('ended', finish)
    video.removeEventListener('waiting', onStall)
    video.removeEventListener('playing', onPlaying)
  }
  return {
    start(end) {
      stop()
      held = end
      timer = setTimeout(finish, maxMs)
      video.addEventListener('ended', finish)
      video.addEventListener('waiting', onStall)
      video.addEventListener('playing', onPlaying)
      // Nothing buffered: nothing to play out.
      if (video.ended || bufferedAhead(video) < EMPTY_AHEAD_S) finish()
    },
    update(end) {
      if (held) held = end
    },
    cancel: stop,
    active: () => held !== undefined,
    destroy: stop,
  }
}
